import { useMutation } from '@tanstack/react-query';
import { isCredentialsError } from '@verity/api-client';
import { type TestExport } from '@verity/contracts';
import { useRemoteProps } from '@verity/mfe';
import { failureMessage, notify } from '@verity/ui';
import { downloadText } from './export-steps';

/** "Step 3 is", "Steps 2, 5 and 7 are". */
function stepsAre(steps: number[]): string {
  if (steps.length === 1) return `Step ${steps[0]} is`;
  return `Steps ${steps.slice(0, -1).join(', ')} and ${steps.at(-1)} are`;
}

/** The toast after a download: which steps the spec could not write, when there are any. */
export function exportedMessage(spec: TestExport): { isComplete: boolean; message: string } {
  if (spec.untranslated_steps.length === 0) return { isComplete: true, message: `Playwright test downloaded: ${spec.file_name}.` };
  const steps = stepsAre(spec.untranslated_steps);
  return { isComplete: false, message: `${spec.file_name} downloaded. ${steps} not exported: the spec fails there with a TODO(verity) until written by hand.` };
}

/**
 * Exports the test as a Playwright spec (the API uses the locators of its newest passing run) and downloads it,
 * saying in a toast what it could not write, or why the export failed.
 */
export function useExportPlaywrightTest() {
  const { api } = useRemoteProps();
  return useMutation({
    meta: { showsOwnError: true },
    mutationFn: (testId: string) => api.exportTest(testId, 'playwright'),
    onSuccess: (spec) => {
      downloadText(spec.content, spec.file_name);
      const { isComplete, message } = exportedMessage(spec);
      if (isComplete) notify.success(message);
      else notify.warning(message);
    },
    onError: (error) => {
      // Invalid credentials sign the user out: no toast on the way.
      if (isCredentialsError(error)) return;
      notify.error(`Could not export the Playwright test: ${failureMessage(error)}`);
    },
  });
}
