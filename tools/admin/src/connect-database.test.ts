import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { createPool, resolveDatabase } from '@verity/db';
import { TEST_DATABASE_TIMEOUT_MS } from '@verity/db/testing';
import { runAdmin } from './run-admin';

describe('the database of an admin command without DATABASE_URL', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'verity-admin-'));
    // As root, Postgres runs as the postgres user, which must be able to enter the directory.
    await chmod(dataDir, 0o711);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function admin(line: string) {
    const output: string[] = [];
    // VERITY_DATA_DIR is relative to the workspace root, as for npm start.
    const code = await runAdmin(line.split(' '), {
      env: { VERITY_DATA_DIR: basename(dataDir) },
      rootDir: dirname(dataDir),
      out: (text) => output.push(text),
      err: (text) => output.push(text),
    });
    return { code, output: output.join('\n') };
  }

  it(
    'starts the stack’s embedded Postgres when it is not running, migrated, and stops it afterwards',
    async () => {
      expect(await admin('promo create OFFLINE --credits 5')).toEqual({ code: 0, output: 'Created promo code OFFLINE: 5 credits, unlimited redemptions, never expires.' });
      expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    },
    TEST_DATABASE_TIMEOUT_MS,
  );

  it(
    'joins the embedded Postgres the stack is running, and leaves it running',
    async () => {
      // What `npm start` does with the data directory.
      const stack = await resolveDatabase({ dataDir });
      const pool = createPool(stack.databaseUrl);
      try {
        const listed = await admin('promo list');
        expect(listed.code).toBe(0);
        expect(listed.output).toMatch(/^OFFLINE\s+5\s+0\s+never\s+active$/m);
        expect(await admin('promo create ONLINE --credits 7')).toMatchObject({ code: 0 });
        const { rows } = await pool.query('select code from promo_codes order by code');
        expect(rows).toEqual([{ code: 'OFFLINE' }, { code: 'ONLINE' }]);
      } finally {
        await pool.end();
        await stack.stop();
      }
    },
    TEST_DATABASE_TIMEOUT_MS,
  );
});
