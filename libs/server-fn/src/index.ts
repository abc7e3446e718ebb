export { type CallOptions, createServerFnClient, ServerFnCallError, type ServerFnClient, type ServerFnClientOptions } from './client';
export { defineServerFn, type DefineServerFnOptions } from './define-server-fn';
export {
  SERVER_FN_FLAG,
  SERVER_FN_PAYLOAD_PARAM,
  SERVER_FN_PREFIX,
  type ServerFnData,
  type ServerFnDefinition,
  type ServerFnErrorBody,
  type ServerFnInput,
  type ServerFnMethod,
  type ServerFnPayload,
  type ServerFnResult,
  type ServerFnReturn,
  serverFnUrl,
} from './protocol';
export {
  createServerFnRouter,
  implementServerFn,
  type ServerFnContext,
  type ServerFnImplementation,
  type ServerFnRequest,
  type ServerFnResponse,
  type ServerFnRouter,
  type ServerFnRouterOptions,
} from './router';
export { ServerFnError } from './server-fn-error';
export {
  getBlogArticleBySlug,
  getBlogArticles,
  getCreditsHistory,
  getProfile,
  getSession,
  getUser,
  logout,
  refreshSession,
} from './functions';
