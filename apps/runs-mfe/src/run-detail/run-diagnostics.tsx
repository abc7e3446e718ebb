import { type ReactNode } from 'react';
import { type TestRun } from '@verity/contracts';
import { ExternalLink, failureMessage, notify, useDomId } from '@verity/ui';
import { traceFileName, useDownloadTrace } from '../data/download-trace';
import { isUnfinishedRun } from '../shared/run-status';

type ConsoleError = NonNullable<TestRun['artifacts']['consoleErrors']>[number];
type FailedRequest = NonNullable<TestRun['artifacts']['failedRequests']>[number];

/** What the browser saw besides the steps: console errors, failed requests, and the trace to replay it all. */
export function RunDiagnostics({ run }: { run: TestRun }) {
  const headingId = useDomId();
  const consoleErrors = run.artifacts.consoleErrors ?? [];
  const failedRequests = run.artifacts.failedRequests ?? [];
  return (
    <section className="ui-section" aria-labelledby={headingId}>
      <div className="ui-section-header">
        <h2 id={headingId}>Diagnostics</h2>
      </div>
      <Collapsible title="Console errors" count={consoleErrors.length} empty={emptyText(run, 'No console errors.')}>
        {consoleErrors.map((entry, index) => (
          <ConsoleErrorItem key={index} entry={entry} />
        ))}
      </Collapsible>
      <Collapsible title="Failed requests" count={failedRequests.length} empty={emptyText(run, 'No failed requests.')}>
        {failedRequests.map((request, index) => (
          <FailedRequestItem key={index} request={request} />
        ))}
      </Collapsible>
      <Trace run={run} />
    </section>
  );
}

/** The artifacts are recorded when the run ends: until then, say so rather than "none". */
function emptyText(run: TestRun, none: string): string {
  return isUnfinishedRun(run) ? 'Recorded when the run ends.' : none;
}

function Collapsible({ title, count, empty, children }: { title: string; count: number; empty: string; children: ReactNode }) {
  return (
    <details className="rm-details">
      <summary>
        {title}
        <span className={count > 0 ? 'rm-count-badge rm-count-badge-alert' : 'rm-count-badge'}>
          {count}
          <span className="ui-sr-only"> {count === 1 ? 'entry' : 'entries'}</span>
        </span>
      </summary>
      <div className="rm-details-body">{count === 0 ? <p className="ui-muted ui-small">{empty}</p> : <ul>{children}</ul>}</div>
    </details>
  );
}

function ConsoleErrorItem({ entry }: { entry: ConsoleError }) {
  return (
    <li>
      <span className="rm-mono">{entry.message}</span>
      {entry.url && <span className="rm-url">{entry.url}</span>}
    </li>
  );
}

function FailedRequestItem({ request }: { request: FailedRequest }) {
  const outcome = typeof request.status === 'number' ? `HTTP ${request.status}` : (request.failure ?? 'failed');
  return (
    <li>
      <strong>{request.method}</strong> <span className="rm-mono">{request.url}</span> — {outcome}
    </li>
  );
}

function Trace({ run }: { run: TestRun }) {
  const download = useDownloadTrace();
  const trace = run.artifacts.trace;
  const fileName = traceFileName(run.id);

  const handleDownload = (name: string) => {
    // The toast reports a failure; notify.promise leaves no rejection unhandled.
    void notify.promise(download.mutateAsync({ runId: run.id, name }), {
      loading: 'Preparing the trace…',
      success: `Trace saved as ${fileName}.`,
      error: (error) => `Could not download the trace: ${failureMessage(error)}`,
    });
  };

  return (
    <div className="rm-card rm-trace">
      <h3>Trace</h3>
      {trace ? (
        <>
          <button type="button" className="ui-button ui-button-secondary ui-button-small" onClick={() => handleDownload(trace)} disabled={download.isPending}>
            {download.isPending ? 'Downloading…' : 'Download trace'}
          </button>
          <p>
            A recording of the whole run: every action, DOM snapshot, network request and console message. Open it at{' '}
            <ExternalLink href="https://trace.playwright.dev">
              trace.playwright.dev
            </ExternalLink>{' '}
            or with <code>npx playwright show-trace {fileName}</code>.
          </p>
        </>
      ) : (
        <p>{isUnfinishedRun(run) ? 'The trace is saved when the run ends.' : 'No trace was recorded for this run.'}</p>
      )}
    </div>
  );
}
