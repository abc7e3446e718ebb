import { useRemoteProps } from '@verity/mfe';
import { useRunnerStatus } from '@verity/query';
import { useDomId } from '@verity/ui';

/** Whether runs can start now, and the id a Run button's aria-describedby points at while they cannot. */
export function useRunnerNotice() {
  const { api } = useRemoteProps();
  const runner = useRunnerStatus(api);
  const noticeId = useDomId();
  return { runner, noticeId, describedBy: runner && runner.state !== 'ready' ? noticeId : undefined };
}
