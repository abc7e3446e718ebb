const { jestConfig } = require('../../jest.preset.cjs');
// Two test files at a time: most of a run is the page's own waiting (a step's time limit, a slow server), so a
// second file fills the time the first leaves the processor idle. The suites that time their failures allow for
// a machine that busy.
module.exports = {
  ...jestConfig({ rootDir: __dirname, environment: 'node', displayName: 'engine' }),
  maxWorkers: 2,
  testSequencer: require.resolve('./jest/longest-first.cjs'),
};
