import { type Page } from 'playwright-core';
import { guardPress, pressTaken, settledBox } from './page-scripts';
import { InputHold } from './input-hold';
import { pressOn } from './press';
import { type StepContext } from './step-context';
import { StepFailure } from './step-failure';
import { usePageShowing } from './testing/page-showing';

const page = usePageShowing('<main></main>');

/** Shows `html` with a script that counts the clicks each element with an id gets (window.clicks). */
async function show(html: string): Promise<Page> {
  await page().setContent(`${html}<script>
    window.clicks = {};
    window.beforeShot = 0;
    document.addEventListener('click', (event) => {
      const id = event.target.closest('[id]')?.id;
      if (id) window.clicks[id] = (window.clicks[id] || 0) + 1;
      if (window.shotPending) window.beforeShot += 1;
    });
  </script>`);
  return page();
}

const clicks = () => page().evaluate(() => (window as unknown as { clicks: Record<string, number> }).clicks);

/** Covers the button with a layer of its own for `ms`, from now. */
const coverFor = (ms: number) =>
  page().evaluate((ms) => {
    const layer = Object.assign(document.createElement('div'), { id: 'layer' });
    layer.style.cssText = 'position:fixed;inset:0;z-index:9;background:rgba(0,0,0,.3)';
    document.body.append(layer);
    setTimeout(() => layer.remove(), ms);
  }, ms);

/** Clicks made while the page was told a screenshot was being taken (see contextWhileDrawing): none may be. */
const clicksBeforeShot = () => page().evaluate(() => (window as unknown as { beforeShot: number }).beforeShot);

/**
 * A step's context while the previous step's screenshot takes `drawingMs` to be in hand (or none, when null); the page
 * is told until then (window.shotPending). `held`: the run holds its inputs for the shot (InputHold).
 */
function contextWhileDrawing(drawingMs: number | null, onDrawn?: () => Promise<unknown>, { held = false } = {}): StepContext {
  const pending = drawingMs === null ? Promise.resolve() : page().evaluate(() => void ((window as unknown as { shotPending: boolean }).shotPending = true));
  const drawn =
    drawingMs === null
      ? Promise.resolve()
      : pending
          .then(() => new Promise((resolve) => setTimeout(resolve, drawingMs)))
          .then(() => onDrawn?.())
          .then(() => page().evaluate(() => void ((window as unknown as { shotPending: boolean }).shotPending = false)));
  const inputHold = held ? InputHold.install(page().context(), () => drawn) : null;
  return {
    ...(inputHold ? { inputHold } : {}),
    page: page(),
    baseUrl: 'http://localhost',
    timeoutMs: 2_000,
    deadline: Date.now() + 2_000,
    navigationTimeoutMs: 2_000,
    variables: undefined as never,
    checkNavigation: async () => undefined,
    beforeChange: () => drawn.then(() => undefined),
    changeHeld: () => drawingMs !== null,
  };
}

describe('settledBox', () => {
  it("gives the box of a button shown in the viewport that holds still, enabled and not covered", async () => {
    await show('<button id="save" style="position:absolute;left:10px;top:20px;width:100px;height:30px">Save</button>');
    const box = await page().locator('#save').evaluateAll(settledBox);
    expect(box).toEqual({ x: 10, y: 20, width: 100, height: 30 });
  });

  it("gives the box of a button inside a web component's shadow root, which the page's hit test only reaches through the host", async () => {
    await show('<save-bar></save-bar><script>document.querySelector("save-bar").attachShadow({ mode: "open" }).innerHTML = \'<button style="position:absolute;left:10px;top:20px;width:100px;height:30px">Save</button>\';</script>');
    const box = await page().getByRole('button', { name: 'Save' }).evaluateAll(settledBox);
    expect(box).toEqual({ x: 10, y: 20, width: 100, height: 30 });
  });

  it.each([
    ['moving', '<style>@keyframes slide { from { left: 0 } to { left: 400px } }</style><button id="b" style="position:absolute;top:0;animation:slide 1s linear infinite">Go</button>'],
    ['disabled', '<button id="b" disabled>Go</button>'],
    ['marked disabled', '<div aria-disabled="true"><button id="b">Go</button></div>'],
    ['inert', '<div inert><button id="b">Go</button></div>'],
    ['covered', '<button id="b">Go</button><div style="position:fixed;inset:0;background:white"></div>'],
    ['below the fold', '<div style="height:3000px"></div><button id="b">Go</button>'],
    ['hidden', '<button id="b" style="visibility:hidden">Go</button>'],
  ])('is null for a button %s', async (_, html) => {
    await show(html);
    expect(await page().locator('#b').evaluateAll(settledBox)).toBeNull();
  });

  it('is null for an element inside a frame, whose page may cover the frame', async () => {
    await show('<iframe srcdoc="<button id=b>Go</button>"></iframe>');
    const frame = page().frameLocator('iframe');
    await frame.locator('#b').waitFor();
    expect(await frame.locator('#b').evaluateAll(settledBox)).toBeNull();
  });
});

