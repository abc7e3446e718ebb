import { type Browser, type Page } from 'playwright-core';
import { type Target } from '@verity/steps';
import { type FixtureServer, launchChromium, startFixtureServer } from '../../fixtures';
import { pageHas } from '../page-scripts';
import { StepFailure } from '../step-failure';
import { lookOnce, resolveTarget, waitUntilGone } from './resolve-target';
import { type Purpose } from './strategies';

jest.setTimeout(60_000);

let browser: Browser;
let site: FixtureServer;
let page: Page;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), startFixtureServer()]);
  page = await browser.newPage();
});
afterAll(async () => {
  await Promise.all([browser?.close(), site?.close()]);
});

const open = (path: string) => page.goto(new URL(path, site.url).href);
const resolve = (target: Target, purpose: Purpose = 'click', timeoutMs = 1_500) => resolveTarget(target, purpose, { page, deadline: Date.now() + timeoutMs, timeoutMs });
const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected the target not to resolve'); }, (error: unknown) => { expect(error).toBeInstanceOf(StepFailure); return error as StepFailure; });
/** The heading of the product card or todo an element sits in, to see which of several twins was picked. */
const itemOf = (found: { locator: { evaluate: Page['evaluate'] } }) => found.locator.evaluate(((el: Element) => el.closest('li')?.querySelector('h3, span')?.textContent) as never) as Promise<string>;

describe('resolveTarget on the shop', () => {
  beforeAll(() => open('index.html'));

  it('finds a button by role and exact name, recording the locator', async () => {
    const found = await resolve({ text: 'View cart', role: 'button' });
    expect(String(found.locator)).toBe("getByRole('button', { name: 'View cart', exact: true })");
    expect(found.description).toBe("the button 'View cart'");
  });

  it('takes the first of several, or the nth, or the last', async () => {
    expect(await itemOf(await resolve({ text: 'Add to cart', role: 'button' }))).toBe('Blue mug');
    const second = await resolve({ text: 'Add to cart', role: 'button', nth: 2 });
    expect(String(second.locator)).toBe("getByRole('button', { name: 'Add to cart', exact: true }).nth(1)");
    expect(await itemOf(second)).toBe('Red mug');
    expect(await itemOf(await resolve({ text: 'Add to cart', nth: -1 }))).toBe('Green teapot');
  });

  it('looks only inside the item, section or dialog named by "within"', async () => {
    expect(await itemOf(await resolve({ text: 'Add to cart', within: 'Red mug' }))).toBe('Red mug');
    const inProducts = await resolve({ text: 'Add to cart', within: 'Products', nth: 3 });
    expect(await itemOf(inProducts)).toBe('Green teapot');
  });

  it('finds images by alt text, elements by title, test id or CSS selector, dropdowns by label', async () => {
    expect((await resolve({ text: 'Verity logo' }, 'hover')).description).toBe("the image 'Verity logo'");
    expect(String((await resolve({ text: 'Free shipping over $50' }, 'read')).locator)).toContain('getByTitle');
    expect(String((await resolve({ text: 'promo-banner' }, 'read')).locator)).toBe("getByTestId('promo-banner')");
    expect(String((await resolve({ text: '#sort' }, 'select')).locator)).toBe("locator('#sort')");
    expect((await resolve({ text: 'sort by' }, 'select')).description).toBe("the dropdown 'Sort by'");
  });

  it('fails with the closest names on the page when nothing matches', async () => {
    const error = await failure(resolve({ text: 'Add to basket', role: 'button' }, 'click', 300));
    expect(error.message).toBe("No button named 'Add to basket'. Closest: 'Add to cart'.");
    expect(error.candidates).toEqual(['Add to cart']);
  });

  it('says when "nth" asks for more elements than there are', async () => {
    const error = await failure(resolve({ text: 'Add to cart', role: 'button', nth: 4 }, 'click', 300));
    expect(error.message).toBe("There are only 3 buttons named 'Add to cart', so no 4th one.");
  });

  it('says when the "within" section does not exist', async () => {
    const error = await failure(resolve({ text: 'Add to cart', within: 'Basket' }, 'click', 300));
    expect(error.message).toBe("No section named 'Basket' on the page to look in for the element 'Add to cart'.");
  });

  it('says when the element is there but hidden', async () => {
    const error = await failure(resolve({ text: 'Checkout', role: 'button' }, 'click', 300));
    expect(error.message).toBe("The button 'Checkout' is on the page but hidden.");
  });
});

