import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { accountKeys } from '@verity/query';

/** Saves the account's name at the auth service; the account is read again. The form shows a failure. */
export function useRenameAccount() {
  const { account } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: (name: string) => account.rename(name),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.details() }),
  });
}
