import { DEFAULT_RUN_DEFAULTS, runInstructions, testConfigurationSchema, withRunDefaults } from './test-configuration';

describe('test configuration', () => {
  it('accepts a minimal test and defaults instructions to none', () => {
    expect(testConfigurationSchema.parse({ name: 'Login', base_url: 'https://example.com' })).toEqual({
      name: 'Login',
      base_url: 'https://example.com',
      instructions: [],
    });
  });

  it.each(['ftp://example.com', 'example.com', 'javascript:alert(1)', ''])('rejects base_url %j', (base_url) => {
    const result = testConfigurationSchema.safeParse({ name: 'x', base_url });
    expect(result.success).toBe(false);
  });

  it('says what a bad base_url must be', () => {
    const result = testConfigurationSchema.safeParse({ name: 'x', base_url: 'ftp://x' });
    expect(result.error?.issues[0]?.message).toBe('base_url must be an http:// or https:// URL.');
  });

  it('rejects variable names that cannot be written as {{name}}', () => {
    expect(testConfigurationSchema.safeParse({ name: 'x', base_url: 'http://a', variables: { 'a-b': '1' } }).success).toBe(false);
    expect(testConfigurationSchema.safeParse({ name: 'x', base_url: 'http://a', variables: { user_1: '1' } }).success).toBe(true);
  });
});

describe('runInstructions', () => {
  it('reads the steps of a run configuration', () => {
    expect(runInstructions({ instructions: ['Open /', 'Click "Sign in"'] })).toEqual(['Open /', 'Click "Sign in"']);
  });

  it.each([null, undefined, {}, { instructions: 'Open /' }, { instructions: { 0: 'x' } }])(
    'treats %j as no steps',
    (configuration) => {
      expect(runInstructions(configuration)).toEqual([]);
    },
  );
});

describe('withRunDefaults', () => {
  const test = testConfigurationSchema.parse({ name: 'Login', base_url: 'https://example.com' });
  const defaults = { step_timeout_ms: 20_000, viewport: { width: 390, height: 844 }, screenshots: 'on_failure' as const };

  it("fills the run options a test leaves open from the owner's defaults", () => {
    expect(withRunDefaults(test, defaults)).toEqual({ ...test, ...defaults });
  });

  it("keeps the test's own options", () => {
    const own = { ...test, viewport: { width: 1920, height: 1080 }, step_timeout_ms: 5_000, screenshots: 'off' as const };
    expect(withRunDefaults(own, defaults)).toEqual(own);
  });

  it('refuses a step timeout outside 1 s to 2 min with the limit in words', () => {
    const result = testConfigurationSchema.safeParse({ ...test, step_timeout_ms: 500 });
    expect(result.error?.issues[0]?.message).toBe('step_timeout_ms must be at least 1000 (1 second).');
    expect(testConfigurationSchema.safeParse({ ...test, step_timeout_ms: 120_001 }).success).toBe(false);
    expect(testConfigurationSchema.safeParse({ ...test, step_timeout_ms: DEFAULT_RUN_DEFAULTS.step_timeout_ms }).success).toBe(true);
  });
});