describe('resolveTarget on the login page', () => {
  beforeAll(() => open('login.html'));

  it('prefers the "Sign In" button over the "Sign in" heading when acting', async () => {
    for (const target of [{ text: 'Sign in', role: 'button' }, { text: 'Sign in' }] as Target[]) {
      const found = await resolve(target);
      expect(found.description).toBe("the button 'Sign In'");
      expect(String(found.locator)).toBe("getByRole('button', { name: /^Sign in$/i })");
    }
  });

  it('a look asks nothing more once its time is up: a button only a later tier finds is not reached', async () => {
    const target: Target = { text: 'Sign in', role: 'button' };
    expect((await lookOnce(page, target, 'click', Infinity)).found?.description).toBe("the button 'Sign In'");
    expect(await lookOnce(page, target, 'click', Date.now() - 1)).toEqual({ cut: true });
  });

  it('reads the heading when checking text', async () => {
    expect((await resolve({ text: 'Sign in' }, 'state')).description).toBe("the heading 'Sign in'");
  });

  it('finds fields by label and by placeholder', async () => {
    expect(String((await resolve({ text: 'Email' }, 'fill')).locator)).toBe("getByLabel('Email', { exact: true })");
    expect(String((await resolve({ text: 'Your password' }, 'fill')).locator)).toBe("getByPlaceholder('Your password', { exact: true })");
    expect((await resolve({ text: 'remember me' }, 'check')).description).toBe("the checkbox 'Remember me'");
  });
});

describe('resolveTarget on the todo list', () => {
  beforeAll(() => open('todo.html'));

  it('picks the twin closest to the "near" text', async () => {
    expect(await itemOf(await resolve({ text: 'Delete', role: 'button', near: 'Walk the dog' }))).toBe('Walk the dog');
    expect(await itemOf(await resolve({ text: 'Delete', role: 'button', near: 'Write tests' }))).toBe('Write tests');
  });

  it('fails when the "near" text is missing', async () => {
    const error = await failure(resolve({ text: 'Delete', near: 'Feed the cat' }, 'click', 300));
    expect(error.message).toBe("No text 'Feed the cat' on the page to look near.");
  });
});

describe('a check that only needs the words on screen ("is visible", "wait for … to appear")', () => {
  beforeAll(() =>
    page.setContent(`<main>
      <p hidden>Saved</p><button>Saved</button>
      <label>Name <input></label><input placeholder="Search orders">
      <table>${Array.from({ length: 200 }, (_, row) => `<tr><td>ORD-${row}</td><td>Customer ${row}</td><td><button>Edit</button></td></tr>`).join('')}</table>
    </main>`),
  );

  it('asks for the words first, where a check of the state asks for a control first', async () => {
    const seen = await resolve({ text: 'Customer 7' }, 'see');
    expect(String(seen.locator)).toBe("getByText('Customer 7', { exact: true })");
    expect(String((await resolve({ text: 'Saved' }, 'see')).locator)).toBe("getByText('Saved', { exact: true }).nth(1)");
    expect(String((await resolve({ text: 'Saved' }, 'state')).locator)).toBe("getByRole('button', { name: 'Saved', exact: true })");
  });

  it('finds what the words name the same ways as any check: a visible twin of hidden words, a field by its label or placeholder', async () => {
    expect((await resolve({ text: 'Saved' }, 'see')).description).toBe("the button 'Saved'");
    expect((await resolve({ text: 'Name' }, 'see')).info.visible).toBe(true);
    expect((await resolve({ text: 'Search orders' }, 'see')).description).toBe("the field 'Search orders'");
    expect((await failure(resolve({ text: 'Archived' }, 'see', 300))).message).toMatch(/^No element named 'Archived'\./);
  });
});

