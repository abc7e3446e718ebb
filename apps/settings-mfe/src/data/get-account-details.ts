import { useQuery } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { accountKeys } from '@verity/query';

/** The account at the auth service (name, e-mail, sign-in providers), read fresh: no retry hides a failure. */
export function useAccountDetails() {
  const { account } = useRemoteProps();
  return useQuery({ queryKey: accountKeys.details(), queryFn: () => account.details(), retry: false });
}
