import { type Assertion, type Target } from './ast';
import { exportPlaywrightSpec } from './export/export-playwright-spec';
import { formatStep } from './format-step';
import { readIntent } from './intent/read-intent';
import { parseStep } from './parse-step';
import { visualSubject } from './visual';

const visual = (more: Partial<Extract<Assertion, { type: 'visual' }>> = {}) => ({ kind: 'assert', assertion: { type: 'visual', masks: [], ...more } });
const t = (text: string, more: Partial<Target> = {}): Target => ({ text, ...more });

describe('a visual check', () => {
  it.each<[string, ReturnType<typeof visual>]>([
    ['Check that the page matches the baseline', visual()],
    ['Verify the page looks the same as the baseline', visual()],
    ['The page should match the baseline', visual()],
    ['Check that the page is identical to the baseline', visual()],
    ["Ensure the page hasn't changed from its baseline screenshot", visual()],
    ['Ensure the page has not changed from its baseline screenshot', visual()],
    ['Check that the screen looks like the approved baseline image', visual()],
    ['Check that "Pricing" matches the baseline', visual({ target: t('Pricing') })],
    ['Check that the "Header" section matches the baseline', visual({ target: t('Header') })],
    ['Check that the "Plans" heading matches the baseline', visual({ target: t('Plans', { role: 'heading' }) })],
    ['Check that the "Total" row in "Cart" matches the baseline', visual({ target: t('Total', { role: 'row', within: 'Cart' }) })],
    ['Check that the page matches the baseline, ignoring "Last updated" and "Ad"', visual({ masks: [t('Last updated'), t('Ad')] })],
    ['Check that the page matches the baseline, ignoring "Clock", "Ad" and the "Promo" banner', visual({ masks: [t('Clock'), t('Ad'), t('Promo')] })],
    ['Check that the page matches the baseline except for the "Clock" heading', visual({ masks: [t('Clock', { role: 'heading' })] })],
    ['Check that the page matches the baseline within 2%', visual({ maxDiffPercent: 2 })],
    ['Check that the page matches the baseline with a tolerance of 0.5 percent', visual({ maxDiffPercent: 0.5 })],
    ['Check that the page matches the baseline within 0%', visual({ maxDiffPercent: 0 })],
    ['Check that "Pricing" matches the baseline, ignoring "Clock" within 2%', visual({ target: t('Pricing'), masks: [t('Clock')], maxDiffPercent: 2 })],
    ['Check that "Pricing" matches the baseline within 2%, ignoring "Clock"', visual({ target: t('Pricing'), masks: [t('Clock')], maxDiffPercent: 2 })],
  ])('reads %j', (line, expected) => {
    expect(parseStep(line, 3)).toEqual({ ok: true, step: { ...expected, index: 3, source: line } });
    expect(readIntent(line)).toBeNull();
  });

  it('takes a time limit of its own besides the share of pixels', () => {
    expect(parseStep('Check that the page matches the baseline within 2% within 20 seconds', 0)).toMatchObject({
      ok: true,
      step: { assertion: { type: 'visual', maxDiffPercent: 2 }, timeoutMs: 20_000 },
    });
  });

  it.each([
    ['Check that the page matches the baseline', visual()],
    ['Check that "Pricing" matches the baseline within 2%, ignoring "Last updated" and "Ad"', visual({ target: t('Pricing'), masks: [t('Last updated'), t('Ad')], maxDiffPercent: 2 })],
    ['Check that the 2nd "Plan" card matches the baseline, ignoring "Price", the "Badge" image and "Clock" in "Footer"', visual({ target: t('Plan', { nth: 2 }), masks: [t('Price'), t('Badge', { role: 'image' }), t('Clock', { within: 'Footer' })] })],
  ])('is written back as %j, which parses to the same step', (line, step) => {
    const written = formatStep(step as Parameters<typeof formatStep>[0]);
    expect(written).toBe(line.replace('the 2nd "Plan" card', 'the 2nd "Plan"'));
    expect(parseStep(written, 0)).toEqual({ ok: true, step: { ...step, index: 0, source: written } });
  });

  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  it.each([
    ['Check that the page does not match the baseline', 'A visual check says what must still look as it did, not what must differ from its baseline, e.g. Check that the page matches the baseline.'],
    ['Check that the page differs from the baseline', 'A visual check says what must still look as it did, not what must differ from its baseline'],
    ["Verify that \"Pricing\" doesn't look the same as the baseline", 'A visual check says what must still look as it did'],
    ['Check that the page matches the baseline within 5 pixels', "The difference allowed is a share of the picture's pixels, in percent, e.g. Check that the page matches the baseline within 0.5%."],
    ['Check that the page matches the baseline within 150%', "At most 100% of a picture's pixels can differ"],
    ['Check that the page matches the baseline on mobile', 'I could not read "on mobile" after "the baseline": a visual check takes "ignoring"'],
    ['Compare the page with the baseline', 'A visual check compares the page, or one of its elements, with its baseline, e.g. Check that the page matches the baseline.'],
  ])('refuses %j, saying what it checks, and offers the phrasing to use', (line, reason) => {
    const parsed = parseStep(line, 0);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.message).toMatch(new RegExp(`^Line 1 ".+": ${escape(reason)}`));
    expect(parsed.error.suggestions[0]).toBe('Check that the page matches the baseline');
    expect(readIntent(line)).toBeNull();
  });

  it('leaves alone lines about something else, and words in quotes', () => {
    expect(parseStep('Check that the page shows "Matches the baseline"', 0)).toMatchObject({ ok: true, step: { assertion: { type: 'page-text', text: 'Matches the baseline' } } });
    expect(parseStep('Click the "Accept as new baseline" button', 0)).toMatchObject({ ok: true, step: { kind: 'click', target: { text: 'Accept as new baseline', role: 'button' } } });
  });

  it("names its baselines after the page, or the element in the grammar's words", () => {
    expect(visualSubject({})).toBe('page');
    expect(visualSubject({ target: t('Pricing') })).toBe('"Pricing"');
    expect(visualSubject({ target: t('Pricing', { role: 'heading' }) })).toBe('the "Pricing" heading');
  });

  it("is exported as Playwright's toHaveScreenshot, with the regions masked and the share of pixels allowed", () => {
    const instructions = [
      'Check that the page matches the baseline',
      'Check that "Pricing" matches the baseline within 2%, ignoring "Last updated" and the "Ad" region',
      'Check that the page matches the baseline within 20 seconds',
    ];
    const { source, untranslated } = exportPlaywrightSpec({ id: 't-1', configuration: { name: 'Plans', base_url: 'https://shop.example/plans', instructions } });
    expect(untranslated).toEqual([]);
    expect(source).toContain(
      [
        '  // 1. Check that the page matches the baseline',
        '  await expect(page).toHaveScreenshot({ threshold: 0.1 });',
        '',
        '  // 2. Check that "Pricing" matches the baseline within 2%, ignoring "Last updated" and the "Ad" region',
        "  await expect(page.getByText('Pricing').or(page.getByLabel('Pricing')).first()).toHaveScreenshot({ mask: [page.getByText('Last updated').or(page.getByLabel('Last updated')).first(), page.getByText('Ad').or(page.getByLabel('Ad')).first()], maxDiffPixelRatio: 0.02, threshold: 0.1 });",
        '',
        '  // 3. Check that the page matches the baseline within 20 seconds',
        '  await expect(page).toHaveScreenshot({ threshold: 0.1, timeout: 20_000 });',
      ].join('\n'),
    );
  });
});