describe('words within a longer text, and loose words for a control, on a small page', () => {
  beforeAll(() =>
    page.setContent(`<header><nav><a href="#home">Home</a><button aria-haspopup="menu">Ada Lovelace ▾</button><button>Sign In</button></nav></header>
      <p hidden>Account created</p><p role="status">Account created for ada@example.com</p>
      <p hidden>Order shipped</p><span aria-label="Order shipped">🚚</span>
      <ul><li>Edit <a href="#e1">Edit</a></li><li><a href="#e2">Edit</a></li></ul>
      <label><input type="checkbox"> Remember me</label><a href="#view">View</a>`),
  );

  it('sees words within a longer text before asking every other kind of element for them as written', async () => {
    const seen = await resolve({ text: 'Account created' }, 'see');
    // The hidden paragraph reads exactly 'Account created': the visible one holds the words in a longer text.
    expect(String(seen.locator)).toBe('getByText(/\\bAccount created\\b/i).nth(1)');
    expect(seen.info.visible).toBe(true);
  });

  it('still sees words only a label gives, when the words on screen are hidden', async () => {
    const seen = await resolve({ text: 'Order shipped' }, 'see');
    expect(seen.info.visible).toBe(true);
    expect(String(seen.locator)).not.toContain('getByText');
  });

  it('counts "the 2nd" among the elements the words name as written first, as any check does', async () => {
    const second = await resolve({ text: 'Edit', nth: 2 }, 'see');
    expect(await second.locator.getAttribute('href')).toBe('#e2');
  });

  it('finds a control named other than written at a later tier, and one of the likeliest kinds after the first', async () => {
    expect(String((await resolve({ text: 'sign in' })).locator)).toBe("getByRole('button', { name: /^sign in$/i })");
    expect(String((await resolve({ text: 'Ada Lovelace' })).locator)).toBe("getByRole('button', { name: /\\bAda Lovelace\\b/i })");
    expect(String((await resolve({ text: 'View' })).locator)).toBe("getByRole('link', { name: 'View', exact: true })");
    expect((await resolve({ text: 'Remember me' })).description).toBe("the checkbox 'Remember me'");
  });
});

describe('a choice named with its group ("Select the Pro plan")', () => {
  beforeAll(() =>
    page.setContent(`<fieldset><legend>Choose a plan</legend>
        <label><input type="radio" name="plan"> Pro</label><label><input type="radio" name="plan"> Pro Plus — $20 a month</label></fieldset>
      <div role="radiogroup" aria-label="Billing">
        <div role="radio" aria-checked="true" tabindex="0">Monthly</div><div role="radio" aria-checked="false" tabindex="-1">Yearly — save 20%</div></div>
      <section><h2>Account</h2><button>Delete</button></section>`),
  );

  it('finds the choice the first words name in the group the last words name, its exact name before a longer one', async () => {
    const pro = await resolve({ text: 'Pro plan' });
    expect(pro.description).toBe("the radio button 'Pro'");
    expect(String(pro.locator)).toBe("getByRole('group', { name: /\\bplan\\b/i }).getByRole('radio', { name: /^Pro$/i })");
    expect((await resolve({ text: 'yearly billing' }, 'check')).description).toBe("the radio button 'Yearly — save 20%'");
  });

  it('is no way to find anything but a choice, nor a choice of another group', async () => {
    expect((await failure(resolve({ text: 'Delete account' }))).message).toMatch(/^No element named 'Delete account'/);
    expect((await failure(resolve({ text: 'Monthly plan' }))).message).toMatch(/^No element named 'Monthly plan'/);
  });
});

describe('words nowhere on the page', () => {
  const gone = (text: string, timeoutMs = 300) => waitUntilGone({ text }, 'see', { page, deadline: Date.now() + timeoutMs, timeoutMs });
  const stillVisible = (text: string) => failure(gone(text)).then((error) => expect(error.message).toMatch(/is still visible after/));

  it('a hidden check of words the page does not have passes at once', async () => {
    await page.setContent('<main><h1>Orders</h1><button>Archive</button></main>');
    const started = Date.now();
    await expect(gone('Archived orders')).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(300);
  });

  it('still sees words that are only in a label, a generated content, a shadow root, a value set by a script, or split by a soft hyphen', async () => {
    await page.setContent(`<style></style><button aria-label="Close dialog">×</button><button class="badge"></button><x-panel></x-panel>
      <input type="button" id="later"><p>Ar&shy;chive report</p>`);
    // Set by script, as an app does, so that no text of the document holds the words.
    await page.evaluate(() => {
      document.styleSheets[0].insertRule('.badge::before { content: "Archived" }');
      document.querySelector('x-panel')!.attachShadow({ mode: 'open' }).innerHTML = '<button>Shadow save</button>';
      (document.getElementById('later') as HTMLInputElement).value = 'Resend code';
    });
    for (const words of ['Close dialog', 'Archived', 'Shadow save', 'Resend code', 'Archive report']) await stillVisible(words);
  });

  it('still sees a generated content in a style sheet of another origin, which the page cannot read', async () => {
    await page.route('http://styles.test/theme.css', (route) => route.fulfill({ contentType: 'text/css', body: '.icon-next::after { content: "Next page" }' }));
    try {
      await page.setContent('<link rel="stylesheet" href="http://styles.test/theme.css"><a href="#2" class="icon-next"></a>');
      await page.waitForFunction(() => document.styleSheets.length === 1);
      await stillVisible('Next page');
    } finally {
      await page.unroute('http://styles.test/theme.css');
    }
  });

  it('finds an element whose words come later, or are only in a frame of the page', async () => {
    await page.setContent('<main><p id="status">Working</p></main><iframe srcdoc="<button>Accept cookies</button>"></iframe>');
    await page.frameLocator('iframe').getByRole('button').waitFor();
    expect((await resolve({ text: 'Accept cookies' })).description).toBe("the button 'Accept cookies'");
    const later = resolve({ text: 'Report ready' }, 'see', 3_000);
    await page.evaluate(() => setTimeout(() => (document.getElementById('status')!.textContent = 'Report ready'), 300));
    expect((await later).description).toBe("the text 'Report ready'");
  });
});

