import { type Page } from 'playwright-core';
import { type StepAction } from '@verity/steps';
import { pollUntil } from './check-support';
import { formatSeconds } from './resolve/resolve-target';
import { type StepContext, type StepDone } from './step-context';
import { StepFailure } from './step-failure';

/** The run's tabs and windows, oldest first, and the one it is on: a step may move the run to another. */
export interface RunTabs {
  pages(): Page[];
  moveTo(page: Page): void;
}

/** How long a step that goes back to the first tab waits for a tab a click has just opened. */
const LATE_TAB_MS = 1_000;

/** The tabs once there are two at least, or as they are at the deadline. */
const secondTab = (tabs: RunTabs, context: StepContext) => pollUntil(context, async () => tabs.pages(), (pages) => pages.length > 1);

const shown = (page: Page) => (page.url() === 'about:blank' ? 'a blank page' : page.url());

function tabsOf(context: StepContext): RunTabs {
  if (!context.tabs) throw new StepFailure('This run has no browser tabs to switch between.');
  return context.tabs;
}

/**
 * "Switch to the new tab": the tab or window opened last, waited for while only one is open (a link may open it a
 * moment after the click); "Switch back to the original window": the first.
 */
export async function switchTab(step: Extract<StepAction, { kind: 'switch-tab' }>, context: StepContext): Promise<StepDone> {
  const tabs = tabsOf(context);
  if (step.to === 'first') {
    // Alone, the first tab may be about to have company: a tab the click before opens is announced a moment after
    // it, and would take the run from the first tab once there.
    if (tabs.pages().length < 2) await secondTab(tabs, { ...context, deadline: Math.min(context.deadline, Date.now() + LATE_TAB_MS) });
    const first = tabs.pages()[0] as Page;
    tabs.moveTo(first);
    await first.bringToFront();
    return { action: `Switched to the first tab (${shown(first)})`, locator: null };
  }
  const opened = await secondTab(tabs, context);
  if (!opened.ok) throw new StepFailure(`Expected a new tab or window, but none opened (waited ${formatSeconds(context.timeoutMs)}).`);
  const newest = opened.value.at(-1) as Page;
  tabs.moveTo(newest);
  await newest.bringToFront();
  await newest.waitForLoadState('domcontentloaded', { timeout: Math.max(1, context.deadline - Date.now()) }).catch(() => undefined);
  return { action: `Switched to the new tab (${shown(newest)})`, locator: null };
}

/** "Close the tab": the one the run is on, never the last one open; the run goes on in the tab opened last of the rest. */
export async function closeTab(context: StepContext): Promise<StepDone> {
  const tabs = tabsOf(context);
  // The tab the click before opens may not be announced yet: that is the one to close.
  await secondTab(tabs, context);
  const current = context.page;
  if (tabs.pages().length < 2) throw new StepFailure(`Only one tab is open (${shown(current)}): closing it would leave no page to test.`);
  const closed = shown(current);
  await current.close();
  const back = tabs.pages().at(-1) as Page;
  tabs.moveTo(back);
  await back.bringToFront();
  return { action: `Closed the tab (${closed}); now on ${shown(back)}`, locator: null };
}
