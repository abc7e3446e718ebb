import { EnvConfigError, parseEnv } from '@verity/config';
import { apiEnvSchema } from '../env';
import { billingOptionsFromEnv } from './provider-from-env';

const base = { DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/verity', JWT_SECRET: 'x'.repeat(32) };
const envOf = (extra: Record<string, string>) => parseEnv(apiEnvSchema, { ...base, ...extra });

describe('billing configuration', () => {
  it('uses the sandbox, returning to wherever the checkout started, when nothing is configured', () => {
    const env = envOf({});
    expect(env).toMatchObject({ STRIPE_API_BASE: 'https://api.stripe.com' });
    expect(env.SITE_URL).toBeUndefined();
    const billing = billingOptionsFromEnv(env);
    expect(billing.provider?.name).toBe('sandbox');
    expect(billing.siteUrl).toBeNull();
  });

  it('uses Stripe when STRIPE_SECRET_KEY is set, and SITE_URL without its trailing slash', () => {
    const billing = billingOptionsFromEnv(envOf({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', SITE_URL: 'https://verity.example/' }));
    expect(billing.provider?.name).toBe('stripe');
    expect(billing.siteUrl).toBe('https://verity.example');
  });

  it('sells nothing in production without Stripe: the sandbox would credit without payment', () => {
    expect(billingOptionsFromEnv(envOf({ NODE_ENV: 'production' })).provider).toBeNull();
  });

  it('refuses Stripe in production without the webhook signing secret, without echoing the key', () => {
    const start = () => envOf({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_secret_value' });
    expect(start).toThrow(EnvConfigError);
    expect(start).toThrow('STRIPE_WEBHOOK_SECRET: is required in production when STRIPE_SECRET_KEY is set');
    expect(start).not.toThrow(/sk_live_secret_value/);
    // Outside production a missing webhook secret is allowed (main.ts warns): local trials of the checkout.
    expect(envOf({ STRIPE_SECRET_KEY: 'sk_test_1' }).STRIPE_WEBHOOK_SECRET).toBeUndefined();
  });

  it('names a bad SITE_URL or STRIPE_API_BASE', () => {
    expect(() => envOf({ SITE_URL: 'localhost:3000' })).toThrow('SITE_URL: must be an http(s):// URL');
    expect(() => envOf({ STRIPE_API_BASE: 'ftp://stripe' })).toThrow('STRIPE_API_BASE: must be an http(s):// URL');
  });
});
