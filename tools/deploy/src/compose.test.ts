import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findWorkspaceRoot } from '@verity/process';
import { composeEnvironment, readComposeFile } from '@verity/process/testing';
import { isServiceName } from './build/services';

// compose.yaml and the Dockerfile start the same built entry points the tests in this folder start. Each app's
// own compose.test.ts checks the environment against its schema; this checks how the services fit together.

const root = findWorkspaceRoot();
const compose = readComposeFile(root) as {
  services: Record<
    string,
    { image?: string; command?: string[]; ports?: string[]; volumes?: string[]; healthcheck?: { test: string[] }; deploy?: { replicas?: unknown } }
  >;
};
const playwrightVersion = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies[
  'playwright-core'
];
const verityServices = Object.entries(compose.services).filter(([, service]) => service.image?.includes('verity'));

describe('compose.yaml', () => {
  it('runs api, auth, bff and worker from the Verity image, each by its entry-point command', () => {
    expect(Object.fromEntries(verityServices.map(([name, service]) => [name, service.command]))).toEqual({
      api: ['api'],
      auth: ['auth'],
      worker: ['worker'],
      bff: ['bff'],
    });
    for (const [, service] of verityServices) expect(isServiceName(service.command![0]!)).toBe(true);
  });

  it('runs N workers, and a Playwright browser server at the playwright-core version the workers use', () => {
    expect(compose.services.worker!.deploy?.replicas).toBe('${WORKERS:-2}');
    const browser = compose.services.browser!;
    expect(browser.image).toBe(`mcr.microsoft.com/playwright:v${playwrightVersion}-noble`);
    expect(browser.command).toEqual(['npx', '-y', `playwright@${playwrightVersion}`, 'run-server', '--port', '3000', '--host', '0.0.0.0']);
    expect(composeEnvironment('worker').BROWSER_WS_ENDPOINT).toBe('ws://browser:3000/');
    expect(composeEnvironment('api').BROWSER_WS_ENDPOINT).toBe('ws://browser:3000/');
  });

  it('points every service at the same Postgres, and the BFF at the API and auth ports', () => {
    const postgres = composeEnvironment('postgres');
    const databaseUrls = ['api', 'auth', 'worker'].map((name) => composeEnvironment(name).DATABASE_URL);
    expect(new Set(databaseUrls).size).toBe(1);
    expect(databaseUrls[0]).toBe(`postgres://${postgres.POSTGRES_USER}:${postgres.POSTGRES_PASSWORD}@postgres:5432/${postgres.POSTGRES_DB}`);
    const bff = composeEnvironment('bff');
    expect(bff.API_URL).toBe(`http://api:${composeEnvironment('api').API_PORT}`);
    expect(bff.AUTH_URL).toBe(`http://auth:${composeEnvironment('auth').AUTH_PORT}`);
    expect(compose.services.bff!.ports).toEqual([`\${PORT:-3000}:${bff.PORT}`]);
  });

  it('health-checks each HTTP service on the port it listens on', () => {
    const ports = { api: composeEnvironment('api').API_PORT, auth: composeEnvironment('auth').AUTH_PORT, bff: composeEnvironment('bff').PORT };
    expect(compose.services.api!.healthcheck!.test.join(' ')).toContain(`http://127.0.0.1:${ports.api}/api/health`);
    expect(compose.services.auth!.healthcheck!.test.join(' ')).toContain(`http://127.0.0.1:${ports.auth}/auth/v1/health`);
    expect(compose.services.bff!.healthcheck!.test.join(' ')).toContain(`http://127.0.0.1:${ports.bff}/config.json`);
  });

  it('gives the workers and the API one artifacts volume, mounted where ARTIFACTS_DIR says', () => {
    for (const name of ['api', 'worker']) {
      expect(compose.services[name]!.volumes).toEqual([`artifacts:${composeEnvironment(name).ARTIFACTS_DIR}`]);
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

  it('builds with the README commands and prunes to production dependencies', () => {
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(dockerfile).toMatch(/^RUN npm prune --omit=dev\b/m);
  });

  it('starts services through the entry point the tests start them with', () => {
    expect(dockerfile).toMatch(/^COPY tools\/deploy\/verity\.sh \/usr\/local\/bin\/verity$/m);
    expect(dockerfile).toMatch(/^ENTRYPOINT \["verity"\]$/m);
  });
});
