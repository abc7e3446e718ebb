import { type RealtimeServerMessage } from '@verity/contracts';

/** An authenticated socket, as the fan-out sees it. */
export interface Subscriber {
  /** Whether this socket wants the updates of this run (it may have narrowed itself to one run). */
  wants(runId: string): boolean;
  send(message: RealtimeServerMessage): void;
}

/** The authenticated sockets of this process, by the user whose runs they receive. */
export function createSubscribers() {
  const byOwner = new Map<string, Set<Subscriber>>();
  return {
    add(ownerId: string, subscriber: Subscriber): void {
      const owned = byOwner.get(ownerId) ?? new Set();
      owned.add(subscriber);
      byOwner.set(ownerId, owned);
    },
    remove(ownerId: string, subscriber: Subscriber): void {
      const owned = byOwner.get(ownerId);
      owned?.delete(subscriber);
      if (owned?.size === 0) byOwner.delete(ownerId);
    },
    /** The owner's sockets that want this run's updates. */
    wanting(ownerId: string, runId: string): Subscriber[] {
      return [...(byOwner.get(ownerId) ?? [])].filter((subscriber) => subscriber.wants(runId));
    },
    all(): Subscriber[] {
      return [...byOwner.values()].flatMap((owned) => [...owned]);
    },
  };
}

export type Subscribers = ReturnType<typeof createSubscribers>;
