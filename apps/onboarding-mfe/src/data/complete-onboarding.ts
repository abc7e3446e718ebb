import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OnboardingInput } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { profileKeys } from '@verity/query';

/**
 * PUT /profile/onboarding: the answers, and onboarding completed. The profile it answers goes into the cache the
 * shell's guards read, so /app and /app/onboarding lead to the cases from then on. The screen shows a failure.
 */
export function useCompleteOnboarding() {
  const { api } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: (answers: OnboardingInput) => api.completeOnboarding(answers),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.all(), profile),
  });
}
