import AdmZip from 'adm-zip';
import { type Browser } from 'playwright-core';
import { type InterpretRequest } from '../engine-types';
import { type FixtureServer, launchChromium, MemoryArtifactSink, startFixtureServer } from '../fixtures';
import { LeakCheckingSink, leakMessage, REDACTED, RunSecrets } from './run-secrets';
import { runTest } from './run-test';

// A key with characters that URL, form and JSON encodings change, and a password with quotes and spaces.
const API_KEY = 'sk_live_51Hq+Lyj/WDarjtT1zd';
const PASSWORD = 'correct "horse" battery';
const SECRETS = { api_key: API_KEY, password: PASSWORD };
const FORMS = [API_KEY, encodeURIComponent(API_KEY), JSON.stringify(PASSWORD).slice(1, -1), PASSWORD, encodeURIComponent(PASSWORD)];

const zipOf = (files: Record<string, string | Buffer>) => {
  const zip = new AdmZip();
  for (const [name, contents] of Object.entries(files)) zip.addFile(name, Buffer.isBuffer(contents) ? contents : Buffer.from(contents, 'utf8'));
  return zip.toBuffer();
};
const filesOf = (zip: Buffer) => new AdmZip(zip).getEntries().map((entry) => ({ name: entry.entryName, text: entry.getData().toString('utf8') }));

describe('RunSecrets', () => {
  const secrets = new RunSecrets(SECRETS);

  it('masks a secret as typed, in a URL, in a form body, in JSON and in HTML', () => {
    expect(secrets.redact(`key=${API_KEY}&next=${encodeURIComponent(API_KEY)}`)).toBe(`key=${REDACTED}&next=${REDACTED}`);
    expect(secrets.redact(`password=${new URLSearchParams({ p: PASSWORD }).toString().slice(2)}`)).toBe(`password=${REDACTED}`);
    expect(secrets.redact(JSON.stringify({ password: PASSWORD }))).toBe(`{"password":"${REDACTED}"}`);
    expect(secrets.redact('<input value="correct &quot;horse&quot; battery">')).toBe(`<input value="${REDACTED}">`);
    expect(secrets.redact('nothing secret here')).toBe('nothing secret here');
  });

  it('masks every string inside a value and leaves the rest of it as it was', () => {
    const step = { index: 2, action: `Typed '${API_KEY}' into the field 'Key'`, expanded: [{ step: `Type "${PASSWORD}"`, status: 'completed' }], duration_ms: 12 };
    expect(secrets.redactAll(step)).toEqual({ index: 2, action: `Typed '${REDACTED}' into the field 'Key'`, expanded: [{ step: `Type "${REDACTED}"`, status: 'completed' }], duration_ms: 12 });
    expect(step.action).toContain(API_KEY);
  });

  it('redacts each file of a zip that holds a secret and keeps the others byte for byte', () => {
    const image = Buffer.from([0xff, 0xd8, 0x00, 0x01]);
    const redacted = filesOf(secrets.redactZip(zipOf({ 'trace.network': `{"postData":"${API_KEY}"}`, 'resources/a.jpeg': image, 'trace.trace': 'clean' })));
    expect(redacted.find((file) => file.name === 'trace.network')?.text).toBe(`{"postData":"${REDACTED}"}`);
    expect(new AdmZip(secrets.redactZip(zipOf({ 'resources/a.jpeg': image }))).getEntry('resources/a.jpeg')?.getData()).toEqual(image);
    expect(secrets.leakIn('trace.zip', zipOf({ 'trace.trace': 'clean' }), 'application/zip')).toBeNull();
  });

  it('finds a secret inside a zip and in a plain file, naming the variable and the file', () => {
    expect(secrets.leakIn('trace.zip', zipOf({ 'trace.trace': 'clean', 'resources/body': `p=${encodeURIComponent(PASSWORD)}` }), 'application/zip')).toEqual({
      name: 'password',
      file: 'trace.zip › resources/body',
    });
    expect(secrets.leakIn('step-01.jpg', Buffer.from(`..${API_KEY}..`), 'image/jpeg')).toEqual({ name: 'api_key', file: 'step-01.jpg' });
    expect(new RunSecrets({}).leakIn('step-01.jpg', Buffer.from(API_KEY), 'image/jpeg')).toBeNull();
  });

  it('a sink that refuses a file holding a secret, remembers it, and stores the others', async () => {
    const stored = new MemoryArtifactSink();
    const sink = new LeakCheckingSink(stored, secrets);
    await expect(sink.save('step-01.jpg', Buffer.from(`x${API_KEY}x`), 'image/jpeg')).rejects.toThrow(leakMessage({ name: 'api_key', file: 'step-01.jpg' }));
    await expect(sink.save('step-02.jpg', Buffer.from('clean'), 'image/jpeg')).resolves.toBeTruthy();
    expect(sink.leaks).toEqual([{ name: 'api_key', file: 'step-01.jpg' }]);
    expect(leakMessage(sink.leaks[0]!)).toBe(
      "The value of the secret variable {{api_key}} was found in the run's step-01.jpg: that file was not kept, and the run fails rather than store the secret.",
    );
  });
});

