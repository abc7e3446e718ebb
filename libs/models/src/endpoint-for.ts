import { type ModelEndpoint, type ModelProtocol } from './model-client';
import { type DeploymentModels } from './model-env';
import { type SecretBox } from './secret-box';

/** A user's model as the database keeps it, its API key sealed. */
export interface SealedModel {
  protocol: ModelProtocol;
  model: string;
  baseUrl: string | null;
  keyCiphertext: string;
}

/**
 * The model a user's runs and drafts call: their own model in use, its key opened with the server's box, else the
 * deployment's; null when neither. A key that no longer opens (the server key changed) falls back like none.
 */
export function endpointFor(own: SealedModel | null, box: SecretBox | null | undefined, deployment: Pick<DeploymentModels, 'endpoint'>): ModelEndpoint | null {
  if (own && box) {
    try {
      return { protocol: own.protocol, model: own.model, apiKey: box.open(own.keyCiphertext), ...(own.baseUrl ? { baseUrl: own.baseUrl } : {}) };
    } catch {
      // Said nowhere on purpose: the Models screen's Test shows a key that cannot be opened.
    }
  }
  return deployment.endpoint;
}
