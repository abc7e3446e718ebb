import { usePageShowing } from './testing/page-showing';
import { playwrightTimeout } from './testing/playwright-timeout';
import { actOn } from './act-on';
import { StepFailure } from './step-failure';

const page = usePageShowing('<button disabled>Save</button><button>Go</button>');

/** An action that fails with the errors given, one per call, then succeeds; it counts its calls and their timeouts. */
function actionFailing(...errors: Error[]) {
  const timeouts: number[] = [];
  const action = async (timeout: number) => {
    timeouts.push(timeout);
    const error = errors[timeouts.length - 1];
    if (error) throw error;
  };
  return { action, timeouts };
}

const stepTime = () => ({ page: page(), deadline: Date.now() + 1_000, timeoutMs: 1_000 });
const go = () => ({ locator: page().getByRole('button', { name: 'Go' }) });
const silent = '  - waiting for getByRole(\'button\', { name: \'Go\' })\n    - locator resolved to <button>Go</button>\n  - attempting click action\n    - waiting for element to be visible, enabled and stable';

describe('actOn', () => {
  it('tries once more, with a whole action time again, when a ready element timed out before the action began', async () => {
    const { action, timeouts } = actionFailing(await playwrightTimeout(page(), silent));
    await actOn(go(), stepTime(), "click the button 'Go'", action);
    expect(timeouts).toHaveLength(2);
    expect(Math.min(...timeouts)).toBeGreaterThanOrEqual(5_000);
  });

  it('fails at once, without another try, when the second try times out too', async () => {
    const { action, timeouts } = actionFailing(await playwrightTimeout(page(), silent), await playwrightTimeout(page(), silent));
    const failure = await actOn(go(), stepTime(), "click the button 'Go'", action).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StepFailure);
    expect((failure as Error).message).toMatch(/^Could not click the button 'Go': it did not respond in time \(waited \d+(\.\d)? s\)\.$/);
    expect(timeouts).toHaveLength(2);
  });

  it('never repeats an action that began: the mouse was pressed', async () => {
    const { action, timeouts } = actionFailing(await playwrightTimeout(page(), `${silent}\n    - element is visible, enabled and stable\n    - performing click action`));
    await expect(actOn(go(), stepTime(), "click the button 'Go'", action)).rejects.toThrow("Could not click the button 'Go': it did not respond in time");
    expect(timeouts).toHaveLength(1);
  });

  it('does not try again when the element explains the timeout: disabled, or a reason in the log', async () => {
    const disabled = actionFailing(await playwrightTimeout(page(), silent));
    await expect(actOn({ locator: page().getByRole('button', { name: 'Save' }) }, stepTime(), "click the button 'Save'", disabled.action)).rejects.toThrow("Could not click the button 'Save': it stays disabled");
    expect(disabled.timeouts).toHaveLength(1);
    const covered = actionFailing(await playwrightTimeout(page(), `${silent}\n    - <div class="overlay"></div> intercepts pointer events`));
    await expect(actOn(go(), stepTime(), "click the button 'Go'", covered.action)).rejects.toThrow("Could not click the button 'Go': another element covers it");
    expect(covered.timeouts).toHaveLength(1);
  });

  it('counts a click whose log says it was done as done, only when asked to', async () => {
    const doneLog = `${silent}\n    - performing click action\n    - click action done\n    - waiting for scheduled navigations to finish`;
    const asked = actionFailing(await playwrightTimeout(page(), doneLog));
    await actOn(go(), stepTime(), "click the button 'Go'", asked.action, { doneWhenClicked: true });
    expect(asked.timeouts).toHaveLength(1);
    const notAsked = actionFailing(await playwrightTimeout(page(), doneLog));
    await expect(actOn(go(), stepTime(), "check the box 'Go'", notAsked.action)).rejects.toThrow(StepFailure);
    expect(notAsked.timeouts).toHaveLength(1);
  });

  it('passes on what is not a timeout as the step failure it means', async () => {
    const { action, timeouts } = actionFailing(new Error('locator.fill: Error: Element is not an <input>, <textarea> or [contenteditable] element'));
    await expect(actOn(go(), stepTime(), "type into the button 'Go'", action)).rejects.toThrow("Could not type into the button 'Go': it is not a field that takes text.");
    expect(timeouts).toHaveLength(1);
  });
});
