export { BROWSER_TARGETS, createRemoteConfig, createShellConfig, findWorkspaceRoot, REMOTE_EXPOSES } from './create-app-config.mjs';
export { SHARED_PACKAGES, SHARED_WORKSPACE_LIBS, sharedDependencies } from './shared-dependencies.mjs';
