const { jestConfig } = require('../../jest.preset.cjs');
// One test file at a time: the grammar suites time their failures, and the goal suite drives a browser hard
// for minutes; side by side on a 2-core machine the timings drift and a readable failure becomes a timeout.
module.exports = { ...jestConfig({ rootDir: __dirname, environment: 'node', displayName: 'engine' }), maxWorkers: 1 };
