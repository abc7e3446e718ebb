import { type StepResult } from '@verity/contracts';
import { type BrowserContext } from 'playwright-core';
import { type RunArtifactsSummary } from '../engine-types';

/** Enough to diagnose a run without letting a noisy page fill the run's record. */
const MAX_ENTRIES = 200;

/** Console errors and failed requests of every page of the run. */
export function collectPageProblems(context: BrowserContext): Pick<RunArtifactsSummary, 'consoleErrors' | 'failedRequests'> {
  const consoleErrors: RunArtifactsSummary['consoleErrors'] = [];
  const failedRequests: RunArtifactsSummary['failedRequests'] = [];
  const add = <T>(list: T[], entry: T) => {
    if (list.length < MAX_ENTRIES) list.push(entry);
  };
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    add(consoleErrors, { message: message.text(), ...(url ? { url } : {}), at: new Date().toISOString() });
  });
  context.on('weberror', (webError) => {
    add(consoleErrors, { message: `Uncaught ${webError.error().message}`, url: webError.page()?.url(), at: new Date().toISOString() });
  });
  context.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? null;
    // Only the run's network guard blocks requests (Chromium suffixes the code with ".Inspector").
    const reason = failure?.startsWith('net::ERR_BLOCKED_BY_CLIENT') ? 'Refused: a private network address (net::ERR_BLOCKED_BY_CLIENT)' : failure;
    add(failedRequests, { url: request.url(), method: request.method(), status: null, failure: reason });
  });
  context.on('response', (response) => {
    if (response.status() < 400) return;
    const request = response.request();
    if (!['document', 'xhr', 'fetch'].includes(request.resourceType())) return;
    add(failedRequests, { url: response.url(), method: request.method(), status: response.status(), failure: response.statusText() || null });
  });
  return { consoleErrors, failedRequests };
}

/** Every step's current state, copied so a listener can keep it while the run goes on. */
export function snapshot(steps: StepResult[]): StepResult[] {
  return steps.map((step) => ({
    ...step,
    ...(step.candidates ? { candidates: [...step.candidates] } : {}),
    ...(step.expanded ? { expanded: step.expanded.map((expanded) => ({ ...expanded })) } : {}),
  }));
}
