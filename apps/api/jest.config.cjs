const { jestConfig } = require('../../jest.preset.cjs');
const { withEmbeddedPostgres } = require('@verity/db/jest');

module.exports = withEmbeddedPostgres(jestConfig({ rootDir: __dirname, environment: 'node', displayName: 'api' }), { sharedServer: true });