describe('guardPress', () => {
  it('stops a press that lands on what came over the element, and every later event of it', async () => {
    await show('<button id="save" style="position:absolute;left:10px;top:20px;width:100px;height:30px">Save</button>');
    const box = await page().locator('#save').evaluateAll(settledBox);
    expect(await page().locator('#save').evaluateAll(guardPress, box!)).toBe(true);
    await coverFor(10_000);
    await page().mouse.click(60, 35);
    expect(await clicks()).toEqual({});
    expect(await page().evaluate(pressTaken)).toBe(true);
    // Asked about, the guard is gone: the layer gets the next click.
    await page().mouse.click(60, 35);
    expect(await clicks()).toEqual({ layer: 1 });
    expect(await page().evaluate(pressTaken)).toBe(false);
  });

  it('lets a press that reaches the element through, and refuses a box that moved', async () => {
    await show('<button id="save" style="position:absolute;left:10px;top:20px;width:100px;height:30px"><span>Save</span></button>');
    const box = await page().locator('#save').evaluateAll(settledBox);
    expect(await page().locator('#save').evaluateAll(guardPress, box!)).toBe(true);
    await page().mouse.click(60, 35);
    expect(await clicks()).toEqual({ save: 1 });
    expect(await page().evaluate(pressTaken)).toBe(false);
    expect(await page().locator('#save').evaluateAll(guardPress, { ...box!, y: box!.y + 1 })).toBe(false);
    expect(await page().evaluate(pressTaken)).toBe(false);
  });
});

describe.each([
  ['once the shot is in hand', false],
  ['its press held until the shot is in hand', true],
])('pressOn, %s', (_, held) => {
  const button = '<button id="save" style="position:absolute;left:10px;top:20px;width:100px;height:30px">Save</button>';
  const drawing = (drawingMs: number | null, onDrawn?: () => Promise<unknown>) => contextWhileDrawing(drawingMs, onDrawn, { held });

  /** Presses the button as the click step does, keeping whether each try went without Playwright's checks. */
  async function pressSave(context: StepContext, beforeForced?: () => Promise<unknown>) {
    const forces: boolean[] = [];
    const locator = page().locator('#save');
    await pressOn({ locator }, context, "click the button 'Save'", async (timeout, force) => {
      forces.push(force);
      if (force) await beforeForced?.();
      await locator.click({ timeout, force });
    });
    return forces;
  }

  it('presses without Playwright checks, made while the last screenshot was taken, when the element was ready', async () => {
    await show(button);
    expect(await pressSave(drawing(60))).toEqual([true]);
    expect(await clicks()).toEqual({ save: 1 });
    expect(await clicksBeforeShot()).toBe(0);
  });

  it('presses the usual way when no screenshot is being taken', async () => {
    await show(button);
    expect(await pressSave(drawing(null))).toEqual([false]);
    expect(await clicks()).toEqual({ save: 1 });
  });

  it('presses the usual way, waiting for the element to be uncovered, when something came over it while the screenshot was taken', async () => {
    await show(button);
    // Held, the press is on its way when the layer comes: the guard stops it, and the usual press follows.
    expect(await pressSave(drawing(60, () => coverFor(300)))).toEqual(held ? [true, false] : [false]);
    expect(await clicks()).toEqual({ save: 1 });
    expect(await clicksBeforeShot()).toBe(0);
  });

  it('presses again the usual way when something came over the element just before the press: the covered press reached nothing', async () => {
    await show(button);
    expect(await pressSave(drawing(60), () => coverFor(300))).toEqual([true, false]);
    expect(await clicks()).toEqual({ save: 1 });
  });

  it('presses the usual way, once it holds still, an element that moves while the screenshot is taken', async () => {
    await show(button);
    await page().evaluate(() => {
      const save = document.getElementById('save')!;
      const started = performance.now();
      const move = () => {
        save.style.left = `${10 + Math.round(performance.now() - started) / 4}px`;
        if (performance.now() - started < 300) requestAnimationFrame(move);
      };
      requestAnimationFrame(move);
    });
    expect(await pressSave(drawing(60))).toEqual(held ? [true, false] : [false]);
    expect(await clicks()).toEqual({ save: 1 });
    expect(await clicksBeforeShot()).toBe(0);
  });

  it('fails as the usual press does when the element stays covered', async () => {
    await show(button);
    const failure = await pressSave({ ...drawing(60), timeoutMs: 300, deadline: Date.now() + 300 }, () => coverFor(60_000)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StepFailure);
    expect((failure as Error).message).toMatch(/^Could not click the button 'Save': another element covers it/);
    expect(await clicks()).toEqual({});
  }, 20_000);
});
