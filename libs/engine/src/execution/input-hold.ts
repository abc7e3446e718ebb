import { type BrowserContext } from 'playwright-core';

/** Playwright's server-side hooks, which its own tracing and recorder listen on. */
interface Instrumentation {
  addListener(listener: object, context: unknown): void;
}

/** The in-process connection's way from a client object to the server's one (Playwright's own tests use it). */
interface InProcessConnection {
  toImpl?(object: unknown): { instrumentation?: Instrumentation } | undefined;
}

const NOT_READY = 'The element was not ready to be pressed.';

/** The server's side of the element an input is made on, as the hook is given it. */
interface InputTarget {
  evaluate?(pageFunction: (element: unknown, message: string) => never, message: string): Promise<unknown>;
}

/**
 * Holds the run's inputs (keystrokes, presses, a choice in a select) until the previous step's screenshot is in hand,
 * at the last moment: Playwright calls its hook before an input, once the element is found, checked and its trace
 * snapshots taken, all of which only read the page. So a step starts its action while the shot is being taken
 * (about 30 ms, two frames of the browser), and only the input itself waits for it, where the whole action did.
 *
 * Uses the hook Playwright's tracing listens on (`onBeforeInputAction`), reached through the in-process
 * connection; `install` returns null when it cannot be (a browser connected over the network, a release without
 * it), and the run waits for the shot before the whole action, as before.
 */
export class InputHold {
  /** What the action being made waits for too, besides the shot: its element being ready (`during`). */
  private gate: Promise<boolean> | null = null;

  private constructor(private readonly shotDrawn: () => Promise<unknown>) {}

  static install(context: BrowserContext, shotDrawn: () => Promise<unknown>): InputHold | null {
    const connection = (context as unknown as { _connection?: InProcessConnection })._connection;
    let server: { instrumentation?: Instrumentation } | undefined;
    try {
      server = connection?.toImpl?.(context);
    } catch {
      return null;
    }
    const instrumentation = server?.instrumentation;
    if (typeof instrumentation?.addListener !== 'function') return null;
    const hold = new InputHold(shotDrawn);
    instrumentation.addListener({ onBeforeInputAction: (_progress: unknown, target: InputTarget) => hold.beforeInput(target) }, server);
    return hold;
  }

  /**
   * Makes `act` with its inputs held until `ready` resolves too. When it resolves false (or fails), the input is not
   * made and `act` fails at once.
   */
  async during<T>(ready: Promise<boolean>, act: () => Promise<T>): Promise<T> {
    this.gate = ready;
    try {
      return await act();
    } finally {
      this.gate = null;
    }
  }

  private async beforeInput(target: InputTarget): Promise<void> {
    const gate = this.gate;
    await this.shotDrawn();
    if (!gate || (await gate.catch(() => false))) return;
    // Playwright tries an action again after most errors, until its timeout; not after one thrown by the page.
    if (typeof target?.evaluate === 'function') {
      await target.evaluate((_element, message) => {
        throw new Error(message);
      }, NOT_READY);
    }
    throw new Error(NOT_READY);
  }
}
