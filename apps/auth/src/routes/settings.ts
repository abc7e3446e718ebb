import { type FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { toResponseSchema } from '../response-schema';

/** GoTrue's provider list; only email, and Google when configured, are offered. */
const PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'email',
  'facebook',
  'figma',
  'github',
  'gitlab',
  'google',
  'kakao',
  'keycloak',
  'linkedin_oidc',
  'notion',
  'phone',
  'slack_oidc',
  'spotify',
  'twitch',
  'twitter',
  'workos',
  'zoom',
] as const;

export const authSettingsSchema = z.object({
  external: z.record(z.enum(PROVIDERS), z.boolean()),
  disable_signup: z.boolean(),
  mailer_autoconfirm: z.boolean(),
  phone_autoconfirm: z.boolean(),
  sms_provider: z.string(),
  saml_enabled: z.boolean(),
});
export type AuthSettings = z.infer<typeof authSettingsSchema>;

export interface SettingsRoutesOptions {
  isGoogleEnabled: boolean;
}

/** GET /auth/v1/settings: what the client may offer (GoTrue's shape). */
export const settingsRoutes: FastifyPluginAsync<SettingsRoutesOptions> = async (app, { isGoogleEnabled }) => {
  const enabled = new Set<string>(['email', ...(isGoogleEnabled ? ['google'] : [])]);
  const settings: AuthSettings = {
    external: Object.fromEntries(PROVIDERS.map((provider) => [provider, enabled.has(provider)])) as AuthSettings['external'],
    disable_signup: false,
    // No mail is sent by the self-hosted service: accounts are confirmed at sign-up.
    mailer_autoconfirm: true,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
  app.get('/settings', { schema: { response: { 200: toResponseSchema(authSettingsSchema) } } }, async () => settings);
};
