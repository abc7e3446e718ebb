const { jestConfig } = require('../../jest.preset.cjs');
// Node's own fetch Response stands in for the browser's: the client only uses the standard Fetch API.
module.exports = jestConfig({ rootDir: __dirname, environment: 'node', displayName: 'api-client' });
