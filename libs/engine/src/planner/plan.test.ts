import { formatStep, parseSteps } from '@verity/steps';
import { readGoal, relevance, stem, words } from './goal-words';
import { planSteps } from './plan';
import { type PageElement, type PageSnapshot } from './read-page';

const page = (elements: PageElement[], extra: Partial<PageSnapshot> = {}): PageSnapshot => ({
  url: 'https://shop.example.com/',
  title: 'Shop',
  elements,
  forms: [],
  messages: [],
  ...extra,
});
const draft = (snapshot: PageSnapshot, goal: string, start = snapshot.url) => planSteps(snapshot, goal, start).map(formatStep);

describe('goal words', () => {
  it.each([
    ['subscribed', 'subscrib'],
    ['subscribing', 'subscrib'],
    ['subscribe', 'subscrib'],
    ['pricing', 'pric'],
    ['prices', 'pric'],
    ['newsletters', 'newsletter'],
    ['searches', 'search'],
    ['shopping', 'shop'],
    ['address', 'address'],
    ['copies', 'copy'],
    ['hats', 'hat'],
  ])('stems %s as %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('joins phrases and drops stop-words', () => {
    expect(words('Sign up for the newsletter with my e-mail')).toEqual(['signup', 'newsletter', 'email']);
    expect(words('A visitor can log in and then check out')).toEqual(['login', 'checkout']);
    expect(words('Add the blue hat to my cart')).toEqual(['addtocart']);
  });

  it('scores names by the goal words, then by words of the same meaning', () => {
    const goal = readGoal('Sign up for the newsletter with my email');
    expect(relevance('Newsletter', goal)).toBe(1);
    expect(relevance('Subscribe', goal)).toBeCloseTo(0.6);
    expect(relevance('Blog', goal)).toBe(0);
    expect(readGoal('search for "straw hat" please').quoted).toEqual(['straw hat']);
  });
});

