export { isLocalUrl } from './is-local-url';
export {
  loadRuntimeConfig,
  parseRuntimeConfig,
  REMOTE_NAMES,
  type RemoteName,
  type RuntimeConfig,
  RuntimeConfigError,
  runtimeConfigSchema,
} from './runtime-config';
export { EnvConfigError, parseEnv } from './parse-env';
