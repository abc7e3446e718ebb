import { type ApiToken, apiTokenSchema, type CreateApiTokenInput, type CreatedApiToken, createdApiTokenSchema } from '@verity/contracts';
import { z } from 'zod';
import { type RequestOptions } from '../api-client-options';
import { requireData } from '../require-data';
import { type SendRequest } from '../send-request';
import { idSegment } from '../validate-input';

/** Personal access tokens (Settings → API tokens), for CI and scripts. Managed only while signed in. */
export function createApiTokensApi(send: SendRequest) {
  return {
    async listApiTokens(options: RequestOptions = {}): Promise<ApiToken[]> {
      return requireData('listApiTokens', z.array(apiTokenSchema), await send({ method: 'GET', path: '/api-tokens', ...options }));
    },

    /** The answer holds the token's secret: it is shown once and never again. */
    async createApiToken(input: CreateApiTokenInput, options: RequestOptions = {}): Promise<CreatedApiToken> {
      return requireData('createApiToken', createdApiTokenSchema, await send({ method: 'POST', path: '/api-tokens', body: input, ...options }));
    },

    async revokeApiToken(id: string, options: RequestOptions = {}): Promise<ApiToken> {
      return requireData('revokeApiToken', apiTokenSchema, await send({ method: 'DELETE', path: `/api-tokens/${idSegment(id, 'token')}`, ...options }));
    },
  };
}

export type ApiTokensApi = ReturnType<typeof createApiTokensApi>;
