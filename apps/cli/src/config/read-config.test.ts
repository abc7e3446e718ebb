import { CliError } from '../cli-error';
import { readConfig } from './read-config';

function configErrorOf(env: Record<string, string | undefined>): string {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof CliError) return error.message;
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe('readConfig', () => {
  it('derives the API address from the web address', () => {
    expect(readConfig({ VERITY_URL: 'http://localhost:3000/', VERITY_TOKEN: ' vrt_abc ' })).toEqual({
      webUrl: 'http://localhost:3000',
      apiUrl: 'http://localhost:3000/api',
      token: 'vrt_abc',
    });
  });

  it('names every missing setting at once', () => {
    expect(configErrorOf({}).split('\n')).toEqual([
      'VERITY_URL is not set: set it to the Verity web address, e.g. VERITY_URL=https://verity.example.com (the API is at $VERITY_URL/api).',
      'VERITY_TOKEN is not set: create a personal access token (vrt_…) in Verity under Settings → API tokens and set VERITY_TOKEN to it.',
    ]);
  });

  it('refuses an address that is not http(s)', () => {
    expect(configErrorOf({ VERITY_URL: 'verity.example.com', VERITY_TOKEN: 'vrt_x' })).toBe(
      'VERITY_URL must be an http(s) address such as https://verity.example.com; got "verity.example.com".',
    );
  });

  it('refuses the API address in place of the web address', () => {
    expect(configErrorOf({ VERITY_URL: 'https://verity.example.com/api/', VERITY_TOKEN: 'vrt_x' })).toBe(
      'VERITY_URL is the web address, without /api: use https://verity.example.com.',
    );
  });

  it('refuses an empty token', () => {
    expect(configErrorOf({ VERITY_URL: 'https://verity.example.com', VERITY_TOKEN: '  ' })).toBe(
      'VERITY_TOKEN is empty: set it to a personal access token (vrt_…) from Settings → API tokens.',
    );
  });
});
