import { useQuery } from '@tanstack/react-query';
import { InternalLink, ROUTES, useRemoteProps } from '@verity/mfe';
import { profileQueryOptions } from '@verity/query';
import { LoadFailed } from '../shared/form-field';
import { Screen } from '../shared/screen';
import { AccountSections } from './account-sections';
import { ApiTokensSection } from './api-tokens-section';
import { NotificationsSection } from './notifications-section';
import { RunDefaultsSection } from './run-defaults-section';

/** /app/settings: the account (name, password), run defaults, API tokens, and where notifications will live. */
export function SettingsPage() {
  const { api } = useRemoteProps();
  const profile = useQuery(profileQueryOptions(api));

  return (
    <Screen title="Settings" description="Your Verity profile, password and how your runs behave by default.">
      <h1>Settings</h1>
      <p className="settings-lead">Your profile, your password, and how your runs behave unless a test says otherwise.</p>
      <AccountSections />
      {profile.isPending ? (
        <p role="status" className="ui-muted">
          Loading your run defaults…
        </p>
      ) : profile.isError ? (
        <LoadFailed what="Your run defaults" error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <RunDefaultsSection profile={profile.data} />
      )}
      <section className="settings-section" aria-labelledby="settings-models-link">
        <h2 id="settings-models-link">AI models</h2>
        <p className="ui-muted">
          Add your own model, test it and see what it costs on the <InternalLink to={ROUTES.models}>Models</InternalLink> page.
        </p>
      </section>
      <NotificationsSection />
      <ApiTokensSection />
    </Screen>
  );
}
