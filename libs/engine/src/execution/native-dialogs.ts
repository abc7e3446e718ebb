import { type DialogAnswer } from '@verity/steps';
import { type Dialog } from 'playwright-core';

/** A browser dialog the run saw: its kind (alert, confirm, prompt, beforeunload), its message and the answer it got. */
export interface SeenDialog {
  type: string;
  message: string;
  answer: DialogAnswer;
}

/**
 * The browser's own dialogs (alert, confirm, prompt) in a run. A dialog blocks the step that opens it until it is
 * answered, so the answer a step gives ("Dismiss the alert") is arranged before the step before it runs; any other
 * dialog is accepted, as a person clicking OK would. Each dialog is remembered for "the alert says …".
 */
export class NativeDialogs {
  private arranged: DialogAnswer | null = null;
  private readonly seen: SeenDialog[] = [];
  private waiting = new Set<() => void>();

  /** The answer the next dialog gets. */
  arrange(answer: DialogAnswer): void {
    this.arranged = answer;
  }

  /** The arranged answer, while no dialog has taken it. */
  pending(): DialogAnswer | null {
    return this.arranged;
  }

  clear(): void {
    this.arranged = null;
  }

  async answer(dialog: Dialog): Promise<void> {
    // Leaving a page is never refused: the run would stay on it.
    const answer = dialog.type() === 'beforeunload' ? { accept: true } : (this.arranged ?? { accept: true });
    if (dialog.type() !== 'beforeunload') this.arranged = null;
    this.seen.push({ type: dialog.type(), message: dialog.message(), answer });
    for (const wake of this.waiting) wake();
    if (answer.accept) await dialog.accept(dialog.type() === 'prompt' ? answer.text : undefined).catch(() => undefined);
    else await dialog.dismiss().catch(() => undefined);
  }

  /** How many dialogs the run has seen. */
  get count(): number {
    return this.seen.length;
  }

  /** The dialog the run saw last, or the one at `index`. */
  at(index = this.seen.length - 1): SeenDialog | undefined {
    return this.seen[index];
  }

  /** Resolves with the first dialog seen after `count` dialogs, or undefined once `deadline` (epoch ms) passes. */
  async after(count: number, deadline: number): Promise<SeenDialog | undefined> {
    for (;;) {
      if (this.seen.length > count) return this.seen[count];
      const remaining = deadline - Date.now();
      if (remaining <= 0) return undefined;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiting.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, remaining);
        this.waiting.add(wake);
      });
    }
  }
}
