import { useMutation } from '@tanstack/react-query';
import { useRemoteProps } from '@verity/mfe';
import { saveFile } from '../shared/save-file';

export type DownloadTraceVariables = { runId: string; name: string };

/** The run's Playwright trace, fetched with the bearer token and saved as `trace-<runId>.zip`. */
export function traceFileName(runId: string): string {
  return `trace-${runId}.zip`;
}

export function useDownloadTrace() {
  const { api } = useRemoteProps();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: async ({ runId, name }: DownloadTraceVariables) => {
      const file = await api.fetchArtifact(runId, name);
      saveFile(file, traceFileName(runId));
    },
  });
}
