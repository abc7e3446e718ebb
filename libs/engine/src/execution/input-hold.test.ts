import { type BrowserContext, type Page } from 'playwright-core';
import { InputHold } from './input-hold';
import { usePageShowing } from './testing/page-showing';

const browserPage = usePageShowing('<main></main>');

const FORM = `<label>Name <input id="name"></label>
  <label>Look <select id="look"><option>Light</option><option>Dark</option></select></label>
  <button id="save">Save</button>
  <script>
    // Each change notes whether the shot was in hand (window.drawn) when it came.
    window.changes = [];
    const note = (event) => window.changes.push({ id: event.target.id, type: event.type, drawn: window.drawn === true });
    for (const type of ['focus', 'input', 'change', 'mousedown', 'click']) document.addEventListener(type, note, true);
  </script>`;

interface Change {
  id: string;
  type: string;
  drawn: boolean;
}

let context: BrowserContext;
let page: Page;
/** The shot being taken: resolved by `draw`, which also tells the page it is in hand. */
let shot: Promise<void>;
let draw: () => Promise<void>;
let hold: InputHold | null;

beforeEach(async () => {
  context = await browserPage().context().browser()!.newContext();
  page = await context.newPage();
  await page.setContent(FORM);
  let resolve!: () => void;
  shot = new Promise((done) => (resolve = done));
  draw = async () => {
    await page.evaluate(() => ((window as unknown as { drawn: boolean }).drawn = true));
    resolve();
  };
  hold = InputHold.install(context, () => shot);
});
afterEach(() => context.close());

const changes = () => page.evaluate(() => (window as unknown as { changes: Change[] }).changes);

/** Starts `act`, lets the page be read meanwhile, then draws the shot; the act's result once it is done. */
async function whileShotIsTaken(act: () => Promise<unknown>): Promise<void> {
  const acting = act();
  // A call that only reads the page is not held: it answers while the shot is being taken.
  expect(await page.locator('#name').inputValue()).toBe('');
  expect(await changes()).toEqual([]);
  await draw();
  await acting;
}

describe('InputHold', () => {
  it('is set up on a browser the run launched', () => {
    expect(hold).not.toBeNull();
  });

  it('holds typing until the shot is in hand, the field found meanwhile', async () => {
    await whileShotIsTaken(() => page.locator('#name').fill('Ada'));
    expect(await page.locator('#name').inputValue()).toBe('Ada');
    const typed = await changes();
    expect(typed.map(({ type }) => type)).toEqual(expect.arrayContaining(['focus', 'input']));
    expect(typed.every(({ drawn }) => drawn)).toBe(true);
  });

  it('holds a choice in a select and a click', async () => {
    await whileShotIsTaken(() => page.locator('#look').selectOption('Dark'));
    await page.locator('#save').click();
    expect(await page.locator('#look').inputValue()).toBe('Dark');
    const made = await changes();
    expect(made.map(({ id, type }) => `${id} ${type}`)).toEqual(expect.arrayContaining(['look change', 'save mousedown', 'save click']));
    expect(made.every(({ drawn }) => drawn)).toBe(true);
  });

  it('makes no input when the element was not ready, and says so', async () => {
    await draw();
    const failure = await hold!.during(Promise.resolve(false), () => page.locator('#name').fill('Ada')).catch((error: unknown) => error);
    expect(String(failure)).toMatch(/The element was not ready to be pressed/);
    expect(await page.locator('#name').inputValue()).toBe('');
    // The next action is not held by that answer.
    await page.locator('#name').fill('Grace');
    expect(await page.locator('#name').inputValue()).toBe('Grace');
  });

  it('holds the input until the element is ready too', async () => {
    await draw();
    let ready!: (value: boolean) => void;
    const filling = hold!.during(new Promise<boolean>((resolve) => (ready = resolve)), () => page.locator('#name').fill('Ada'));
    await page.locator('#name').inputValue();
    expect(await changes()).toEqual([]);
    ready(true);
    await filling;
    expect(await page.locator('#name').inputValue()).toBe('Ada');
  });

  it('is not set up on a context it cannot reach the browser of', () => {
    expect(InputHold.install({} as BrowserContext, () => Promise.resolve())).toBeNull();
  });
});