describe('planSteps', () => {
  it('fills and submits the form the goal is about, generating a unique email, and checks the hidden success text', () => {
    const snapshot = page(
      [
        { kind: 'link', name: 'Sign up', href: 'https://shop.example.com/signup' },
        { kind: 'heading', name: 'Newsletter' },
        { kind: 'field', name: 'Email', inputType: 'email', form: 0, hints: 'email', isRequired: true },
        { kind: 'button', name: 'Subscribe', form: 0, isSubmit: true },
      ],
      { forms: [{ label: 'Newsletter', method: 'get', action: null }], messages: ['Thanks for subscribing!'] },
    );
    expect(draft(snapshot, 'sign up for the newsletter with my email')).toEqual([
      'Go to /',
      'Set {{email}} to a unique email',
      'Type "{{email}}" into "Email"',
      'Click the "Subscribe" button',
      'Check that the page shows "Thanks for subscribing!"',
    ]);
  });

  it('signs in with the test variables rather than generated values, and checks that the sign-in page is left', () => {
    const snapshot = page(
      [
        { kind: 'field', name: 'Email', inputType: 'email', form: 0 },
        { kind: 'field', name: 'Password', inputType: 'password', form: 0 },
        { kind: 'checkbox', name: 'Remember me', form: 0 },
        { kind: 'button', name: 'Log in', form: 0, isSubmit: true },
      ],
      { url: 'https://app.example.com/login', forms: [{ label: '', method: 'post', action: null }] },
    );
    expect(draft(snapshot, 'A user can log in')).toEqual([
      'Go to /login',
      'Type "{{email}}" into "Email"',
      'Type "{{password}}" into "Password"',
      'Click the "Log in" button',
      'Check that the URL does not contain "/login"',
    ]);
  });

  it('follows the link the goal names and checks the address it leads to', () => {
    const snapshot = page([
      { kind: 'heading', name: 'Welcome' },
      { kind: 'link', name: 'Plans & pricing', href: 'https://shop.example.com/pricing?ref=nav' },
      { kind: 'link', name: 'Blog', href: 'https://shop.example.com/blog' },
    ]);
    expect(draft(snapshot, 'See how much it costs: the pricing')).toEqual(['Go to /', 'Click the "Plans & pricing" link', 'Check that the URL contains "/pricing"']);
  });

  it("never follows a footer's mail or phone link for words of an address or a field, only when the goal says to write or call", () => {
    const snapshot = page([
      { kind: 'link', name: 'Checkout', href: 'https://shop.example.com/checkout' },
      { kind: 'link', name: 'help@shop.example', href: 'mailto:help@shop.example' },
      { kind: 'link', name: '+1 (555) 010-4477', href: 'tel:+15550104477' },
    ]);
    expect(draft(snapshot, 'check out with email ada@shop.example')).toEqual(['Go to /', 'Click the "Checkout" link', 'Check that the URL contains "/checkout"']);
    expect(draft(snapshot, 'write to help@shop.example')[1]).toBe('Click the "help@shop.example" link');
    expect(draft(snapshot, 'contact support by phone: +1 (555) 010-4477')[1]).toBe('Click the "+1 (555) 010-4477" link');
  });

  it('checks the host of a link to another site', () => {
    const snapshot = page([{ kind: 'link', name: 'Documentation', href: 'https://docs.example.org/start' }]);
    expect(draft(snapshot, 'open the documentation').at(-1)).toBe('Check that the URL contains "docs.example.org"');
  });

  it('numbers a name that appears more than once', () => {
    const snapshot = page([
      { kind: 'heading', name: 'Hats' },
      { kind: 'button', name: 'Add to cart' },
      { kind: 'button', name: 'Add to cart' },
    ]);
    expect(draft(snapshot, 'add a hat to the cart')).toEqual(['Go to /', 'Click the 1st "Add to cart" button', 'Check that the page shows "Hats"']);
  });

  it('picks the option the goal names, the required and agreement boxes only, and skips fields it cannot fill sensibly', () => {
    const snapshot = page(
      [
        { kind: 'field', name: 'Full name', inputType: 'text', form: 0 },
        { kind: 'field', name: 'Voucher', inputType: 'text', form: 0 },
        { kind: 'select', name: 'Topic', inputType: 'select', form: 0, options: ['Sales', 'Billing question'] },
        { kind: 'field', name: 'Details', inputType: 'textarea', form: 0 },
        { kind: 'checkbox', name: 'I accept the terms', form: 0 },
        { kind: 'checkbox', name: 'Email me offers', form: 0 },
        { kind: 'button', name: 'Send', form: 0, isSubmit: true },
      ],
      { forms: [{ label: 'Contact', method: 'post', action: 'https://shop.example.com/contact/sent' }] },
    );
    expect(draft(snapshot, 'contact us with a billing question')).toEqual([
      'Go to /',
      'Type "Ada Lovelace" into "Full name"',
      'Select "Billing question" from "Topic"',
      'Type "Hello, this is a test message from Verity." into "Details"',
      'Check the "I accept the terms" checkbox',
      'Click the "Send" button',
      'Check that the URL contains "/contact/sent"',
    ]);
  });

  it('types the searched words and checks that the results show them when the form stays on the page', () => {
    const snapshot = page(
      [
        { kind: 'field', name: 'Search', inputType: 'search', form: 0 },
        { kind: 'button', name: 'Go', form: 0, isSubmit: true },
      ],
      { forms: [{ label: '', method: 'get', action: null }] },
    );
    expect(draft(snapshot, 'Search for red shoes.')).toEqual(['Go to /', 'Type "red shoes" into "Search"', 'Click the "Go" button', 'Check that the page shows "red shoes"']);
  });

  it('presses Enter in a search box that has no form', () => {
    const snapshot = page([{ kind: 'heading', name: 'Docs' }, { kind: 'field', name: 'Search docs', inputType: 'search' }]);
    expect(draft(snapshot, 'search the docs for "webhooks"')).toEqual([
      'Go to /',
      'Type "webhooks" into "Search docs"',
      'Press Enter in "Search docs"',
      'Check that the page shows "Docs"',
    ]);
  });

  it.each<[string, PageSnapshot, string]>([
    ['the main heading', page([{ kind: 'heading', name: 'Build faster' }, { kind: 'link', name: 'Blog', href: 'https://shop.example.com/blog' }]), 'Check that the page shows "Build faster"'],
    ['the title', page([{ kind: 'link', name: 'Blog', href: 'https://shop.example.com/blog' }], { title: 'Rocket' }), 'Check that the title contains "Rocket"'],
    ['the host', page([], { title: '' }), 'Check that the URL contains "shop.example.com"'],
  ])('ends a goal that matches nothing with a check on %s', (_what, snapshot, last) => {
    expect(draft(snapshot, 'frobnicate the quantum flux')).toEqual(['Go to /', last]);
  });

  it('keeps the start path and query of the base URL', () => {
    expect(draft(page([], { url: 'https://x.example/app/?lang=en' }), 'anything')[0]).toBe('Go to /app/?lang=en');
  });

  it('writes names with quotes so that they still parse', () => {
    const snapshot = page([{ kind: 'button', name: 'Say "hi"' }, { kind: 'heading', name: "Don't \"panic\"" }]);
    const steps = draft(snapshot, 'say hi');
    expect(steps).toEqual(['Go to /', 'Click the \'Say "hi"\' button', 'Check that the page shows “Don\'t "panic"”']);
    expect(parseSteps(steps).ok).toBe(true);
  });
});
