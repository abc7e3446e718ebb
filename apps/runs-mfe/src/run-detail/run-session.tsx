import { type RunSession } from '@verity/contracts';
import { InternalLink, ROUTES, routeTo } from '@verity/mfe';
import { formatDateTime } from '@verity/ui';

/** How the session came about, after "Started signed in with “…”". */
function sessionSource(session: RunSession): string {
  if (session.source === 'saved') return `a session saved ${formatDateTime(session.saved_at)}`;
  if (session.source === 'signed_in_first') return 'it ran first: no session was saved, or it had expired';
  return 'it ran again: the saved session had expired at the site';
}

/** The sign-in test whose session the run started with, and whether it was saved or got by signing in during the run. */
export function RunSessionLine({ session }: { session: RunSession }) {
  // The run keeps the name; the link goes only while the sign-in test exists.
  const name = session.test_id ? (
    <InternalLink to={routeTo(ROUTES.test, { testId: session.test_id })}>{session.test_name}</InternalLink>
  ) : (
    session.test_name
  );
  return (
    <p className="rm-session">
      Started signed in with “{name}” — {sessionSource(session)}
    </p>
  );
}
