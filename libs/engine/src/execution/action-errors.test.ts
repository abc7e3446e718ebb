import { type Browser, type Page } from 'playwright-core';
import { launchChromium } from '../fixtures';
import { actionFailure, observedState } from './action-errors';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setContent('<button disabled>Save</button><button hidden>Later</button><button>Go</button>');
});
afterAll(() => browser?.close());

describe('observedState', () => {
  it('says a disabled element stays disabled, a hidden one is not visible, and nothing of one that is ready', async () => {
    expect(await observedState(page.getByRole('button', { name: 'Save' }))).toBe('it stays disabled');
    expect(await observedState(page.locator('button[hidden]'))).toBe('it is not visible');
    expect(await observedState(page.getByRole('button', { name: 'Go' }))).toBeUndefined();
  });
});

describe('actionFailure', () => {
  const timeoutOf = async (log: string) => {
    const error = await page.getByRole('button', { name: 'Save' }).click({ timeout: 50 }).catch((caught: unknown) => caught);
    if (!(error instanceof Error)) throw new Error('the click should time out');
    error.message = `locator.click: Timeout 50ms exceeded.\nCall log:\n${log}`;
    return error;
  };

  it("prefers the reason in Playwright's call log, then the observed state, then a plain timeout", async () => {
    const disabled = await timeoutOf('  - element is not enabled');
    expect(actionFailure(disabled, "click the button 'Save'", 10_000, 'it is not visible').message).toBe("Could not click the button 'Save': it stays disabled (waited 10 s).");
    const silent = await timeoutOf('  - waiting for element to be visible, enabled and stable');
    expect(actionFailure(silent, "click the button 'Save'", 10_000, 'it stays disabled').message).toBe("Could not click the button 'Save': it stays disabled (waited 10 s).");
    expect(actionFailure(silent, "click the button 'Save'", 10_000).message).toBe("Could not click the button 'Save': it did not respond in time (waited 10 s).");
  });
});
