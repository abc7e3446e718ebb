/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TOAST_SETTINGS } from './app-toaster';

// sonner hard-codes part of the spec's toast behaviour (section 9). Read the constants from the files it
// ships, CommonJS (jest) and ESM (the browser bundle), so an upgrade that changes one fails here.
const distFolder = path.dirname(require.resolve('sonner'));
const builds = ['index.js', 'index.mjs'].map((file) => [file, readFileSync(path.join(distFolder, file), 'utf8')] as const);

function constantIn(source: string, name: string): number {
  const match = new RegExp(`\\bconst ${name} = (\\d+);`).exec(source);
  if (!match) throw new Error(`sonner no longer declares ${name}: check how it sets this value now`);
  return Number(match[1]);
}

describe.each(builds)("sonner's %s", (_file, source) => {
  it.each([
    ['TOAST_LIFETIME', TOAST_SETTINGS.durationMs],
    ['VISIBLE_TOASTS_AMOUNT', TOAST_SETTINGS.visibleToasts],
    ['TOAST_WIDTH', TOAST_SETTINGS.widthPx],
    ['GAP', TOAST_SETTINGS.gapPx],
    ['SWIPE_THRESHOLD', TOAST_SETTINGS.swipeThresholdPx],
    ['TIME_BEFORE_UNMOUNT', TOAST_SETTINGS.removalDelayMs],
  ])('declares %s = %d', (name, expected) => {
    expect(constantIn(source, name)).toBe(expected);
  });
});
