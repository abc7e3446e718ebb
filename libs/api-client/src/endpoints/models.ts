import {
  type CreateModelProviderInput,
  type ModelCheckResult,
  modelCheckResultSchema,
  type ModelProvider,
  modelProviderSchema,
  type ModelsOverview,
  modelsOverviewSchema,
  type UpdateModelProviderInput,
} from '@verity/contracts';
import { type RequestOptions } from '../api-client-options';
import { requireData } from '../require-data';
import { type SendRequest } from '../send-request';
import { idSegment } from '../validate-input';

/** The Models screen: the user's own models (bring your own), the deployment's, and usage per month. */
export function createModelsApi(send: SendRequest) {
  return {
    async getModels(options: RequestOptions = {}): Promise<ModelsOverview> {
      return requireData('getModels', modelsOverviewSchema, await send({ method: 'GET', path: '/models', ...options }));
    },

    /** The key is sent once and stored encrypted; the answer shows only its hint. */
    async createModel(input: CreateModelProviderInput, options: RequestOptions = {}): Promise<ModelProvider> {
      return requireData('createModel', modelProviderSchema, await send({ method: 'POST', path: '/models', body: input, ...options }));
    },

    /** Without api_key the stored key stays. */
    async updateModel(id: string, input: UpdateModelProviderInput, options: RequestOptions = {}): Promise<ModelProvider> {
      return requireData('updateModel', modelProviderSchema, await send({ method: 'PUT', path: `/models/${idSegment(id, 'model')}`, body: input, ...options }));
    },

    async deleteModel(id: string, options: RequestOptions = {}): Promise<void> {
      await send({ method: 'DELETE', path: `/models/${idSegment(id, 'model')}`, ...options });
    },

    /** Asks the model the built-in tasks: which it got right, its latency and tokens. */
    async testModel(id: string, options: RequestOptions = {}): Promise<ModelCheckResult> {
      return requireData('testModel', modelCheckResultSchema, await send({ method: 'POST', path: `/models/${idSegment(id, 'model')}/test`, ...options }));
    },
  };
}

export type ModelsApi = ReturnType<typeof createModelsApi>;
