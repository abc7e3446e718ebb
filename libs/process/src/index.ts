export { besideBundle, isBundled } from './bundle-layout';
export { loadConfigOrExit } from './load-config';
export { findFreePort, isPortInUse } from './ports';
export { type ShutdownOptions, stopOnSignals } from './shutdown';
export { findWorkspaceRoot } from './workspace';
export { type TrustProxy, trustProxySchema } from './trust-proxy';
export { redactUrl, requestLogSerializers } from './log-serializers';
export { type RequestAddress, requestOrigin } from './request-origin';
export { findUnstorableText, type JsonBodyErrors, parseJsonBodies, unstorableTextMessage } from './json-body';
