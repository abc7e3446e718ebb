const { jestConfig } = require('../../jest.preset.cjs');

module.exports = {
  ...jestConfig({ rootDir: __dirname, environment: 'node', displayName: 'deploy' }),
  // These tests start the built services, Postgres and Chromium: one file at a time on a two-core machine.
  maxWorkers: 1,
  testTimeout: 60_000,
};
