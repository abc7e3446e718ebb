import { type ServerFnImplementation } from '@verity/server-fn';

/**
 * Every server function the BFF serves. The product's (session, user, profile, credits history, blog,
 * logout, refresh) arrive with the issues that build what they read; each is a definition in
 * @verity/server-fn implemented here with implementServerFn().
 */
export const serverFunctions: readonly ServerFnImplementation[] = [];
