// Shared jest settings; each project's jest.config.cjs calls this with its environment.
const path = require('node:path');

/** @param {{ rootDir: string, environment: 'node' | 'jsdom', displayName: string }} options */
function jestConfig({ rootDir, environment, displayName }) {
  return {
    displayName,
    rootDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: {
              react: { runtime: 'automatic' },
              optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } },
            },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // react-router 8 and friends ship ESM only.
    transformIgnorePatterns: ['/node_modules/(?!(react-router|@remix-run|cookie-es)/)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    setupFiles: [path.join(__dirname, 'tools/jest/setup-globals.cjs')],
    setupFilesAfterEnv:
      environment === 'jsdom' ? [path.join(__dirname, 'tools/jest/setup-dom.cjs')] : [],
  };
}

module.exports = { jestConfig };
