import { useEffect, useState } from 'react';

/** The current time, ticking every `intervalMs` while `isTicking` (a running run's elapsed time). */
export function useNow(isTicking: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [isTicking, intervalMs]);
  return now;
}
