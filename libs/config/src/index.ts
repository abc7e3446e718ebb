export { isLocalUrl } from './is-local-url';
export {
  loadRuntimeConfig,
  parseRuntimeConfig,
  parseRuntimeConfigDocument,
  REMOTE_NAMES,
  type RemoteName,
  resolveRuntimeConfig,
  type RuntimeConfig,
  type RuntimeConfigDocument,
  runtimeConfigDocumentSchema,
  RuntimeConfigError,
  runtimeConfigSchema,
} from './runtime-config';
export { EnvConfigError, parseEnv } from './parse-env';
