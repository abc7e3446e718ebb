import { type z } from 'zod';
import { ApiError } from './api-error';
import { CLIENT_MESSAGES } from './messages';

function describeFirstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid data';
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/** The data a function returns, checked against its contract; missing data is a failure (spec section 8). */
export function requireData<S extends z.ZodType>(functionName: string, schema: S, data: unknown): z.output<S> {
  if (data === undefined || data === null) {
    throw new ApiError(CLIENT_MESSAGES.noData(functionName), { kind: 'no_data' });
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ApiError(CLIENT_MESSAGES.unexpectedResponse(functionName, describeFirstIssue(result.error)), {
      kind: 'invalid_response',
      cause: result.error,
    });
  }
  return result.data;
}
