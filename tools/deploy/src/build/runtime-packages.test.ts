import { missingRuntimePackages, packageOf } from './runtime-packages';

describe('packageOf', () => {
  it.each([
    ['pg-boss', 'pg-boss'],
    ['drizzle-orm/node-postgres/migrator', 'drizzle-orm'],
    ['@fastify/static', '@fastify/static'],
    ['@module-federation/enhanced/runtime', '@module-federation/enhanced'],
    ['node:fs/promises', null],
    ['fs/promises', null],
    ['crypto', null],
  ])('reads %s as %s', (specifier, name) => {
    expect(packageOf(specifier)).toBe(name);
  });
});

describe('missingRuntimePackages', () => {
  const dependencies = { fastify: '5.12.8', 'drizzle-orm': '0.45.4', '@node-rs/argon2': '2.2.1' };

  it('accepts imports of dependencies and of Node itself', () => {
    expect(missingRuntimePackages(['fastify', 'drizzle-orm/pg-core', '@node-rs/argon2', 'node:path', 'os'], dependencies)).toEqual([]);
  });

  it('names each package that only a development install has, once', () => {
    expect(missingRuntimePackages(['ws', 'playwright-core', 'ws', 'tsx/esm', 'fastify'], dependencies)).toEqual(['playwright-core', 'tsx', 'ws']);
  });
});
