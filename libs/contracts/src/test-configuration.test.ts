import { runInstructions, testConfigurationSchema } from './test-configuration';

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
