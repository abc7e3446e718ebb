import { useQuery } from '@tanstack/react-query';
import { InternalLink, ROUTES, useRemoteProps } from '@verity/mfe';
import { profileQueryOptions } from '@verity/query';
import { usePageMeta } from '@verity/ui';
import { LoadFailed } from '../shared/form-field';
import { useSettingsStyles } from '../shared/settings-styles';
import { AccountSections } from './account-sections';
import { RunDefaultsSection } from './run-defaults-section';

/** /app/settings: the account (name, password), run defaults, and where notifications and API tokens will live. */
export function SettingsPage() {
  useSettingsStyles();
  usePageMeta({ title: 'Settings', description: 'Your Verity profile, password and how your runs behave by default.' });
  const { api } = useRemoteProps();
  const profile = useQuery(profileQueryOptions(api));

  return (
    <div className="settings">
      <h1>Settings</h1>
      <p className="settings-lead">Your profile, your password, and how your runs behave unless a test says otherwise.</p>
      <AccountSections />
      {profile.isPending ? (
        <p role="status" className="settings-muted">
          Loading your run defaults…
        </p>
      ) : profile.isError ? (
        <LoadFailed what="Your run defaults" error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <RunDefaultsSection profile={profile.data} />
      )}
      <section className="settings-section" aria-labelledby="settings-models-link">
        <h2 id="settings-models-link">AI models</h2>
        <p className="settings-muted">
          Add your own model, test it and see what it costs on the <InternalLink to={ROUTES.models}>Models</InternalLink> page.
        </p>
      </section>
      <section className="settings-section" aria-labelledby="settings-later">
        <h2 id="settings-later">Notifications and API tokens</h2>
        <p className="settings-muted">
          Run results by e-mail or Slack, and API tokens for starting runs from CI, are not available in this version yet. They will be set up here.
        </p>
      </section>
    </div>
  );
}
