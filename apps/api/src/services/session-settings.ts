import { type TestConfiguration } from '@verity/contracts';
import { type Db } from '../database/transaction';
import { ApiError } from '../errors';
import { findTest } from '../repositories/tests';

const refused = (message: string) => new ApiError(400, 'validation_failed', message);

/**
 * A test starts signed in only with one of the caller's sign-in tests, never its own; a sign-in test starts signed
 * out, so the session it leaves is its own doing.
 */
export async function checkSessionSettings(db: Db, ownerId: string, configuration: TestConfiguration, testId?: string): Promise<void> {
  const { session_from: providerId, provides_session: isSignInTest } = configuration;
  if (!providerId) return;
  if (isSignInTest) throw refused('A sign-in test starts signed out: it cannot also start signed in with another test.');
  if (providerId === testId) throw refused('A test cannot start signed in with itself.');
  const provider = await findTest(db, ownerId, providerId);
  if (!provider?.configuration.provides_session) throw refused('“Start signed in with” must be one of your sign-in tests.');
}