describe('kinds of element the page has none of are not asked', () => {
  beforeAll(async () => {
    await page.setContent(`<main><h1>Settings</h1><div role="TAB">Billing</div><span role="switch" aria-checked="false" tabindex="0">Dark mode</span>
      <input type="file" aria-label="Upload avatar"><x-menu></x-menu><p>Plain words</p></main>`);
    await page.evaluate(() => {
      document.querySelector('x-menu')!.attachShadow({ mode: 'open' }).innerHTML =
        '<div role="menu"><div role="menuitem" tabindex="-1">Export</div></div>';
    });
  });

  it('still finds each kind the page has, by a role attribute in any case, a type of input or inside a shadow root', async () => {
    expect((await resolve({ text: 'Billing' })).description).toBe("the tab 'Billing'");
    expect((await resolve({ text: 'Dark mode' })).description).toBe("the switch 'Dark mode'");
    expect((await resolve({ text: 'Upload avatar' })).description).toBe("the button 'Upload avatar'");
    expect((await resolve({ text: 'Export' })).description).toBe("the menu item 'Export'");
    expect((await resolve({ text: 'Plain words' })).description).toBe("the text 'Plain words'");
  });

  it('a hidden check still sees a button inside a shadow root, on a page with no other button', async () => {
    await page.setContent('<main><h1>Files</h1><x-tools></x-tools></main>');
    // Named only by an image too small to see: no locator but its role finds it on screen.
    await page.evaluate(() => {
      document.querySelector('x-tools')!.attachShadow({ mode: 'open' }).innerHTML = '<div role="button" tabindex="0">⇩<img alt="Archive all" width="0" height="0"></div>';
    });
    const error = await failure(waitUntilGone({ text: 'Archive all' }, 'see', { page, deadline: Date.now() + 300, timeoutMs: 300 }));
    expect(error.message).toMatch(/is still visible after/);
  });
});

