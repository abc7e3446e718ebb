import { readFile } from 'node:fs/promises';
import { type AddressInfo } from 'node:net';
import { type Server, createServer } from 'node:http';
import { extname, join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { parseSteps } from '@verity/steps';
import { HEURISTIC_PLANNER_NOTE, PlannerError, draftSteps } from './draft-steps';

const FIXTURES = join(__dirname, 'fixtures');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

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
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
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
  it.each<[string, string, string[]]>([
    [
      'newsletter.html',
      'Sign up for the newsletter with my email',
      [
        'Go to /newsletter.html',
        'Set {{email}} to a unique email',
        'Type "{{email}}" into "Email"',
        'Click the "Subscribe" button',
        'Check that the page shows "Thanks for subscribing!"',
      ],
    ],
    [
      'login.html',
      'A user can log in to their account',
      [
        'Go to /login.html',
        'Type "{{email}}" into "Email address"',
        'Type "{{password}}" into "Password"',
        'Click the "Sign in" button',
        'Check that the URL does not contain "/login.html"',
      ],
    ],
    ['login.html', 'Reset a forgotten password', ['Go to /login.html', 'Click the "Forgot your password?" link', 'Check that the URL contains "/forgot-password"']],
    ['shop.html', 'Search for "straw hat"', ['Go to /shop.html', 'Type "straw hat" into "Search hats"', 'Click the "Search" button', 'Check that the URL contains "/search"']],
    ['shop.html', 'Add a hat to the cart', ['Go to /shop.html', 'Click the 1st "Add to cart" button', 'Check that the page shows "Hats for every head"']],
    ['landing.html', 'Check the pricing', ['Go to /landing.html', 'Click the "Pricing" link', 'Check that the URL contains "/pricing"']],
    ['landing.html', 'Get started for free', ['Go to /landing.html', 'Click the "Get started for free" button', 'Check that the URL contains "/signup"']],
    ['landing.html', 'Frobnicate the quantum flux', ['Go to /landing.html', 'Check that the page shows "Build faster with Rocket"']],
    [
      'contact.html',
      'Send a message to technical support',
      [
        'Go to /contact.html',
        'Set {{email}} to a unique email',
        'Type "Ada Lovelace" into "Your name"',
        'Type "{{email}}" into "Work email"',
        'Type "Verity Test Co" into "Company (optional)"',
        'Select "Technical support" from "Topic"',
        'Type "Hello, this is a test message from Verity." into "Message"',
        'Check the "I agree to the privacy policy" checkbox',
        'Click the "Send message" button',
        "Check that the page shows \"Thanks! We'll be in touch within a day.\"",
      ],
    ],
    ['empty.html', 'Sign up', ['Go to /empty.html', `Check that the URL contains "${'127.0.0.1'}:PORT"`]],
  ])('drafts %s for %j', async (page, goal, expected) => {
    const steps = await draft(page, goal);
    expect(steps).toEqual(expected.map((line) => line.replace(':PORT', `:${new URL(origin).port}`)));
    expect(steps.length).toBeGreaterThanOrEqual(2);
    const parsed = parseSteps(steps);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.steps.at(-1)?.kind).toBe('assert');
  }, 30_000);

  it('does not see hidden links', async () => {
    const steps = await draft('landing.html', 'Go to the admin area');
    expect(steps.join('\n')).not.toContain('Admin');
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

  it('says how the steps were drafted', () => {
    expect(HEURISTIC_PLANNER_NOTE).toBe("Drafted without an AI model from the page's links, buttons and fields — review the steps before running.");
  });
});
