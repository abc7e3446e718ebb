import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase } from './migrate';
import { parseRunUpdate, RUN_UPDATES_CHANNEL, type RunUpdate } from './run-updates';
import { createTestDatabase, TEST_DATABASE_TIMEOUT_MS } from './testing';

const database = createTestDatabase();
let writer: pg.Client;
let listener: pg.Client;
const received: Array<string | undefined> = [];
let onNotification: (() => void) | undefined;

beforeAll(async () => {
  await database.start();
  await migrateDatabase(database.databaseUrl);
  writer = new pg.Client({ connectionString: database.databaseUrl });
  listener = new pg.Client({ connectionString: database.databaseUrl });
  await Promise.all([writer.connect(), listener.connect()]);
  listener.on('notification', (message) => {
    if (message.channel !== RUN_UPDATES_CHANNEL) return;
    received.push(message.payload);
    onNotification?.();
  });
  await listener.query(`listen ${RUN_UPDATES_CHANNEL}`);
}, TEST_DATABASE_TIMEOUT_MS);

afterAll(async () => {
  await Promise.allSettled([writer?.end(), listener?.end()]);
  await database.stop();
}, TEST_DATABASE_TIMEOUT_MS);

/** The next `count` notifications that `write` causes; a marker notification proves nothing else came. */
async function notificationsOf(write: () => Promise<unknown>): Promise<Array<RunUpdate | null>> {
  received.length = 0;
  const marker = `marker-${randomUUID()}`;
  const markerSeen = new Promise<void>((resolve) => {
    onNotification = () => {
      if (received.at(-1) === marker) resolve();
    };
  });
  await write();
  await writer.query(`select pg_notify($1, $2)`, [RUN_UPDATES_CHANNEL, marker]);
  await markerSeen;
  return received.slice(0, -1).map(parseRunUpdate);
}

const owner = randomUUID();
const insertRun = async () =>
  (await writer.query<{ id: string }>(`insert into test_runs (owner_id, configuration, status) values ($1, '{}', 'pending') returning id`, [owner]))
    .rows[0]!.id;
/** A run whose insert notification has already arrived, so it does not mingle with the next test's. */
async function existingRun(): Promise<string> {
  let id = '';
  await notificationsOf(async () => {
    id = await insertRun();
  });
  return id;
}

describe('the run_updates trigger', () => {
  it('announces an inserted run with its id, owner and status', async () => {
    let id = '';
    const notifications = await notificationsOf(async () => {
      id = await insertRun();
    });
    expect(notifications).toEqual([{ run_id: id, owner_id: owner, status: 'pending' }]);
  });

  it('announces every change, whoever writes it, once it is committed', async () => {
    const id = await existingRun();
    const notifications = await notificationsOf(async () => {
      await writer.query('begin');
      await writer.query(`update test_runs set status = 'running' where id = $1`, [id]);
      await writer.query(`update test_runs set steps = '[{"index":0,"instruction":"Open /","status":"running"}]' where id = $1`, [id]);
      await writer.query('commit');
      await writer.query(`update test_runs set status = 'completed' where id = $1`, [id]);
    });
    expect(notifications).toEqual([
      { run_id: id, owner_id: owner, status: 'running' },
      { run_id: id, owner_id: owner, status: 'completed' },
    ]);
  });

  it('announces nothing for a rolled-back change or an update that changes nothing', async () => {
    const id = await existingRun();
    const notifications = await notificationsOf(async () => {
      await writer.query('begin');
      await writer.query(`update test_runs set status = 'failed' where id = $1`, [id]);
      await writer.query('rollback');
      await writer.query(`update test_runs set status = status where id = $1`, [id]);
    });
    expect(notifications).toEqual([]);
  });

  it("announces nothing when only the worker's heartbeat changes, and announces the same write with steps", async () => {
    const id = await existingRun();
    const notifications = await notificationsOf(async () => {
      await writer.query(`update test_runs set heartbeat_at = now() where id = $1`, [id]);
      await writer.query(`update test_runs set heartbeat_at = now() + interval '1 second', steps = '[]' where id = $1`, [id]);
      await writer.query(`update test_runs set heartbeat_at = now(), summary = 'Step 1 passed' where id = $1`, [id]);
    });
    expect(notifications).toEqual([{ run_id: id, owner_id: owner, status: 'pending' }]);
  });

  it('keeps the payload small whatever the run holds', async () => {
    const id = await existingRun();
    const notifications = await notificationsOf(() =>
      writer.query(`update test_runs set summary = repeat('x', 100000) where id = $1`, [id]),
    );
    expect(notifications).toEqual([{ run_id: id, owner_id: owner, status: 'pending' }]);
  });
});

describe('parseRunUpdate', () => {
  it('reads a payload and rejects anything else', () => {
    const update = { run_id: randomUUID(), owner_id: randomUUID(), status: 'running' };
    expect(parseRunUpdate(JSON.stringify(update))).toEqual(update);
    expect(parseRunUpdate(undefined)).toBeNull();
    expect(parseRunUpdate('not json')).toBeNull();
    expect(parseRunUpdate(JSON.stringify({ ...update, status: 'exploded' }))).toBeNull();
    expect(parseRunUpdate(JSON.stringify({ ...update, owner_id: 'me' }))).toBeNull();
  });
});
