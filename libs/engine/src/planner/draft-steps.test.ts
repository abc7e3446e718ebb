import { readFile } from 'node:fs/promises';
import { type AddressInfo } from 'node:net';
import { type Server, createServer } from 'node:http';
import { extname, join } from 'node:path';
import { type Browser } from 'playwright-core';
import { parseSteps } from '@verity/steps';
import { launchChromium } from '../fixtures';
import { draftSteps } from './draft-steps';
import { PlannerError } from './planner-errors';

const FIXTURES = join(__dirname, 'fixtures');

let browser: Browser;
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixtures').pathname;
    if (path === '/slow.html') return; // never answers: the planner must give up on its own
    readFile(join(FIXTURES, path.replace(/^\/+/, '')))
      .then((body) => response.writeHead(200, { 'content-type': extname(path) === '.html' ? 'text/html; charset=utf-8' : 'text/plain' }).end(body))
      .catch(() => response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  // Every draft, even a failed one, closes the context it opened.
  expect(browser.contexts()).toHaveLength(0);
});

const draft = (page: string, goal: string, options: { timeoutMs?: number } = {}) =>
  draftSteps({ base_url: `${origin}/${page}`, goal_description: goal }, { browser, allowPrivateNetwork: true, ...options });

describe('draftSteps on fixture pages in Chromium', () => {
  it('fills and sends the form a goal names, with generated values it defines, and checks what appeared', async () => {
    const drafted = await draft('newsletter.html', 'Sign up for the newsletter with my email');
    expect(drafted).toEqual({
      steps: [
        'Go to /newsletter.html',
        'Set {{email}} to a unique email',
        'Type "{{email}}" into "Email"',
        'Click the "Subscribe" button',
        'Check that the page shows "Thanks for subscribing!"',
      ],
      unmapped: [],
      failure: null,
      model: null,
    });
    expect(parseSteps(drafted.steps).ok).toBe(true);
  }, 30_000);

  // These pages link to addresses the fixture server does not have: doing the goal ends on a "Not found" page,
  // which is no outcome to keep, so the draft says it needs one instead of checking the error page.
  it.each<[string, string, string[]]>([
    ['login.html', 'Reset a forgotten password', ['Go to /login.html', 'Click the "Forgot your password?" link']],
    ['shop.html', 'Search for "straw hat"', ['Go to /shop.html', 'Type "straw hat" into "Search hats"', 'Press Enter in "Search hats"']],
    ['landing.html', 'Check the pricing', ['Go to /landing.html', 'Click the "Pricing" link']],
    ['landing.html', 'Get started for free', ['Go to /landing.html', 'Click the "Get started for free" button']],
  ])('drafts %s for %j, and asks for the outcome when the site shows only an error', async (page, goal, expected) => {
    const drafted = await draft(page, goal);
    expect(drafted.steps).toEqual(expected);
    expect(drafted.unmapped).toEqual([{ clause: '(the outcome)', reason: expect.stringContaining('add what should be true afterwards') }]);
    expect(drafted.steps.join('\n')).not.toMatch(/Not found/);
  }, 30_000);

  it.each([
    ['login.html', 'A user can log in to their account'],
    ['landing.html', 'Frobnicate the quantum flux'],
    ['empty.html', 'Sign up'],
  ])('refuses to draft %s for %j: nothing in the goal can be done there (no credentials, no such thing)', async (page, goal) => {
    await expect(draft(page, goal)).rejects.toMatchObject({ name: 'PlannerError', code: 'goal_not_actionable' });
  }, 30_000);

  it('does not see hidden links', async () => {
    const failure = draft('landing.html', 'Go to the admin area');
    await expect(failure).rejects.toMatchObject({ code: 'goal_not_actionable' });
  }, 30_000);

  it.each([
    ['missing.html', 'the site answered HTTP 404 Not Found'],
    ['slow.html', 'it did not load within 2 seconds'],
  ])('refuses %s with the reason the page could not be loaded', async (page, reason) => {
    const failure = draft(page, 'anything', { timeoutMs: 2_000 });
    await expect(failure).rejects.toThrow(PlannerError);
    await expect(failure).rejects.toMatchObject({ code: 'unreachable', message: `Could not open ${origin}/${page}: ${reason}.` });
  }, 30_000);

  it('refuses a server that is not listening', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const failure = draftSteps({ base_url: `http://127.0.0.1:${port}/`, goal_description: 'x' }, { browser, allowPrivateNetwork: true });
    await expect(failure).rejects.toMatchObject({ code: 'unreachable', message: `Could not open http://127.0.0.1:${port}/: the connection was refused.` });
  }, 30_000);

  it('refuses private addresses when private networks are not allowed, before opening a page', async () => {
    const failure = draftSteps({ base_url: `${origin}/newsletter.html`, goal_description: 'subscribe' }, { browser, allowPrivateNetwork: false });
    await expect(failure).rejects.toMatchObject({ name: 'PlannerError', code: 'private_target' });
    await expect(failure).rejects.toThrow('127.0.0.1 is a private, loopback or link-local address');
  });

  it.each(['file:///etc/passwd', 'not a url'])('refuses %j as a base URL', async (url) => {
    await expect(draftSteps({ base_url: url, goal_description: 'x' }, { browser, allowPrivateNetwork: true })).rejects.toMatchObject({ code: 'invalid_url' });
  });
});
