import { type Health, healthSchema } from '@verity/contracts';
import { type RequestOptions } from '../api-client-options';
import { requireData } from '../require-data';
import { type SendRequest } from '../send-request';

export function createHealthApi(send: SendRequest) {
  return {
    /** GET /health: the API is up, and whether test runs can get a browser now (each worker's report). */
    async getHealth(options: RequestOptions = {}): Promise<Health> {
      return requireData('getHealth', healthSchema, await send({ method: 'GET', path: '/health', ...options }));
    },
  };
}

export type HealthApi = ReturnType<typeof createHealthApi>;