describe('words the page has only in another case', () => {
  const has = (phrase: string) => page.evaluate(pageHas, { words: phrase.toLowerCase().split(/\s+/), phrase, spellings: [], selectors: [] });

  it('tells words a name can be, as written or in another case, from words only within longer texts', async () => {
    await page.setContent(`<button>Sign In</button><button aria-label="Save draft">💾</button><input id="code">
      <p>Remember me on this device</p><button><span>Export</span> orders</button><table><tr><td>Ada</td><td>Lovelace</td></tr></table>
      <script>const label = 'Close account';</script>`);
    await page.evaluate(() => ((document.getElementById('code') as HTMLInputElement).value = 'Resend code'));
    const named = { words: true, named: true, namedAsWritten: true };
    for (const phrase of ['Sign In', 'Sign   In', 'Save draft', 'Resend code', 'Export orders', 'Ada Lovelace', 'Remember me on this device']) expect(await has(phrase)).toMatchObject(named);
    for (const phrase of ['sign in', 'SIGN IN', 'save Draft', 'resend code', 'export Orders']) expect(await has(phrase)).toMatchObject({ ...named, namedAsWritten: false });
    for (const phrase of ['Remember me', 'this device', 'Sign', 'Lovelace Ada']) expect(await has(phrase)).toMatchObject({ words: true, named: false, namedAsWritten: false });
    // Words of a script only: not on the page.
    expect(await has('Close account')).toMatchObject({ words: false });
  });

  it('clicks a submit button that has only the name the browser gives it, not a longer-named twin', async () => {
    await page.setContent('<form><button type="button">Submit order</button><input type="submit"><input type="reset"></form>');
    expect(await has('Submit')).toMatchObject({ named: true, namedAsWritten: true });
    expect(await has('reset')).toMatchObject({ named: true, namedAsWritten: false });
    expect(String((await resolve({ text: 'Submit' })).locator)).toBe("getByRole('button', { name: 'Submit', exact: true })");
    expect(await (await resolve({ text: 'submit' })).locator.evaluate((el) => el.localName)).toBe('input');
  });

  it('still finds a control whose name is made of parts the page holds apart, at a looser tier', async () => {
    await page.setContent('<p><span id="verb">Pay</span> for your order</p><p>Total <span id="amount">now</span></p><button aria-labelledby="verb amount">→</button>');
    expect((await resolve({ text: 'Pay now' })).description).toBe("the button 'Pay now'");
  });

  it('on a large page, asked first, finds a control named in another case, as written, or within a longer name, and waits for none in vain', async () => {
    const rows = Array.from({ length: 1_500 }, (_, index) => `<tr><td>ORD-${1000 + index}</td><td>Ada</td><td><a href="#o${index}">Open</a></td><td><button>Edit</button></td></tr>`).join('');
    await page.setContent(`<main><h1>Orders</h1><button>Export Orders</button><a href="#csv">Download CSV</a><label><input type="checkbox"> Remember me on this device</label><table><tbody>${rows}</tbody></table></main>`);
    // Each look is slow here: the likeliest locator goes through every element, and the page is asked first from then on.
    for (let look = 0; look < 2; look += 1) {
      expect(String((await resolve({ text: 'export orders' })).locator)).toBe("getByRole('button', { name: /^export orders$/i })");
      expect(String((await resolve({ text: 'Export Orders' })).locator)).toBe("getByRole('button', { name: 'Export Orders', exact: true })");
      expect(String((await resolve({ text: 'download csv' })).locator)).toBe("getByRole('link', { name: /^download csv$/i })");
      expect((await resolve({ text: 'orders' }, 'see')).info.visible).toBe(true);
      expect((await resolve({ text: 'remember me' }, 'state')).description).toBe("the checkbox 'Remember me on this device'");
    }
    const error = await failure(resolve({ text: 'Archive orders' }, 'click', 500));
    expect(error.message).toMatch(/Archive orders/);
  });
});

