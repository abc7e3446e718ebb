import { impactsFrom, wcagTags } from './accessibility';
import { exportPlaywrightSpec } from './export/export-playwright-spec';
import { readIntent } from './intent/read-intent';
import { parseStep } from './parse-step';

describe('an accessibility check', () => {
  it.each([
    ['2.0', 'A', ['wcag2a']],
    ['2.0', 'AA', ['wcag2a', 'wcag2aa']],
    ['2.1', 'A', ['wcag2a', 'wcag21a']],
    ['2.1', 'AA', ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']],
    ['2.2', 'A', ['wcag2a', 'wcag21a']],
    ['2.2', 'AA', ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']],
  ] as const)("runs axe-core's rules of WCAG %s %s: %j, no best practices", (version, level, tags) => {
    expect(wcagTags({ version, level })).toEqual(tags);
  });

  it.each([
    ['minor', ['minor', 'moderate', 'serious', 'critical']],
    ['serious', ['serious', 'critical']],
    ['critical', ['critical']],
  ] as const)('fails at %s on violations of the impacts %j', (impact, impacts) => {
    expect(impactsFrom(impact)).toEqual(impacts);
  });

  it.each([
    ['Check that the page has accessibility violations', 'An accessibility check says which violations the page must not have, e.g. Check that the page has no serious accessibility violations.'],
    ['Check that there are serious a11y issues', 'An accessibility check says which violations the page must not have, e.g. Check that the page has no serious accessibility violations.'],
    ['Check that the page is accessible', 'An accessibility check says which violations the page must not have, e.g. Check that the page has no serious accessibility violations.'],
    [
      'Check that the page has no accessibility violations (WCAG 2.1 AAA)',
      'WCAG level AAA is not checked, only levels A and AA, e.g. Check that the page has no serious accessibility violations (WCAG 2.1 AA).',
    ],
  ])('refuses %j, saying what it checks instead, and is never read as text to find', (line, reason) => {
    const parsed = parseStep(line, 0);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toMatch(new RegExp(`^Line 1 "[^"]+": ${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(readIntent(line)).toBeNull();
  });

  it('leaves alone lines that are about something else, and words in quotes', () => {
    expect(parseStep('Check that the page has no errors', 0)).toMatchObject({ ok: true, step: { assertion: { type: 'page-text', text: 'no errors' } } });
    expect(parseStep('Check that the page shows Accessibility statement', 0)).toMatchObject({ ok: true, step: { assertion: { type: 'page-text', text: 'Accessibility statement' } } });
    expect(parseStep('Check that the page shows "No accessibility issues found"', 0)).toMatchObject({ ok: true, step: { assertion: { type: 'page-text', text: 'No accessibility issues found' } } });
    expect(parseStep('Click the "Report accessibility issues" link', 0)).toMatchObject({ ok: true, step: { kind: 'click', target: { text: 'Report accessibility issues', role: 'link' } } });
  });

  it("is exported as @axe-core/playwright's run, once, with the check's tags and impacts, failing on what it found", () => {
    const instructions = ['Check that the page has no serious accessibility violations', 'Check that the page has no accessibility violations (WCAG 2.2 AA)'];
    const { source, untranslated } = exportPlaywrightSpec({ id: 't-1', configuration: { name: 'Contact', base_url: 'https://shop.example/contact', instructions } });
    expect(untranslated).toEqual([]);
    expect(source).toContain(
      [
        '  // 1. Check that the page has no serious accessibility violations',
        "  expect(await accessibilityViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], ['serious', 'critical'])).toEqual([]);",
        '',
        '  // 2. Check that the page has no accessibility violations (WCAG 2.2 AA)',
        "  expect(await accessibilityViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'], ['minor', 'moderate', 'serious', 'critical'])).toEqual([]);",
      ].join('\n'),
    );
    // The helper is written once, after the test.
    expect(source.match(/async function accessibilityViolations\(/g)).toHaveLength(1);
    expect(source).toContain("const { AxeBuilder } = await import('@axe-core/playwright');");
    expect(source).toContain('await new AxeBuilder({ page }).withTags(tags).setLegacyMode().analyze();');
  });
});
