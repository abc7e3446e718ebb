import { type StepResult } from '@verity/contracts';
import { type Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { type ArtifactSink, type BaselineStore, type RunOutcome, type VisualBaseline } from '../engine-types';
import { type FixtureServer, launchChromium, MemoryArtifactSink, startFixtureServer } from '../fixtures';
import { runTest } from './run-test';
import { type StepContext } from './step-context';
import { comparePictures, describeChange, steadyPicture } from './visual-check';

// The practice site's plans page (src/fixtures/apps/practice/plans.html): its "Last updated" line shows the time it
// was opened, to the second; under /broken/ a promotion banner pushes the page down and the Team plan's button
// turns orange.

jest.setTimeout(60_000);

let browser: Browser;
let site: FixtureServer;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), startFixtureServer('apps')]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), site?.close()]);
});

/** A test's baselines as the worker keeps them: a passing run's new pictures become baselines, none is replaced. */
class Baselines implements BaselineStore {
  readonly saved = new Map<string, VisualBaseline>();
  lookups = 0;
  private runs = 0;

  async find({ name, viewport }: { name: string; viewport: string }): Promise<VisualBaseline | null> {
    this.lookups += 1;
    return this.saved.get(`${name}@${viewport}`) ?? null;
  }

  /** After a run: 'run-1', 'run-2'… are the runs of this test. */
  keepNew(outcome: RunOutcome, artifacts: MemoryArtifactSink): void {
    this.runs += 1;
    const runId = `run-${this.runs}`;
    if (outcome.verdict !== 'passed') return;
    for (const { visual } of outcome.steps) {
      if (visual?.status !== 'new' || this.saved.has(`${visual.name}@${visual.viewport}`)) continue;
      const file = visual.current.replace(/^memory\//, '');
      this.saved.set(`${visual.name}@${visual.viewport}`, { image: artifacts.files.get(file)!.contents, runId, file });
    }
  }
}

/** Runs the lines on the plans page (or its /broken/ variant) against the baselines; a passing run keeps its new pictures. */
async function run(instructions: string[], baselines: Baselines | undefined, { broken = false, artifacts = new MemoryArtifactSink() as MemoryArtifactSink & ArtifactSink } = {}) {
  const base_url = `${site.url}${broken ? 'broken/' : ''}practice/plans.html`;
  const outcome = await runTest({ configuration: { name: 'plans', base_url, instructions }, browser, artifacts, stepTimeoutMs: 3_000, allowPrivateNetwork: true, ...(baselines ? { baselines } : {}) });
  baselines?.keepNew(outcome, artifacts);
  return { ...outcome, artifacts };
}

const statuses = (steps: StepResult[]) => steps.map(({ status }) => status);
const pictureOf = (artifacts: MemoryArtifactSink, file: string | null | undefined) => PNG.sync.read(artifacts.files.get((file ?? '').replace(/^memory\//, ''))!.contents);
/** Until the clock on the page shows another second than on the last visit. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_050 - (Date.now() % 1_000)));

const PAGE = 'Check that the page matches the baseline, ignoring "Last updated"';

describe('"Check that the page matches the baseline" compares a picture of the window with the baseline', () => {
  it('passes with no baseline yet, keeping the picture of the window for the run to make the baseline', async () => {
    const baselines = new Baselines();
    const outcome = await run([PAGE], baselines);
    expect(statuses(outcome.steps)).toEqual(['completed']);
    expect(outcome.steps[0]?.action).toBe("No baseline yet: this run's picture becomes the baseline if the run passes (the page, 1280×800, ignoring 'Last updated')");
    expect(outcome.steps[0]?.visual).toEqual({ name: 'page', viewport: '1280x800', baseline: null, current: 'memory/step-01-current.png', diff: null, diff_percent: null, max_diff_percent: 0, status: 'new' });
    const picture = pictureOf(outcome.artifacts, outcome.steps[0]?.visual?.current);
    expect([picture.width, picture.height]).toEqual([1280, 800]);
    expect(outcome.artifacts.files.get('step-01-current.png')?.contentType).toBe('image/png');
  });

  it('passes on the same page, records "matched" and the diff, and fails once the layout shifted, saying how much changed', async () => {
    const baselines = new Baselines();
    await run([PAGE], baselines);
    await nextSecond();
    const same = await run([PAGE], baselines);
    expect(statuses(same.steps)).toEqual(['completed']);
    expect(same.steps[0]?.action).toBe("Compared the page with its baseline: no pixel changed, ignoring 'Last updated'");
    expect(same.steps[0]?.visual).toMatchObject({ status: 'matched', baseline: { run_id: 'run-1', file: 'step-01-current.png' }, diff: 'memory/step-01-diff.png', diff_percent: 0 });

    const broken = await run([PAGE], baselines, { broken: true });
    expect(statuses(broken.steps)).toEqual(['failed']);
    expect(broken.steps[0]?.error).toMatch(/^The page differs from its baseline: \d+(?:\.\d)?% of its pixels changed \(none allowed\) — see the diff in the review\.$/);
    const visual = broken.steps[0]?.visual;
    expect(visual).toMatchObject({ status: 'differs', baseline: { run_id: 'run-1' }, current: 'memory/step-01-current.png', diff: 'memory/step-01-diff.png' });
    // The banner pushes everything down: most of what has content moved.
    expect(visual?.diff_percent).toBeGreaterThan(2);
    const diff = pictureOf(broken.artifacts, visual?.diff);
    expect([diff.width, diff.height]).toEqual([1280, 800]);
    // It looked again until its time was up: a page still settling gets the chance to match.
    expect(broken.steps[0]?.duration_ms).toBeGreaterThanOrEqual(3_000);
    // A failing run leaves no baseline: the one kept is still the first run's.
    expect(baselines.saved.get('page@1280x800')?.runId).toBe('run-1');
  });

  it('fails on a clock that changed since the baseline, and passes once the step ignores it', async () => {
    const baselines = new Baselines();
    const unmasked = 'Check that the page matches the baseline';
    await run([unmasked], baselines);
    await nextSecond();
    const clockChanged = await run([unmasked], baselines);
    expect(statuses(clockChanged.steps)).toEqual(['failed']);
    expect(clockChanged.steps[0]?.error).toMatch(/^The page differs from its baseline: \d+ pixels changed \(none allowed\) — see the diff in the review\.$/);

    // A baseline taken with the clock covered, and a later visit with the clock covered too.
    const masked = new Baselines();
    await run([PAGE], masked);
    await nextSecond();
    expect(statuses((await run([PAGE], masked)).steps)).toEqual(['completed']);
  });

  it('fails without baselines to compare with, saying it needs a saved test', async () => {
    const outcome = await run(['Check that the page matches the baseline'], undefined);
    expect(outcome.steps[0]?.error).toBe(
      'Visual checks need a saved test, which keeps their baselines: this run has none (its test was deleted, or the steps ran on their own). Run the test from its page.',
    );
  });

  it('says both sizes when the picture and the baseline differ in size', async () => {
    const small = new PNG({ width: 10, height: 10 });
    const baselines: BaselineStore = { find: async () => ({ image: PNG.sync.write(small), runId: 'run-0', file: 'step-01-current.png' }) };
    const outcome = await runTest({ configuration: { name: 'plans', base_url: `${site.url}practice/plans.html`, instructions: [PAGE] }, browser, artifacts: new MemoryArtifactSink(), stepTimeoutMs: 1_000, allowPrivateNetwork: true, baselines });
    expect(outcome.steps[0]?.error).toBe('The page differs from its baseline: the picture is 1280×800, the baseline 10×10 — see both in the review.');
    expect(outcome.steps[0]?.visual).toMatchObject({ status: 'differs', diff: null, diff_percent: null, current: 'memory/step-01-current.png' });
  });

  it('keeps a baseline of its own for a second check of the page in the same test', async () => {
    const baselines = new Baselines();
    const outcome = await run([PAGE, 'Click "Choose Team"', PAGE], baselines);
    expect(outcome.steps.map((step) => step.visual?.name)).toEqual(['page', undefined, 'page #2']);
    expect([...baselines.saved.keys()]).toEqual(['page@1280x800', 'page #2@1280x800']);
  });

  it('takes its pictures once after an action, not again a moment later as other checks do', async () => {
    const baselines = new Baselines();
    const saved: string[] = [];
    const artifacts = new MemoryArtifactSink();
    const counting = Object.assign(artifacts, { save: (name: string, contents: Buffer, type: string) => (saved.push(name), MemoryArtifactSink.prototype.save.call(artifacts, name, contents, type)) });
    await run(['Click "Choose Team"', PAGE], baselines, { artifacts: counting });
    expect(baselines.lookups).toBe(1);
    expect(saved.filter((name) => name === 'step-02-current.png')).toHaveLength(1);
  });
});

describe('"Check that "Pricing" matches the baseline" pictures the element', () => {
  it('matches a section the page moved, and fails on the one whose button changed colour; "within" allows a share', async () => {
    const baselines = new Baselines();
    const lines = ['Check that "Questions" matches the baseline', 'Check that "Pricing" matches the baseline'];
    const first = await run(lines, baselines);
    expect(statuses(first.steps)).toEqual(['completed', 'completed']);
    expect(first.steps.map((step) => step.visual?.name)).toEqual(['"Questions"', '"Pricing"']);
    // The section labelled by its heading, whole: wider and taller than the heading.
    const section = pictureOf(first.artifacts, first.steps[1]?.visual?.current);
    expect(section.width).toBeGreaterThan(800);
    expect(section.height).toBeGreaterThan(150);
    expect(first.steps[1]?.locator).toContain("getByLabel('Pricing'");

    const broken = await run(lines, baselines, { broken: true });
    expect(statuses(broken.steps)).toEqual(['completed', 'failed']);
    expect(broken.steps[0]?.visual?.status).toBe('matched');
    expect(broken.steps[1]?.error).toMatch(/^The element 'Pricing' differs from its baseline: \d+(?:\.\d+)?% of its pixels changed \(none allowed\) — see the diff in the review\.$/);
    const changed = broken.steps[1]?.visual?.diff_percent ?? 0;
    expect(changed).toBeGreaterThan(0.5);
    expect(changed).toBeLessThan(5);

    const allowing = await run(['Check that "Questions" matches the baseline', 'Check that "Pricing" matches the baseline within 5%'], baselines, { broken: true });
    expect(statuses(allowing.steps)).toEqual(['completed', 'completed']);
    expect(allowing.steps[1]?.action).toMatch(/^Compared the element 'Pricing' with its baseline: \d+(?:\.\d+)?% of its pixels changed \(allowed 5%\)$/);
  });
});

describe('a picture for a new baseline', () => {
  const within = (ms: number) => ({ deadline: Date.now() + ms }) as StepContext;
  const pictures = (...bytes: string[]) => {
    const taken = bytes.map((text) => Buffer.from(text));
    return jest.fn(async () => taken.shift() ?? Buffer.from(String(Math.random())));
  };

  it('is taken once two in a row are the same: a page still drawing is pictured again', async () => {
    const shoot = pictures('loading', 'fonts', 'drawn', 'drawn');
    expect(await steadyPicture(shoot, within(3_000))).toEqual({ shot: Buffer.from('drawn'), isSteady: true });
    expect(shoot).toHaveBeenCalledTimes(4);
  });

  it('is the last one taken, said to be unsteady, when the page never held still within the time', async () => {
    const started = Date.now();
    const result = await steadyPicture(pictures(), within(600));
    expect(result.isSteady).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
  });
});

describe('comparing two pictures', () => {
  const filled = (width: number, height: number, paint: (x: number, y: number) => number) => {
    const png = new PNG({ width, height });
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const at = (y * width + x) * 4;
        const value = paint(x, y);
        png.data.set([value, value, value, 255], at);
      }
    return png;
  };

  it('counts the pixels whose colour changed past the threshold, as a share of the picture, with a diff image', () => {
    const white = filled(100, 100, () => 255);
    const square = filled(100, 100, (x, y) => (x < 10 && y < 10 ? 0 : 255));
    const faint = filled(100, 100, (x, y) => (x < 10 && y < 10 ? 250 : 255));
    expect(comparePictures(white, square)).toMatchObject({ isSameSize: true, changedPixels: 100, percent: 1 });
    expect(comparePictures(white, faint)).toMatchObject({ isSameSize: true, changedPixels: 0, percent: 0 });
    expect(comparePictures(white, filled(50, 100, () => 255))).toEqual({ isSameSize: false, baseline: { width: 100, height: 100 }, current: { width: 50, height: 100 } });
  });

  it('says a handful of pixels as a count, more as a share', () => {
    expect(describeChange(0, 0, 0)).toBe('no pixel changed');
    expect(describeChange(1, 0.0001, 0)).toBe('1 pixel changed (none allowed)');
    expect(describeChange(37, 0.004, 0.5)).toBe('37 pixels changed (allowed 0.5%)');
    expect(describeChange(43_000, 4.2, 1)).toBe('4.2% of its pixels changed (allowed 1%)');
    expect(describeChange(3_500, 0.3418, 0)).toBe('0.34% of its pixels changed (none allowed)');
  });
});
