/** What an id names, in the message for a blank one. */
export type IdEntity = 'test' | 'run' | 'folder' | 'checkout session' | 'draft' | 'model' | 'token' | 'suite' | 'schedule' | 'channel';

/** The client's own failure messages (spec section 8), word for word. */
export const CLIENT_MESSAGES = {
  networkErrorPrefix: 'Network error: ',
  httpError: (status: number) => `HTTP error! Status: ${status}`,
  failureWithoutMessage: 'API indicated failure but provided no error message.',
  noData: (functionName: string) => `${functionName} failed: No data returned.`,
  unexpectedResponse: (functionName: string, problem: string) => `${functionName} failed: Unexpected response (${problem}).`,
  invalidId: (entity: IdEntity) => `A valid ${entity} id is required.`,
} as const;
