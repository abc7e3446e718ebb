const { jestConfig } = require('../../jest.preset.cjs');

const config = jestConfig({ rootDir: __dirname, environment: 'node', displayName: 'cli' });
// junit2json (the report reader the JUnit test checks against) ships ESM only: transform it like the preset's.
config.transformIgnorePatterns = [config.transformIgnorePatterns[0].replace('(?!(', '(?!(junit2json|')];

module.exports = config;
