const { jestConfig } = require('../../jest.preset.cjs');
const { withEmbeddedPostgres } = require('./jest/embedded-postgres.cjs');

module.exports = withEmbeddedPostgres(jestConfig({ rootDir: __dirname, environment: 'node', displayName: 'db' }), { sharedServer: true });