describe('auto-waiting', () => {
  beforeEach(() => open('playground.html'));

  it('on a large page with a frame of its own, finds an element that comes later, and one inside the frame', async () => {
    const rows = Array.from({ length: 1_500 }, (_, index) => `<tr><td>ORD-${index}</td><td><button>Edit</button></td></tr>`).join('');
    await page.setContent(`<main><p id="status">Preparing</p><table>${rows}</table></main><iframe srcdoc="<p id=inner>Chat</p>"></iframe>`);
    await page.frameLocator('iframe').getByText('Chat').waitFor();
    const later = resolve({ text: 'Download report' }, 'click', 4_000);
    await page.evaluate(() => setTimeout(() => (document.getElementById('status')!.innerHTML = '<a href="#report">Download report</a>'), 400));
    expect((await later).description).toBe("the link 'Download report'");
    const inFrame = resolve({ text: 'Agent joined' }, 'see', 4_000);
    await page.frames()[1].evaluate(() => setTimeout(() => (document.getElementById('inner')!.textContent = 'Agent joined'), 400));
    expect((await inFrame).description).toBe("the text 'Agent joined'");
  });

  it('waits for content that appears later, up to the deadline', async () => {
    const started = Date.now();
    const found = await resolve({ text: 'Data loaded' }, 'state', 5_000);
    expect(found.description).toBe("the text 'Data loaded'");
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('keeps looking until the deadline, then fails', async () => {
    const started = Date.now();
    const error = await failure(resolve({ text: 'Footer notes' }, 'state', 700));
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
    expect(error.message).toBe("No element named 'Footer notes'. Closest: 'Footer note'.");
  });

  it('waits for an element to go away', async () => {
    await expect(waitUntilGone({ text: 'Loading…' }, 'state', { page, deadline: Date.now() + 5_000, timeoutMs: 5_000 })).resolves.toBeUndefined();
    const error = await failure(waitUntilGone({ text: 'Available', role: 'button' }, 'state', { page, deadline: Date.now() + 200, timeoutMs: 200 }));
    expect(error.message).toBe("The button named 'Available' is still visible after 0.2 s.");
  });
});

describe('controls with no name of their own', () => {
  // TodoMVC's markup: unnamed toggles, and a delete button with only a class that shows while its item is hovered.
  const LIST = `<style>li .destroy { display: none; width: 30px; height: 30px } li:hover .destroy { display: inline-block } .destroy:after { content: '×' }</style>
    <ul><li><input type="checkbox" class="toggle"><label>Buy milk</label><button class="destroy"></button></li>
    <li><input type="checkbox" class="toggle"><label>Walk the dog</label><button class="destroy"></button></li></ul>
    <a class="shopping_cart_link" data-test="shopping-cart-link" href="#cart"><svg width="20" height="20"></svg></a>`;
  const labelOf = (found: { locator: { evaluate: Page['evaluate'] } }) => found.locator.evaluate(((el: Element) => el.closest('li')?.querySelector('label')?.textContent) as never) as Promise<string>;
  beforeEach(async () => {
    await page.mouse.move(0, 0);
    await page.setContent(LIST);
  });

  it('hovers the item a Delete button is near to show it, and finds it by its class', async () => {
    const found = await resolve({ text: 'Delete', role: 'button', near: 'Walk the dog' });
    expect(await labelOf(found)).toBe('Walk the dog');
    expect(found.description).toBe("the button 'Delete'");
    await found.locator.click({ timeout: 1_000 });
  });

  it('hovers the row of a hidden control named by its class when no text is given to look near', async () => {
    expect(await labelOf(await resolve({ text: 'Remove' }))).toBe('Buy milk');
  });

  it('finds a nameless link by the words of its test id', async () => {
    expect(await (await resolve({ text: 'Shopping cart', role: 'link' })).locator.getAttribute('href')).toBe('#cart');
  });

  it('still fails when neither a name nor a class spells the words', async () => {
    const error = await failure(resolve({ text: 'Archive', role: 'button', near: 'Buy milk' }, 'click', 300));
    expect(error.message).toMatch(/^No button named 'Archive'\./);
  });
});

describe('"in X" on a page the quick look sees whole (no shadow roots)', () => {
  beforeAll(() =>
    page.setContent(`
      <section data-place="acme"><h2><img alt="Acme Pro" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="80" height="20"></h2><button type="button">Upgrade</button></section>
      <section data-place="cards"><h3><span role="img" aria-label="Saved cards">💳</span></h3><button type="button">Upgrade</button></section>
      <section data-place="plain"><h3>Plain</h3><button type="button">Upgrade</button></section>`),
  );
  const placeOf = (found: { locator: { evaluate: Page['evaluate'] } }) => found.locator.evaluate(((el: Element) => el.closest('section')?.getAttribute('data-place')) as never) as Promise<string>;

  it('the block of a heading named by its image alone, or by a label inside it', async () => {
    expect(await placeOf(await resolve({ text: 'Upgrade', within: 'Acme Pro' }))).toBe('acme');
    expect(await placeOf(await resolve({ text: 'Upgrade', within: 'Saved cards' }))).toBe('cards');
    expect(await placeOf(await resolve({ text: 'Upgrade', within: 'Plain' }))).toBe('plain');
  });
});

describe('"in X": found inside the one place X names', () => {
  /** The text of the row, card or section the element sits in. */
  const placeOf = (found: { locator: { evaluate: Page['evaluate'] } }) =>
    found.locator.evaluate(((el: Element) => el.closest('tr, li, section')?.getAttribute('data-place')) as never) as Promise<string>;

  beforeAll(async () => {
    // As frameworks render a table: no space between cells, so a row's text runs "ORD-1300Customer 300…".
    const rows = Array.from({ length: 400 }, (_, i) => `<tr data-place="ORD-${1000 + i}"><td>ORD-${1000 + i}</td><td>Customer ${i}</td><td><button type="button">Edit</button></td></tr>`).join('');
    await page.setContent(`
      <aside aria-label="Billing"><section data-place="billing"><button type="button">Save</button></section></aside>
      <section data-place="profile"><h2>Profile</h2><button type="button">Save</button></section>
      <payment-box></payment-box><section data-place="outside"><button type="button">Pay</button></section>
      <ul><li data-place="ada-1">Ada <button type="button">Remove</button></li><li data-place="ada-2">Ada <button type="button">Remove</button></li></ul>
      <table><tbody>${rows}</tbody></table>
      <script>
        customElements.define('payment-box', class extends HTMLElement {
          connectedCallback() {
            this.attachShadow({ mode: 'open' }).innerHTML = '<section aria-label="Payment" data-place="payment"><button type="button">Pay</button></section>';
          }
        });
      </script>`);
  });

  it('a row of a table with no spaces between its cells: the locator is the row, not every kind of place at once', async () => {
    const found = await resolve({ text: 'Edit', within: 'ORD-1300' });
    expect(String(found.locator)).toBe("getByRole('row').filter({ has: getByText(/\\bORD-1300\\b/i) }).getByRole('button', { name: 'Edit', exact: true })");
    expect(await placeOf(found)).toBe('ORD-1300');
    expect(await placeOf(await resolve({ text: 'Edit', within: 'Customer 20' }))).toBe('ORD-1020');
  });

  it('a look cut short before any place says neither that the place is missing nor what is in it', async () => {
    expect(await lookOnce(page, { text: 'Edit', within: 'ORD-1300' }, 'click', Date.now() - 1)).toEqual({ cut: true });
    // Its last look cut short or not, a step whose element is missing from a place that is there says so.
    const error = await failure(resolve({ text: 'Archive', within: 'ORD-1300' }, 'click', 1_200));
    expect(error.message).toMatch(/^No element named 'Archive' in 'ORD-1300'\. /);
  });

  it('a region named so, and the block a heading titles', async () => {
    const billing = await resolve({ text: 'Save', within: 'billing' });
    expect(String(billing.locator)).toMatch(/^getByRole\('complementary', \{ name: \/\^billing\$\/i \}\)/);
    expect(await placeOf(billing)).toBe('billing');
    expect(await placeOf(await resolve({ text: 'Save', within: 'Profile' }))).toBe('profile');
  });

  it('a place inside a shadow root, which the quick look at the page does not see, is still found', async () => {
    expect(await placeOf(await resolve({ text: 'Pay', within: 'Payment' }))).toBe('payment');
  });

  it('"the 2nd" counts across all the places X names', async () => {
    expect(await placeOf(await resolve({ text: 'Remove', within: 'Ada', nth: 2 }))).toBe('ada-2');
    expect(await placeOf(await resolve({ text: 'Remove', within: 'Ada' }))).toBe('ada-1');
  });

  it('a place under an id the page gives twice is still the one X names', async () => {
    await page.evaluate(() => {
      const card = (name: string) => `<div id="card"><ul><li data-place="${name}">${name} <button type="button">Invite</button></li></ul></div>`;
      document.body.insertAdjacentHTML('beforeend', card('Grace') + card('Linus'));
    });
    expect(await placeOf(await resolve({ text: 'Invite', within: 'Linus' }))).toBe('Linus');
  });

  it('waits for the element to appear in the place, while the same words are already elsewhere on the page', async () => {
    await page.evaluate(() => {
      document.querySelector('tbody')!.insertAdjacentHTML('beforeend', '<tr data-place="ORD-2000"><td>ORD-2000</td><td>Late customer</td><td></td></tr>');
      setTimeout(() => document.querySelector('[data-place="ORD-2000"] td:last-child')!.insertAdjacentHTML('beforeend', '<button type="button">Edit</button>'), 400);
    });
    expect(await placeOf(await resolve({ text: 'Edit', within: 'ORD-2000' }, 'click', 5_000))).toBe('ORD-2000');
  });

  it('says a match in the place is hidden, and names no match from another place', async () => {
    await page.evaluate(() => {
      document.querySelector('tbody')!.insertAdjacentHTML('beforeend', '<tr data-place="ORD-3000"><td>ORD-3000</td><td>Hidden customer</td><td><button type="button" hidden>Refund</button></td></tr>');
    });
    expect((await failure(resolve({ text: 'Refund', role: 'button', within: 'ORD-3000' }))).message).toBe("The button 'Refund' is on the page but hidden.");
    expect((await failure(resolve({ text: 'Remove', role: 'button', within: 'ORD-1300' }))).message).toMatch(/^No button named 'Remove' in 'ORD-1300'\./);
  });
});
