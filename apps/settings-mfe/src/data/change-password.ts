import { useMutation } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';

export type ChangePasswordVariables = { current: string; next: string };

/** Changes the password at the auth service when the current one is right. The form shows a failure. */
export function useChangePassword() {
  const { account } = useRemoteProps();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: ({ current, next }: ChangePasswordVariables) => account.changePassword(current, next),
  });
}
