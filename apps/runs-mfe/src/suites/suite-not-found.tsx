import { InternalLink, ROUTES } from '@verity/mfe';
import { NotFoundScreen } from '@verity/ui';
import { Screen } from '../shared/screen';

/** A suite id the API does not know for this user (mistyped, or someone else's). */
export function SuiteNotFound() {
  return (
    <Screen title="Suite not found" description="There is no suite run at this address.">
      <NotFoundScreen
        heading="Suite not found"
        onGoBack={() => window.history.back()}
        renderLink={({ href, className, children }) => (
          <InternalLink to={href} className={className}>
            {children}
          </InternalLink>
        )}
      >
        <p className="ui-lead">This suite run does not exist, or the link to it is wrong.</p>
        <p>
          <InternalLink to={ROUTES.suites}>See all your suite runs</InternalLink>
        </p>
      </NotFoundScreen>
    </Screen>
  );
}