describe('a run with secret variables typed into a real form', () => {
  jest.setTimeout(90_000);
  let browser: Browser;
  let site: FixtureServer;
  beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium(), startFixtureServer('apps')]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  const run = async (path: string) => {
    const sink = new MemoryArtifactSink();
    const outcome = await runTest({
      configuration: {
        name: 'connect the payment provider',
        base_url: site.url,
        instructions: [
          `Go to ${path}`,
          'Type "ada@example.com" into "Account email"',
          'Type "{{api_key}}" into "Secret API key"',
          'Type "{{password}}" into "Confirm with your password"',
          'Click "Connect"',
          'Check that the page shows "with the key ending"',
        ],
      },
      secrets: SECRETS,
      browser,
      artifacts: sink,
      stepTimeoutMs: 3_000,
      allowPrivateNetwork: true,
    });
    return { outcome, sink };
  };

  /** Every file the run stored, the trace's files one by one. */
  const storedTexts = (sink: MemoryArtifactSink) =>
    [...sink.files.entries()].flatMap(([name, file]) => (name.endsWith('.zip') ? filesOf(file.contents).map((entry) => `${name}/${entry.name}: ${entry.text}`) : [`${name}: ${file.contents.toString('latin1')}`]));

  it('passes, with the secrets masked in the steps, the trace and the screenshot of the field typed with one', async () => {
    const { outcome, sink } = await run('/workspace/integrations.html');
    expect(outcome.summary).toBe('All 6 steps passed.');
    expect(outcome.steps[2]?.action).toBe(`Typed '${REDACTED}' into the field 'Secret API key'`);
    const recorded = JSON.stringify(outcome);
    for (const form of FORMS) expect(recorded).not.toContain(form);

    const files = storedTexts(sink);
    expect(files.some((file) => file.includes('trace.zip'))).toBe(true);
    for (const form of FORMS) expect(files.filter((file) => file.includes(form))).toEqual([]);
    // The API's answer echoed the key: it is in the trace, masked.
    expect(files.some((file) => file.includes('trace.zip') && file.includes(`"api_key":"${REDACTED}"`))).toBe(true);

    // The field typed with the key is covered in its step's screenshot; the email field is not.
    const shot = sink.files.get(outcome.steps[2]!.screenshot!.replace(/^memory\//, ''))!.contents;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(`${site.url}workspace/integrations.html`);
      const [keyBox, emailBox] = await Promise.all([page.getByLabel('Secret API key').boundingBox(), page.getByLabel('Account email').boundingBox()]);
      const colourAt = (box: { x: number; y: number; width: number; height: number }) =>
        page.evaluate(
          async ({ image, x, y }) => {
            const bitmap = await createImageBitmap(await (await fetch(image)).blob());
            const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
            const context = canvas.getContext('2d')!;
            context.drawImage(bitmap, 0, 0);
            return [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
          },
          { image: `data:image/jpeg;base64,${shot.toString('base64')}`, x: Math.round(box.x + 8), y: Math.round(box.y + box.height / 2) },
        );
      const [key, email] = [await colourAt(keyBox!), await colourAt(emailBox!)];
      // The mask is #1f2937 (31, 41, 55); an empty field is near white.
      for (const [channel, expected] of key.map((value, index) => [value, [31, 41, 55][index]!])) expect(Math.abs(channel! - expected)).toBeLessThan(24);
      expect(Math.min(...email)).toBeGreaterThan(200);
    } finally {
      await page.close();
    }
  });

  it('masks the secrets a failing page logs to its console', async () => {
    const { outcome } = await run('/broken/workspace/integrations.html');
    expect(outcome.verdict).toBe('failed');
    expect(outcome.steps[5]).toMatchObject({ status: 'failed' });
    const logged = outcome.artifacts.consoleErrors.find((entry) => entry.message.startsWith('Could not connect with'));
    expect(logged?.message).toContain(`"api_key":"${REDACTED}"`);
    for (const form of FORMS) expect(JSON.stringify(outcome)).not.toContain(form);
  });

  it('shows a model the page with the secrets masked, and the line with its placeholder', async () => {
    const asked: InterpretRequest[] = [];
    const outcome = await runTest({
      configuration: { name: 'two-factor', base_url: site.url, instructions: ['Go to /practice/two-factor.html', 'Make the authenticator happy with {{totp_secret}}'] },
      secrets: { totp_secret: 'JBSWY3DPEHPK3PXP' },
      browser,
      artifacts: new MemoryArtifactSink(),
      stepTimeoutMs: 3_000,
      allowPrivateNetwork: true,
      interpreter: {
        name: 'recording-model',
        interpret: async (request) => {
          asked.push(request);
          return { step: 'Type the one-time code for {{totp_secret}} into "Authentication code"' };
        },
      },
    });
    expect(outcome.steps[1]?.status).toBe('completed');
    expect(asked).toHaveLength(1);
    const shown = JSON.stringify({ ...asked[0], signal: undefined });
    expect(shown).toContain('{{totp_secret}}');
    expect(shown).toContain(`(secret ${REDACTED})`);
    expect(shown).not.toContain('JBSWY3DPEHPK3PXP');
  });
});
