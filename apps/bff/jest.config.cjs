const { jestConfig } = require('../../jest.preset.cjs');

// ESM-only dependencies of our Fastify plugins: cookie (light-my-request, behind inject()) and
// content-disposition (@fastify/static).
module.exports = {
  ...jestConfig({ rootDir: __dirname, environment: 'node', displayName: 'bff' }),
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition)/)'],
};
