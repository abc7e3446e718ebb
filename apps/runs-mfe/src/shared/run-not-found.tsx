import { InternalLink, ROUTES } from '@verity/mfe';
import { NotFoundScreen } from '@verity/ui';
import { Screen } from './screen';

/** A run id the API does not know for this user (mistyped, or someone else's). */
export function RunNotFound() {
  return (
    <Screen title="Run not found" description="There is no run at this address.">
      <NotFoundScreen
        heading="Run not found"
        onGoBack={() => window.history.back()}
        renderLink={({ href, className, children }) => (
          <InternalLink to={href} className={className}>
            {children}
          </InternalLink>
        )}
      >
        <p className="ui-lead">This run does not exist, or the link to it is wrong.</p>
        <p>
          <InternalLink to={ROUTES.runs}>See all your runs</InternalLink>
        </p>
      </NotFoundScreen>
    </Screen>
  );
}
