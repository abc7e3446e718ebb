import { type Browser } from 'playwright-core';
import { type FixtureServer, launchChromium, MemoryArtifactSink, startFixtureServer } from '../fixtures';
import { runTest } from './run-test';
import { StepFailure } from './step-failure';
import { Variables } from './variables';

// RFC 6238, appendix B: the SHA-1 secret "12345678901234567890" (base32 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ).
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: Array<[seconds: number, eightDigits: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('one-time codes (TOTP) in step values', () => {
  it.each(RFC_VECTORS)('at %i s gives the RFC 6238 code %s (its last six digits by default)', (seconds, code) => {
    const at = () => seconds * 1000;
    expect(new Variables({ secret: RFC_SECRET }, at).substitute('{{totp:secret}}')).toBe(code.slice(-6));
    const link = `otpauth://totp/Verity:qa?secret=${RFC_SECRET}&digits=8&period=30&algorithm=SHA1`;
    expect(new Variables({ link }, at).substitute('code {{ totp : link }}')).toBe(`code ${code}`);
  });

  it('reads a secret as people paste it: lower case, with spaces', () => {
    const spaced = RFC_SECRET.toLowerCase().replace(/(.{4})/g, '$1 ');
    expect(new Variables({ s: spaced }, () => 59_000).substitute('{{totp:s}}')).toBe('287082');
  });

  it('fails the step, saying why, for a secret that is not one or a variable that does not exist', () => {
    const failure = (work: () => unknown) => {
      try {
        work();
      } catch (error) {
        return error instanceof StepFailure ? error.message : error;
      }
      return null;
    };
    expect(failure(() => new Variables({ s: 'not base32!' }).substitute('{{totp:s}}'))).toMatch(
      /^\{\{s\}\} is not a one-time-code secret \(.+\): use the base32 text shown under the QR code, or its otpauth:\/\/totp\/… link\.$/,
    );
    expect(failure(() => new Variables({}).substitute('{{totp:missing}}'))).toBe(
      "Unknown variable {{missing}}: define it in the test's variables, or store or generate it in an earlier step.",
    );
  });
});

describe('typing a one-time code on a page protected by an authenticator', () => {
  jest.setTimeout(60_000);
  let browser: Browser;
  let site: FixtureServer;
  beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium(), startFixtureServer('apps')]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  const run = (path: string) =>
    runTest({
      configuration: {
        name: 'two-factor',
        base_url: site.url,
        instructions: [`Go to ${path}`, 'Type the one-time code for {{totp_secret}} into "Authentication code"', 'Click "Verify"', 'Check that the page shows "Two-factor check passed"'],
        variables: { totp_secret: 'JBSWY3DPEHPK3PXP' },
      },
      browser,
      artifacts: new MemoryArtifactSink(),
      stepTimeoutMs: 3_000,
      allowPrivateNetwork: true,
    });

  it('passes with the code of the right secret', async () => {
    const outcome = await run('/practice/two-factor.html');
    expect(outcome.summary).toMatch(/passed/i);
    expect(outcome.verdict).toBe('passed');
  });

  it('fails at the check when the site expects another secret', async () => {
    const outcome = await run('/broken/practice/two-factor.html');
    expect(outcome.verdict).toBe('failed');
    expect(outcome.steps[3]).toMatchObject({ status: 'failed', error: expect.stringContaining('Two-factor check passed') });
    expect(outcome.steps[1]?.status).toBe('completed');
  });
});
