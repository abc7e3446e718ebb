import { type ReactNode } from 'react';
import { type RunnerStatus } from '@verity/contracts';
import { useUiStyles } from './ui-styles';

export type RunnerNoticeProps = {
  /** GET /health's runner; nothing is shown until it is known, nor while runs can start. */
  runner: RunnerStatus | undefined;
  /** For `aria-describedby` on the Run buttons it explains. */
  id?: string;
};

/** A sentence from the server whose `backticked` commands (`npx playwright-core install chromium`) become code. */
export function TextWithCommands({ text }: { text: string }): ReactNode {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/**
 * Why test runs cannot start (no browser on any worker, or no worker at all) and the one thing that fixes it,
 * in the words the terminal and a failed run use; shown beside every Run button until a worker has a browser.
 */
export function RunnerNotice({ runner, id }: RunnerNoticeProps) {
  useUiStyles();
  if (!runner || runner.state === 'ready') return null;
  const title = runner.state === 'no_workers' ? 'Runs will wait: no worker is running' : 'Test runs cannot start: no browser';
  return (
    <div id={id} role="status" className="ui-runner-notice">
      <p className="ui-runner-notice-title">{title}</p>
      <p>
        <TextWithCommands text={runner.problem} />
      </p>
      <p>
        <TextWithCommands text={runner.fix} />
      </p>
    </div>
  );
}
