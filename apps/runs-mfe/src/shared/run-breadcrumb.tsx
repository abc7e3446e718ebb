import { type TestRun } from '@verity/contracts';
import { InternalLink, ROUTES, routeTo } from '@verity/mfe';

/** Runs / its suite run / the test's runs: where a run's screens sit. */
export function RunBreadcrumb({ run }: { run: TestRun }) {
  return (
    <p className="ui-breadcrumb">
      <InternalLink to={ROUTES.runs}>Runs</InternalLink>
      {run.suite_id && (
        <>
          {' / '}
          <InternalLink to={routeTo(ROUTES.suite, { suiteId: run.suite_id })}>Its suite run</InternalLink>
        </>
      )}
      {run.test_id && (
        <>
          {' / '}
          <InternalLink to={routeTo(ROUTES.runs, {}, { test_id: run.test_id })}>{run.configuration.name}</InternalLink>
        </>
      )}
    </p>
  );
}
