import { usePageShowing } from './testing/page-showing';
import { playwrightTimeout } from './testing/playwright-timeout';
import { actionFailure, clickWasDone, observedState } from './action-errors';

const page = usePageShowing('<button disabled>Save</button><button hidden>Later</button><button>Go</button>');

describe('observedState', () => {
  it('says a disabled element stays disabled, a hidden one is not visible, and nothing of one that is ready', async () => {
    expect(await observedState(page().getByRole('button', { name: 'Save' }))).toBe('it stays disabled');
    expect(await observedState(page().locator('button[hidden]'))).toBe('it is not visible');
    expect(await observedState(page().getByRole('button', { name: 'Go' }))).toBeUndefined();
  });
});

describe('actionFailure', () => {
  it("prefers the reason in Playwright's call log, then the observed state, then a plain timeout", async () => {
    const disabled = await playwrightTimeout(page(), '  - element is not enabled');
    expect(actionFailure(disabled, "click the button 'Save'", 10_000, 'it is not visible').message).toBe("Could not click the button 'Save': it stays disabled (waited 10 s).");
    const silent = await playwrightTimeout(page(), '  - waiting for element to be visible, enabled and stable');
    expect(actionFailure(silent, "click the button 'Save'", 10_000, 'it stays disabled').message).toBe("Could not click the button 'Save': it stays disabled (waited 10 s).");
    expect(actionFailure(silent, "click the button 'Save'", 10_000).message).toBe("Could not click the button 'Save': it did not respond in time (waited 10 s).");
  });
});

describe('clickWasDone', () => {
  it('is true only for a timeout whose log says the click was done', async () => {
    expect(clickWasDone(await playwrightTimeout(page(), '  - click action done\n  - waiting for scheduled navigations to finish'))).toBe(true);
    expect(clickWasDone(await playwrightTimeout(page(), '  - dblclick action done\n  - waiting for scheduled navigations to finish'))).toBe(true);
    expect(clickWasDone(await playwrightTimeout(page(), '  - waiting for element to be visible, enabled and stable\n  - element is not enabled'))).toBe(false);
    expect(clickWasDone(new Error('click action done, then the page() crashed'))).toBe(false);
  });
});
