export { type StackEnv, stackEnvSchema } from './env';
export { loadOrCreateSecrets, type LocalSecrets } from './secrets';
export { type RunningStack, StackAbortedError, type StackOptions, startStack } from './start-stack';
