import { InternalLink, ROUTES } from '@verity/mfe';
import { NotFoundScreen } from '@verity/ui';
import { Screen } from './screen';

/** A test id the API does not know for this user (deleted, mistyped, or someone else's). */
export function TestNotFound() {
  return (
    <Screen title="Test not found" description="There is no test at this address.">
      <NotFoundScreen
        heading="Test not found"
        onGoBack={() => window.history.back()}
        renderLink={({ href, className, children }) => (
          <InternalLink to={href} className={className}>
            {children}
          </InternalLink>
        )}
      >
        <p className="ui-lead">This test does not exist: it may have been deleted, or the link is wrong.</p>
        <p>
          <InternalLink to={ROUTES.tests}>Back to your tests</InternalLink>
        </p>
      </NotFoundScreen>
    </Screen>
  );
}
