import { type DraftProgress } from '@verity/contracts';

interface DraftUnderWay {
  ownerId: string;
  progress: DraftProgress;
  controller: AbortController;
}

/**
 * The drafts under way in this API process, by owner and the id their client chose: how far each has got, and
 * the way to stop it. A draft lives here only while its POST is being answered. (With several API processes a
 * client polls the one its POST went to only by chance: progress is best effort, the POST's answer is what counts.)
 */
export function createDraftRegistry() {
  const drafts = new Map<string, DraftUnderWay>();
  const key = (ownerId: string, draftId: string) => `${ownerId}:${draftId}`;

  return {
    /** Registers a draft; null when the owner already has one under that id. */
    start(ownerId: string, draftId: string): { signal: AbortSignal; report: (progress: Omit<DraftProgress, 'started_at'>) => void; finish: () => void } | null {
      if (drafts.has(key(ownerId, draftId))) return null;
      const draft: DraftUnderWay = {
        ownerId,
        controller: new AbortController(),
        progress: { clause: null, clause_number: 0, clauses_total: 0, steps: [], started_at: new Date().toISOString() },
      };
      drafts.set(key(ownerId, draftId), draft);
      return {
        signal: draft.controller.signal,
        report: (progress) => (draft.progress = { ...progress, started_at: draft.progress.started_at }),
        finish: () => void drafts.delete(key(ownerId, draftId)),
      };
    },
    progress(ownerId: string, draftId: string): DraftProgress | null {
      return drafts.get(key(ownerId, draftId))?.progress ?? null;
    },
    /** Stops the owner's draft; false when there is none under that id (it finished, or never was). */
    cancel(ownerId: string, draftId: string): boolean {
      const draft = drafts.get(key(ownerId, draftId));
      draft?.controller.abort();
      return Boolean(draft);
    },
  };
}

export type DraftRegistry = ReturnType<typeof createDraftRegistry>;
