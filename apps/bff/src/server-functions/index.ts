import { type BlogLibrary } from '@verity/blog';
import { type ServerFnImplementation } from '@verity/server-fn';
import { createServerAuth, type ServerAuthOptions } from '../session/server-auth';
import { accountFunctions } from './account';
import { blogFunctions } from './blog';
import { sessionFunctions } from './session';

export interface ServerFunctionsOptions extends ServerAuthOptions {
  apiUrl: string;
  blog: BlogLibrary;
  fetch?: typeof fetch;
}

/** Every server function the web app calls (spec section 7), each a definition from @verity/server-fn. */
export function createServerFunctions({ apiUrl, blog, fetch, ...authOptions }: ServerFunctionsOptions): ServerFnImplementation[] {
  const auth = createServerAuth(authOptions);
  const { timeoutMs } = authOptions;
  return [...sessionFunctions(auth), ...accountFunctions({ auth, apiUrl, timeoutMs, ...(fetch ? { fetch } : {}) }), ...blogFunctions(blog)];
}
