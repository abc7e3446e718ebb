import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type RunSession } from '@verity/contracts';
import { signedInSessions, tests } from '@verity/db';
import { runTest } from '@verity/engine';
import { launchChromium } from '@verity/engine/testing';
import { createSecretBox } from '@verity/models';
import { eq } from 'drizzle-orm';
import { type Browser } from 'playwright-core';
import { fakeBrowsers, useWorkerHarness } from '../testing/worker-harness';

// A site whose account pages need a session cookie its sign-in form sets, and the real engine and Chromium: a
// sign-in test passes once, and the tests that start signed in with it begin on its session.

const PASSWORD = 'open-sesame-42';
const box = createSecretBox('the-worker-session-test-key-is-long-enough-0123');

interface AccountSite {
  url: string;
  /** How many times someone signed in. */
  signIns: () => number;
  /** Ends every session at the server, as a site does when it rotates its sessions: cookies stay, and stop working. */
  endSessions: () => void;
  close: () => Promise<void>;
}

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
const SIGN_IN = page(
  'Sign in · Ledger',
  `<main><h1>Sign in</h1><form method="post" action="/login">
    <label for="email">Email</label><input id="email" name="email" type="email">
    <label for="password">Password</label><input id="password" name="password" type="password">
    <button type="submit">Sign in</button></form></main>`,
);

async function bodyOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

