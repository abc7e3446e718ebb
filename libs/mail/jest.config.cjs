const { jestConfig } = require('../../jest.preset.cjs');

module.exports = jestConfig({ rootDir: __dirname, environment: 'node', displayName: 'mail' });
