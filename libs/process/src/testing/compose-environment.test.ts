import { COMPOSE_PLACEHOLDER, composeEnvironment, interpolate } from './compose-environment';

describe('interpolate', () => {
  it('expands variables as compose does with nothing set', () => {
    expect(interpolate('${PORT:-3000}')).toBe('3000');
    expect(interpolate('postgres://verity:${POSTGRES_PASSWORD:?set it}@postgres:5432/verity')).toBe(
      `postgres://verity:${COMPOSE_PLACEHOLDER}@postgres:5432/verity`,
    );
    expect(interpolate('${UNSET}-plain')).toBe('-plain');
    expect(interpolate('no variables')).toBe('no variables');
  });
});

describe('composeEnvironment', () => {
  it("reads a service's environment with the shared fragments merged in", () => {
    const environment = composeEnvironment('worker');
    expect(environment.DATABASE_URL).toMatch(/^postgres:\/\/verity:.+@postgres:5432\/verity$/);
    expect(environment.WORKER_CONCURRENCY).toBe('2');
  });

  it('refuses a service compose.yaml does not define', () => {
    expect(() => composeEnvironment('scheduler')).toThrow('compose.yaml defines no service "scheduler"');
  });
});