async function startAccountSite(): Promise<AccountSite> {
  const sessions = new Map<string, string>();
  let signIns = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const sid = /(?:^|;\s*)sid=([a-f0-9]+)/.exec(request.headers.cookie ?? '')?.[1];
      const email = sid ? sessions.get(sid) : undefined;
      if (request.url === '/login' && request.method === 'POST') {
        const form = await bodyOf(request);
        if (form.get('password') !== PASSWORD) return void response.writeHead(200, { 'content-type': 'text/html' }).end(SIGN_IN.replace('<form', '<p role="alert">Wrong password.</p><form'));
        signIns += 1;
        const id = randomBytes(16).toString('hex');
        sessions.set(id, form.get('email') ?? '');
        return void response.writeHead(303, { location: '/account', 'set-cookie': `sid=${id}; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax` }).end();
      }
      if (request.url === '/login') return void response.writeHead(200, { 'content-type': 'text/html' }).end(SIGN_IN);
      if (request.url?.startsWith('/account')) {
        if (!email) return void response.writeHead(303, { location: '/login' }).end();
        return void response.writeHead(200, { 'content-type': 'text/html' }).end(page('Your orders · Ledger', `<main><h1>Your orders</h1><p>Signed in as ${email}</p></main>`));
      }
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    signIns: () => signIns,
    endSessions: () => sessions.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('tests that start signed in with a sign-in test', () => {
  jest.setTimeout(120_000);
  const harness = useWorkerHarness();
  let browser: Browser;
  let site: AccountSite;
  let owner: string;
  let signInTestId: string;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium(), startAccountSite()]);
    const { newOwner, db } = harness();
    owner = await newOwner(50);
    const [row] = await db
      .insert(tests)
      .values({
        ownerId: owner,
        configuration: {
          name: 'Sign in as Ada',
          base_url: site.url,
          provides_session: true,
          instructions: ['Go to /login', 'Type "ada@example.com" into "Email"', 'Type "{{password}}" into "Password"', 'Click "Sign in"', 'Check that the page shows "Signed in as ada@example.com"'],
        },
        secretVariables: { password: box.seal(PASSWORD) },
      })
      .returning({ id: tests.id });
    signInTestId = row!.id;
  });
  // The harness stops its workers after each test.
  beforeEach(async () => {
    await harness().startWorker({ runTest, browsers: fakeBrowsers(browser), models: { endpoint: null, allowed: true, maxCallsPerRun: 20, box }, concurrency: 3 });
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), site?.close()]);
  });

  const runOrders = async () => {
    const { queueRun, waitForRun } = harness();
    const runId = await queueRun(owner, 'Orders', ['Go to /account/orders', 'Check that the page shows "Your orders"'], site.url, { configuration: { session_from: signInTestId } });
    return waitForRun(runId, (run) => run.finishedAt !== null);
  };
  const sourceOf = (session: RunSession | null) => session?.source;

  it('runs the sign-in test first when no session is saved, then starts the next runs from the saved one', async () => {
    const first = await runOrders();
    expect(first).toMatchObject({ status: 'completed', verdict: 'passed' });
    expect(first.session).toMatchObject({ test_id: signInTestId, test_name: 'Sign in as Ada', source: 'signed_in_first' });
    expect(site.signIns()).toBe(1);

    const [saved] = await harness().db.select().from(signedInSessions).where(eq(signedInSessions.testId, signInTestId));
    expect(saved!.state).not.toContain('sid');
    expect(JSON.parse(box.open(saved!.state)).cookies.map((cookie: { name: string }) => cookie.name)).toEqual(['sid']);
    // The site's cookie lasts an hour: so does the session.
    expect(Math.abs(saved!.expiresAt.getTime() - (Date.now() + 3_600_000))).toBeLessThan(120_000);

    const second = await runOrders();
    expect(second).toMatchObject({ status: 'completed', verdict: 'passed' });
    expect(sourceOf(second.session)).toBe('saved');
    expect(site.signIns()).toBe(1);
  });

  it('signs in again, once, when the saved session lands the run on the sign-in page, and starts the run over', async () => {
    site.endSessions();
    const before = site.signIns();
    const run = await runOrders();
    expect(run).toMatchObject({ status: 'completed', verdict: 'passed' });
    expect(sourceOf(run.session)).toBe('signed_in_again');
    expect(run.steps.map((step) => step.status)).toEqual(['completed', 'completed']);
    expect(site.signIns()).toBe(before + 1);
  });

  it('signs in once for runs that start together with no session saved', async () => {
    await harness().db.delete(signedInSessions).where(eq(signedInSessions.testId, signInTestId));
    const before = site.signIns();
    const runs = await Promise.all([runOrders(), runOrders(), runOrders()]);
    expect(runs.map((run) => run.verdict)).toEqual(['passed', 'passed', 'passed']);
    expect(site.signIns()).toBe(before + 1);
    expect(runs.map((run) => sourceOf(run.session)).sort()).toEqual(['signed_in_first', 'signed_in_first', 'signed_in_first']);
  });

  it('saves the session a sign-in test leaves when it passes on its own run', async () => {
    const { db, queueRun, waitForRun } = harness();
    const [signInTest] = await db.select().from(tests).where(eq(tests.id, signInTestId));
    const runId = await queueRun(owner, 'Sign in as Ada', signInTest!.configuration.instructions, site.url, {
      testId: signInTestId,
      configuration: { provides_session: true },
      secretVariables: signInTest!.secretVariables,
    });
    expect(await waitForRun(runId, (run) => run.finishedAt !== null)).toMatchObject({ verdict: 'passed' });
    const [saved] = await db.select().from(signedInSessions).where(eq(signedInSessions.testId, signInTestId));
    expect(saved!.runId).toBe(runId);
  });

  it('fails a run, naming the sign-in test, when signing in fails, and when the sign-in test is gone', async () => {
    const { db } = harness();
    await db.delete(signedInSessions).where(eq(signedInSessions.testId, signInTestId));
    await db.update(tests).set({ secretVariables: { password: box.seal('not-the-password') } }).where(eq(tests.id, signInTestId));
    const refused = await runOrders();
    expect(refused).toMatchObject({ status: 'failed', verdict: 'failed' });
    expect(refused.summary).toMatch(/^Could not start signed in: the sign-in test “Sign in as Ada” failed: Step 5 failed: /);
    // None of its own steps ran (the worker marks steps a run never reached cancelled).
    expect(refused.steps.map((step) => step.status)).toEqual(['cancelled', 'cancelled']);

    await db.delete(tests).where(eq(tests.id, signInTestId));
    const orphan = await runOrders();
    expect(orphan.summary).toBe('The sign-in test this test starts with was deleted: choose another under “Start signed in with” on the test.');
  });
});
