import { findFreePort } from '@verity/process';
import { type BuiltServiceProcess, startBuiltService } from './built-service';

export const TEST_JWT_SECRET = 'a-production-like-secret-of-more-than-32-characters';

export interface BackEnd {
  apiUrl: string;
  authUrl: string;
  services: BuiltServiceProcess[];
  /** The variables every service gets (database, secret, loopback host, quiet logs, private targets allowed). */
  shared: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The built API and auth service on free ports of 127.0.0.1, healthy. NODE_ENV=test: runs may target the
 * local sites the tests serve (production refuses private addresses).
 */
export async function startBackEnd(appDir: string, databaseUrl: string, apiEnv: Record<string, string> = {}): Promise<BackEnd> {
  const [apiPort, authPort] = [await findFreePort(), await findFreePort()];
  const shared = { DATABASE_URL: databaseUrl, JWT_SECRET: TEST_JWT_SECRET, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test' };
  const api = startBuiltService(appDir, ['api'], { ...shared, API_PORT: String(apiPort), ...apiEnv });
  const auth = startBuiltService(appDir, ['auth'], { ...shared, AUTH_PORT: String(authPort), ANON_KEY: 'anon' });
  const services = [api, auth];
  const stop = async () => void (await Promise.all(services.map((service) => service.stop())));
  const [apiUrl, authUrl] = [`http://127.0.0.1:${apiPort}`, `http://127.0.0.1:${authPort}`];
  try {
    await Promise.all([api.waitForHttp(`${apiUrl}/api/health`), auth.waitForHttp(`${authUrl}/auth/v1/health`)]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, authUrl, services, shared, stop };
}
