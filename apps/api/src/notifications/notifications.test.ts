import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { devMail, testRuns } from '@verity/db';
import { createSecretBox } from '@verity/models';
import { eq } from 'drizzle-orm';
import { NO_MODELS } from '../app';
import { insertRun } from '../repositories/test-runs';
import { newUser, type TestUser, useApi } from '../testing/api-harness';
import { startDeliveries } from './deliveries';
import { notifyFinishedRuns } from './finished-runs';
import { verifySignature } from './webhook-signature';

/** A receiver on a free local port that answers each request with the next status given (then 200). */
async function receiver(statuses: number[] = []) {
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status === 200 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/verity`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

const until = async (condition: () => Promise<boolean> | boolean, timeoutMs = 30_000) => {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('notifications', () => {
  const api = useApi({ models: { ...NO_MODELS, box: createSecretBox('a-test-server-key-that-is-long-enough-0123') } });
  const inject: ReturnType<typeof api>['injectAs'] = (...args) => api().injectAs(...args);
  const sending = () => ({ box: createSecretBox('a-test-server-key-that-is-long-enough-0123'), mailer: { send: jest.fn(async () => undefined) }, guardUrl: async () => undefined });

  const createTest = async (user: TestUser, name: string, folderId: string | null = null) =>
    (await inject(user, 'POST', '/api/tests/', { configuration: { name, base_url: 'https://shop.example.com', instructions: ['Open /', 'Click "Pay"'], folder_id: folderId } })).json().data as { id: string };

  /** A run of the test that ended as given, as a worker would leave it. */
  async function endedRun(user: TestUser, test: { id: string }, ending: 'passed' | 'failed', suiteRunId?: string) {
    const run = await insertRun(api().db, user.id, { testId: test.id, suiteRunId, status: 'running', configuration: { name: 'x', base_url: 'https://shop.example.com', instructions: [] } });
    const [row] = await api().db.select().from(testRuns).where(eq(testRuns.id, run.id));
    const name = (await inject(user, 'GET', `/api/tests/${test.id}`)).json().data.configuration;
    await api()
      .db.update(testRuns)
      .set({
        configuration: { ...row!.configuration, ...name },
        status: ending === 'passed' ? 'completed' : 'failed',
        verdict: ending,
        steps: [
          { index: 0, instruction: 'Open /', status: 'completed' },
          { index: 1, instruction: 'Click "Pay"', status: ending === 'passed' ? 'completed' : 'failed', ...(ending === 'failed' ? { error: 'No button or link "Pay" on the page.' } : {}) },
        ],
        finishedAt: new Date(),
      })
      .where(eq(testRuns.id, run.id));
    return run.id;
  }

  it('signs a webhook, retries it after a 500, and logs each try', async () => {
    const site = await receiver([500]);
    const stop = await startDeliveries(api().queue, api().db, sending(), 1);
    try {
      const user = await newUser();
      const created = await inject(user, 'POST', '/api/notification-channels', { kind: 'webhook', url: site.url });
      expect(created.statusCode).toBe(201);
      const channel = created.json().data;
      expect(channel).toMatchObject({ kind: 'webhook', target: `${new URL(site.url).host}/…`, folder_id: null, events: ['failed', 'recovered', 'schedule_skipped'], enabled: true, last_delivery: null });
      expect(channel.signing_secret).toMatch(/^whsec_/);
      // The secret is shown once: the list never carries it, nor the address's path.
      const listed = (await inject(user, 'GET', '/api/notification-channels')).json().data;
      expect(JSON.stringify(listed)).not.toContain(channel.signing_secret);
      expect(JSON.stringify(listed)).not.toContain('/hooks/verity');

      const test = await createTest(user, 'Checkout');
      const runId = await endedRun(user, test, 'failed');
      expect(await notifyFinishedRuns(api().pool, api().queue)).toBeGreaterThanOrEqual(1);
      await until(() => site.received.length >= 2);

      for (const { headers, body } of site.received) {
        expect(verifySignature(channel.signing_secret, body, String(headers['verity-signature']))).toBe(true);
        expect(verifySignature('whsec_wrong', body, String(headers['verity-signature']))).toBe(false);
        expect(headers['verity-event']).toBe('failed');
      }
      const body = JSON.parse(site.received[1]!.body);
      expect(body).toMatchObject({
        event: 'failed',
        subject: '“Checkout” failed',
        details: ['Step 2 “Click "Pay"”: No button or link "Pay" on the page.'],
        url: `http://localhost/app/editor/run/${runId}`,
        data: { run: { id: runId, test_id: test.id, test_name: 'Checkout', status: 'failed', verdict: 'failed' } },
      });
      expect(site.received[1]!.headers['verity-delivery']).toBe(body.id);

      await until(async () => (await inject(user, 'GET', `/api/notification-channels/${channel.id}/deliveries`)).json().data[0]?.status === 'delivered');
      const [delivery] = (await inject(user, 'GET', `/api/notification-channels/${channel.id}/deliveries`)).json().data;
      expect(delivery).toMatchObject({ event: 'failed', subject: '“Checkout” failed', status: 'delivered', attempts: 2, last_status_code: 200, last_response: 'ok', last_error: null });
    } finally {
      await stop();
      await site.close();
    }
  }, 60_000);

  it('tells about the first pass after a failure, not every pass', async () => {
    const site = await receiver();
    const stop = await startDeliveries(api().queue, api().db, sending(), 1);
    try {
      const user = await newUser();
      await inject(user, 'POST', '/api/notification-channels', { kind: 'slack', url: site.url, events: ['recovered'] });
      const test = await createTest(user, 'Checkout');
      await endedRun(user, test, 'failed');
      await notifyFinishedRuns(api().pool, api().queue);
      await endedRun(user, test, 'passed');
      await notifyFinishedRuns(api().pool, api().queue);
      await endedRun(user, test, 'passed');
      await notifyFinishedRuns(api().pool, api().queue);
      await until(() => site.received.length >= 1);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(site.received).toHaveLength(1);
      const { text } = JSON.parse(site.received[0]!.body) as { text: string };
      expect(text).toMatch(/^\*“Checkout” passes again\*\n• Every step passed; its last run before this one had failed\.\n<http:\/\/localhost\/app\/editor\/run\/[0-9a-f-]{36}\|Open in Verity>$/);
    } finally {
      await stop();
      await site.close();
    }
  }, 60_000);

  it('tells about a suite once, when its last run ends, and only the channels of its folder or of everything', async () => {
    const user = await newUser();
    const folder = (await inject(user, 'POST', '/api/folders/', { name: 'Nightly' })).json().data as { id: string };
    const other = (await inject(user, 'POST', '/api/folders/', { name: 'Other' })).json().data as { id: string };
    await createTest(user, 'A', folder.id);
    await createTest(user, 'B', folder.id);
    const everything = (await inject(user, 'POST', '/api/notification-channels', { kind: 'email', email: 'qa@example.com' })).json().data as { id: string };
    const nightly = (await inject(user, 'POST', '/api/notification-channels', { kind: 'email', email: 'nightly@example.com', folder_id: folder.id })).json().data as { id: string };
    const elsewhere = (await inject(user, 'POST', '/api/notification-channels', { kind: 'email', email: 'other@example.com', folder_id: other.id })).json().data as { id: string };
    const suite = (await inject(user, 'POST', `/api/folders/${folder.id}/run`)).json().data as { id: string; runs: Array<{ id: string; test_id: string }> };
    const deliveriesOf = async (channelId: string) => (await inject(user, 'GET', `/api/notification-channels/${channelId}/deliveries`)).json().data as Array<{ subject: string }>;

    const finish = (run: { id: string }, status: 'completed' | 'failed') => api().db.update(testRuns).set({ status, finishedAt: new Date() }).where(eq(testRuns.id, run.id));
    await finish(suite.runs[0]!, 'failed');
    await notifyFinishedRuns(api().pool, api().queue);
    expect(await deliveriesOf(everything.id)).toEqual([]);
    await finish(suite.runs[1]!, 'completed');
    await notifyFinishedRuns(api().pool, api().queue);
    expect((await deliveriesOf(everything.id)).map((delivery) => delivery.subject)).toEqual(['Suite “Nightly”: 1 of 2 tests did not pass']);
    expect((await deliveriesOf(nightly.id)).map((delivery) => delivery.subject)).toEqual(['Suite “Nightly”: 1 of 2 tests did not pass']);
    expect(await deliveriesOf(elsewhere.id)).toEqual([]);
    expect(await notifyFinishedRuns(api().pool, api().queue)).toBe(0);
  });

  it('sends a test message now, by e-mail to the local outbox, and says when a webhook refuses it', async () => {
    const user = await newUser();
    const email = (await inject(user, 'POST', '/api/notification-channels', { kind: 'email', email: 'qa@example.com' })).json().data as { id: string };
    const sent = await inject(user, 'POST', `/api/notification-channels/${email.id}/test`);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ event: 'test', status: 'delivered', attempts: 1 });
    const mail = await api().db.select().from(devMail).where(eq(devMail.to, 'qa@example.com'));
    expect(mail.at(-1)).toMatchObject({ subject: '[Verity] Verity test notification' });
    expect(mail.at(-1)!.text).toContain('Open in Verity: http://localhost/app/settings');

    const down = await receiver([503]);
    try {
      const hook = (await inject(user, 'POST', '/api/notification-channels', { kind: 'webhook', url: down.url })).json().data as { id: string };
      const refused = (await inject(user, 'POST', `/api/notification-channels/${hook.id}/test`)).json().data;
      expect(refused).toMatchObject({ status: 'failed', attempts: 1, last_status_code: 503, last_response: 'receiver is down', last_error: 'The receiver answered HTTP 503.' });
      const listed = (await inject(user, 'GET', '/api/notification-channels')).json().data as Array<{ id: string; last_delivery: unknown }>;
      expect(listed.find((channel) => channel.id === hook.id)?.last_delivery).toMatchObject({ status: 'failed' });
    } finally {
      await down.close();
    }
  });

  it('refuses bad channels with a clear 400, and keeps each owner to their own', async () => {
    const [owner, stranger] = await Promise.all([newUser(), newUser()]);
    const bad = [
      [{ kind: 'email', email: 'not an address' }, 'Enter an e-mail address such as qa@example.com.'],
      [{ kind: 'webhook', url: 'ftp://example.com' }, 'Enter the webhook’s http(s) URL.'],
      [{ kind: 'pager', url: 'https://example.com' }, "kind must be one of 'email', 'slack' or 'webhook'."],
      [{ kind: 'email', email: 'qa@example.com', events: [] }, 'Choose at least one event to be told about.'],
    ] as const;
    for (const [body, error] of bad) {
      const response = await inject(owner, 'POST', '/api/notification-channels', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ ok: false, data: null, error, error_code: 'validation_failed' });
    }
    const channel = (await inject(owner, 'POST', '/api/notification-channels', { kind: 'email', email: 'qa@example.com' })).json().data as { id: string };
    expect((await inject(stranger, 'GET', '/api/notification-channels')).json().data).toEqual([]);
    for (const [method, path, body] of [
      ['PUT', '', { enabled: false }],
      ['DELETE', '', undefined],
      ['POST', '/test', undefined],
      ['GET', '/deliveries', undefined],
    ] as const) {
      const response = await inject(stranger, method, `/api/notification-channels/${channel.id}${path}`, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Channel not found.' });
    }
    const paused = await inject(owner, 'PUT', `/api/notification-channels/${channel.id}`, { enabled: false, events: ['failed'] });
    expect(paused.json().data).toMatchObject({ enabled: false, events: ['failed'] });
    expect((await inject(owner, 'DELETE', `/api/notification-channels/${channel.id}`)).statusCode).toBe(200);
  });
});

describe('notification channels on a server without VERITY_SECRET_KEY, or with private addresses refused', () => {
  const api = useApi({
    guardRunTarget: async (url) => {
      if (new URL(url).hostname === '10.0.0.5') throw new Error('10.0.0.5 is a private, loopback or link-local address.');
    },
  });

  it('keeps e-mail channels, refuses webhooks it could not keep secret', async () => {
    const user = await newUser();
    expect((await api().injectAs(user, 'POST', '/api/notification-channels', { kind: 'email', email: 'qa@example.com' })).statusCode).toBe(201);
    const refused = await api().injectAs(user, 'POST', '/api/notification-channels', { kind: 'slack', url: 'https://hooks.slack.com/services/T/B/x' });
    expect(refused.statusCode).toBe(501);
    expect(refused.json()).toEqual({ ok: false, data: null, error: 'This server cannot keep webhook addresses secret: its administrator has to set VERITY_SECRET_KEY.', error_code: 'secret_key_missing' });
  });
});
