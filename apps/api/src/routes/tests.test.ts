import { type StepResult } from '@verity/contracts';
import { testRuns } from '@verity/db';
import { DraftCancelledError, PlannerError, type PlannerErrorCode } from '@verity/engine';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { insertRun } from '../repositories/test-runs';
import { createServer } from '../server';
import { JWT_SECRET, newUser, type TestUser, useApi } from '../testing/api-harness';

const PLANNED_STEPS = ['Open /', 'Click "Sign in"', 'Expect text "Welcome"'];
/** The clauses of the test planner's slow goal, each drafted in 300 ms. */
const SLOW_GOAL_CLAUSES = ['log in', 'add the mug to the cart', 'check out'];
const UNMAPPED = [{ clause: 'pay with the gift card', reason: 'There is no field called "gift card" on the page.' }];
const FAILURE = { step: 3, reason: 'The page does not show "Welcome".' };
// Goals on which the planner refuses the base URL the way the real one does.
const PLANNER_REFUSALS: Array<[goal: string, message: string, code: PlannerErrorCode]> = [
  ['goal on a missing page', 'Could not open https://a.b/: the site answered HTTP 404 Not Found.', 'unreachable'],
  ['goal on an intranet', 'Could not open http://10.0.0.5/: 10.0.0.5 is a private, loopback or link-local address: Verity does not open addresses inside private networks. Use a public URL.', 'private_target'],
  ['goal on a bad address', 'base_url must be an http:// or https:// URL.', 'invalid_url'],
  ['goal with nothing to do', 'Nothing in the goal could be done on https://a.b/: nothing matches.', 'goal_not_actionable'],
  [
    'goal with no browser',
    'No browser for test runs: there is no Chrome or Chromium on this machine, no Playwright Chromium, and neither CHROMIUM_PATH nor BROWSER_WS_ENDPOINT is set. Run `npx playwright-core install chromium` in the Verity folder (or install Chrome or Chromium, or set CHROMIUM_PATH to one), then run the test again.',
    'browser_unavailable',
  ],
];

describe('tests', () => {
  const planned: Array<{ base_url: string; goal_description: string }> = [];
  const api = useApi({
    // A small real planner: drafts steps from the goal, and fails on request so the 502 path is exercised.
    draftSteps: async (input, options) => {
      planned.push(input);
      // A slow draft, reporting each clause, that stops when it is cancelled.
      if (input.goal_description === 'slow goal') {
        for (const [index, clause] of SLOW_GOAL_CLAUSES.entries()) {
          options?.onProgress?.({ clause, number: index + 1, total: 3, steps: PLANNED_STEPS.slice(0, index + 1) });
          await new Promise((resolve) => setTimeout(resolve, 300));
          if (options?.signal?.aborted) throw new DraftCancelledError();
        }
      }
      if (input.goal_description.includes('fail')) throw new Error('model unavailable');
      const refusal = PLANNER_REFUSALS.find(([goal]) => input.goal_description === goal);
      if (refusal) throw new PlannerError(refusal[1], refusal[2]);
      return { steps: PLANNED_STEPS, unmapped: UNMAPPED, failure: FAILURE };
    },
  });
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([newUser(), newUser()]);
  });

  const inject: ReturnType<typeof api>['injectAs'] = (...args) => api().injectAs(...args);

  const createTest = async (user: TestUser, configuration: Record<string, unknown> = {}) => {
    const response = await inject(user, 'POST', '/api/tests/', { configuration: { name: 'Login', base_url: 'https://example.com', ...configuration } });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: string; configuration: Record<string, unknown> };
  };

  it('creates a test and reads it back alone and in the list (with and without the trailing slash)', async () => {
    const folder = (await inject(alice, 'POST', '/api/folders/', { name: 'Auth' })).json().data;
    const response = await inject(alice, 'POST', '/api/tests', {
      configuration: {
        name: 'Sign in',
        base_url: 'https://shop.example.com',
        instructions: ['Open /login', 'Type "a@b.c" into "Email"'],
        folder_id: folder.id,
        viewport: { width: 1440, height: 900 },
        variables: { user_email: 'a@b.c' },
        goal_description: 'Signing in works',
        model_calls: 'never',
      },
    });
    expect(response.statusCode).toBe(201);
    const test = response.json().data;
    expect(response.json()).toEqual({
      ok: true,
      data: {
        id: expect.any(String),
        configuration: {
          name: 'Sign in',
          base_url: 'https://shop.example.com',
          instructions: ['Open /login', 'Type "a@b.c" into "Email"'],
          folder_id: folder.id,
          viewport: { width: 1440, height: 900 },
          variables: { user_email: 'a@b.c' },
          goal_description: 'Signing in works',
          model_calls: 'never',
        },
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
      error: null,
      error_code: null,
    });
    expect((await inject(alice, 'GET', `/api/tests/${test.id}`)).json().data).toEqual(test);
    for (const url of ['/api/tests/', '/api/tests']) {
      expect((await inject(alice, 'GET', url)).json().data).toContainEqual(test);
    }
    // "Never call a model" is cleared with null, like the other optional settings.
    const allowed = await inject(alice, 'PUT', `/api/tests/${test.id}`, { configuration: { model_calls: null } });
    expect(allowed.json().data.configuration.model_calls).toBeUndefined();
    expect((await inject(alice, 'PUT', `/api/tests/${test.id}`, { configuration: { model_calls: 'sometimes' } })).statusCode).toBe(400);
  });

  it.each([
    [{}],
    [{ configuration: {} }],
    [{ configuration: { name: 'x' } }],
    [{ configuration: { base_url: 'https://example.com' } }],
    [{ configuration: { name: '  ', base_url: 'https://example.com' } }],
    [{ name: 'x', base_url: 'https://example.com' }],
  ])('answers %j with the spec message', async (payload) => {
    const response = await inject(alice, 'POST', '/api/tests/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ok: false,
      data: null,
      error: 'Both name and base_url are required to create a test.',
      error_code: 'validation_failed',
    });
  });

  it.each(['ftp://example.com', 'example.com', 'javascript:alert(1)'])('rejects the base_url %s', async (base_url) => {
    const response = await inject(alice, 'POST', '/api/tests/', { configuration: { name: 'x', base_url } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, data: null, error: 'base_url must be an http:// or https:// URL.', error_code: 'validation_failed' });
  });

  it('names unknown and invalid fields', async () => {
    const unknown = await inject(alice, 'POST', '/api/tests/', { configuration: { name: 'x', base_url: 'http://a.b', colour: 'red' } });
    expect(unknown.json().error).toBe("Unknown field 'colour' in configuration.");
    const topLevel = await inject(alice, 'POST', '/api/tests/', { configuration: { name: 'x', base_url: 'http://a.b' }, extra: 1 });
    expect(topLevel.json().error).toBe("Unknown field 'extra'.");
    const viewport = await inject(alice, 'POST', '/api/tests/', { configuration: { name: 'x', base_url: 'http://a.b', viewport: { width: 10, height: 800 } } });
    expect(viewport.statusCode).toBe(400);
    expect(viewport.json().error).toMatch(/^configuration\.viewport\.width: /);
    const malformedJson = await api().server.inject({
      method: 'POST',
      url: '/api/tests/',
      headers: { ...alice.headers, 'content-type': 'application/json' },
      payload: '{"configuration":',
    });
    expect(malformedJson.statusCode).toBe(400);
    expect(malformedJson.json()).toEqual({ ok: false, data: null, error: 'The request body is refused: it is not valid JSON.', error_code: 'bad_request' });
  });

  it('refuses text Postgres cannot store with a 400 naming the field, on every route that writes, and stores nothing', async () => {
    const user = await newUser();
    const test = await createTest(user);
    const refused = [
      ['POST', '/api/tests/', { configuration: { name: 'a\u0000b', base_url: 'http://a.b' } }, 'configuration.name'],
      ['POST', '/api/tests/', { configuration: { name: 'x', base_url: 'http://a.b', instructions: ['Open /', 'Click \ud800'] } }, 'configuration.instructions[1]'],
      ['POST', '/api/tests/', { configuration: { name: 'x', base_url: 'http://a.b', variables: { who: 'nul\u0000' } } }, 'configuration.variables.who'],
      ['PUT', `/api/tests/${test.id}`, { configuration: { goal_description: '\udc00' } }, 'configuration.goal_description'],
      ['POST', '/api/tests/create-from-description', { name: 'x', base_url: 'http://a.b', goal_description: 'Buy\u0000' }, 'goal_description'],
      ['POST', '/api/folders/', { name: '\u0000' }, 'name'],
      ['PUT', '/api/profile/onboarding', { role: 'QA', companyTeamSize: '1', hearAboutUs: 'x', hasExpectations: true, expectations: '\u0000' }, 'expectations'],
    ] as const;
    for (const [method, url, body, field] of refused) {
      const response = await inject(user, method, url, body);
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        400,
        {
          ok: false,
          data: null,
          error: `${field} holds a character that cannot be stored (a NUL character, or half of a character such as an emoji). Remove it and try again.`,
          error_code: 'invalid_text',
        },
      ]);
    }
    const tests = (await inject(user, 'GET', '/api/tests/')).json().data;
    expect(tests.map((stored: { id: string }) => stored.id)).toEqual([test.id]);
  });

  it('files a test only in the caller’s own folder that is not deleted', async () => {
    const bobsFolder = (await inject(bob, 'POST', '/api/folders/', { name: 'Bob' })).json().data;
    const foreign = await inject(alice, 'POST', '/api/tests/', { configuration: { name: 'x', base_url: 'http://a.b', folder_id: bobsFolder.id } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Folder not found.');

    const deletedFolder = (await inject(alice, 'POST', '/api/folders/', { name: 'Gone' })).json().data;
    await inject(alice, 'DELETE', `/api/folders/${deletedFolder.id}`);
    const test = await createTest(alice);
    const moved = await inject(alice, 'PUT', `/api/tests/${test.id}`, { configuration: { folder_id: deletedFolder.id } });
    expect(moved.statusCode).toBe(404);
    expect(moved.json().error).toBe('Folder not found.');
  });

  it('updates part of a configuration and keeps the rest', async () => {
    const folder = (await inject(alice, 'POST', '/api/folders/', { name: 'F' })).json().data;
    const test = await createTest(alice, { instructions: ['Open /'], goal_description: 'Goal' });
    const updated = await inject(alice, 'PUT', `/api/tests/${test.id}`, {
      configuration: { name: 'Renamed', folder_id: folder.id, goal_description: null },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.configuration).toEqual({
      name: 'Renamed',
      base_url: 'https://example.com',
      instructions: ['Open /'],
      folder_id: folder.id,
    });
    const bare = await inject(alice, 'PUT', `/api/tests/${test.id}`, { instructions: ['Open /a', 'Open /b'] });
    expect(bare.json().data.configuration).toMatchObject({ name: 'Renamed', instructions: ['Open /a', 'Open /b'], folder_id: folder.id });
    const unfiled = await inject(alice, 'PUT', `/api/tests/${test.id}`, { configuration: { folder_id: null } });
    expect(unfiled.json().data.configuration.folder_id).toBeNull();
  });

  it('rejects an empty update, a bad base_url and unknown fields on update', async () => {
    const test = await createTest(alice);
    for (const payload of [undefined, {}, { configuration: {} }]) {
      const response = await inject(alice, 'PUT', `/api/tests/${test.id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ ok: false, data: null, error: 'Update input cannot be empty.', error_code: 'validation_failed' });
    }
    const badUrl = await inject(alice, 'PUT', `/api/tests/${test.id}`, { configuration: { base_url: 'mailto:x@y.z' } });
    expect(badUrl.json().error).toBe('base_url must be an http:// or https:// URL.');
    const unknown = await inject(alice, 'PUT', `/api/tests/${test.id}`, { configuration: { owner_id: 'x' } });
    expect(unknown.json().error).toBe("Unknown field 'owner_id' in configuration.");
  });

  it('deletes a test: gone from reads and the list, its runs keep their snapshot', async () => {
    const test = await createTest(alice, { instructions: ['Open /'] });
    const run = (await inject(alice, 'POST', `/api/tests/${test.id}/run`)).json().data;
    const deleted = await inject(alice, 'DELETE', `/api/tests/${test.id}`);
    expect(deleted.json()).toEqual({ ok: true, data: { id: test.id, deleted: true }, error: null, error_code: null });
    expect((await inject(alice, 'GET', `/api/tests/${test.id}`)).statusCode).toBe(404);
    expect((await inject(alice, 'DELETE', `/api/tests/${test.id}`)).statusCode).toBe(404);
    const kept = (await inject(alice, 'GET', `/api/test-runs/${run.id}`)).json().data;
    expect(kept).toMatchObject({ test_id: null, configuration: { name: 'Login', instructions: ['Open /'] } });
  });

  it('answers a malformed id with 400 and another user’s test with 404 for every operation', async () => {
    const test = await createTest(alice);
    const operations = [
      ['GET', ''],
      ['PUT', '', { configuration: { name: 'Stolen' } }],
      ['DELETE', ''],
      ['POST', '/run'],
      ['GET', '/export?format=text'],
    ] as const;
    for (const [method, suffix, payload] of operations) {
      const malformed = await inject(alice, method, `/api/tests/123${suffix}`, payload);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ ok: false, data: null, error: 'A valid test id is required.', error_code: 'invalid_id' });
      const foreign = await inject(bob, method, `/api/tests/${test.id}${suffix}`, payload);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ ok: false, data: null, error: 'Test not found.', error_code: 'not_found' });
    }
    expect((await inject(bob, 'GET', '/api/tests/')).json().data).toEqual([]);
    expect((await inject(alice, 'GET', `/api/tests/${test.id}`)).json().data.configuration.name).toBe('Login');
  });

  describe('export', () => {
    const STEPS = ['Open /login', 'Type "{{email}}" into "Email"', 'Click "Sign in"', 'Check that the page shows "Welcome"'];
    const LOCATORS = [null, "getByLabel('Email', { exact: true })", "getByRole('button', { name: 'Sign in', exact: true })", null];

    /** A finished run of the test, recorded as the worker records it. */
    async function finishedRun(user: TestUser, testId: string, status: 'completed' | 'failed', instructions = STEPS) {
      const run = await insertRun(api().db, user.id, { testId, status, configuration: { name: 'Login', base_url: 'https://example.com', instructions } });
      const steps: StepResult[] = instructions.map((instruction, index) => ({
        index,
        instruction,
        status: status === 'failed' && index === 2 ? 'failed' : 'completed',
        locator: LOCATORS[index] ?? null,
      }));
      await api().db.update(testRuns).set({ steps }).where(eq(testRuns.id, run.id));
      return run;
    }
    const exportOf = async (user: TestUser, testId: string, format = 'playwright') => (await inject(user, 'GET', `/api/tests/${testId}/export?format=${format}`)).json();

    it('exports the steps as text', async () => {
      const test = await createTest(alice, { name: 'Sign in (EU)', instructions: STEPS });
      expect(await exportOf(alice, test.id, 'text')).toEqual({
        ok: true,
        data: { format: 'text', file_name: 'sign-in-eu-steps.txt', content: `# Sign in (EU)\n# Base URL: https://example.com\n${STEPS.join('\n')}\n`, untranslated_steps: [] },
        error: null,
        error_code: null,
      });
    });

    it('exports a Playwright spec with locators derived from the steps while no run passed, and lists the steps it could not do', async () => {
      const user = await newUser();
      const test = await createTest(user, { name: 'Sign in', instructions: ['Log in as ada with password secret', ...STEPS.slice(2)], variables: { email: 'a@b.c' } });
      await finishedRun(user, test.id, 'failed');
      const { data } = await exportOf(user, test.id);
      expect(data).toMatchObject({ format: 'playwright', file_name: 'sign-in.spec.ts', untranslated_steps: [1] });
      expect(data.content).toContain('// Locators: derived from the steps');
      expect(data.content).toContain("throw new Error('Step 1 is not exported: Log in as ada with password secret');");
      expect(data.content).toContain("await page.getByRole('button', { name: 'Sign in' }).or(page.getByRole('link', { name: 'Sign in' })).or(page.getByRole('menuitem', { name: 'Sign in' })).first().click();");
    });

    it("uses the locators of the newest run that passed with the test's current steps, until the steps change", async () => {
      const user = await newUser();
      const test = await createTest(user, { instructions: STEPS, variables: { email: 'a@b.c' } });
      const passed = await finishedRun(user, test.id, 'completed');
      await finishedRun(user, test.id, 'failed');
      const { data } = await exportOf(user, test.id);
      expect(data.content).toContain(`// Locators: the ones Verity used in run ${passed.id}`);
      expect(data.content).toContain("await page.getByRole('button', { name: 'Sign in', exact: true }).click();");
      expect(data.content).toContain("await page.getByLabel('Email', { exact: true }).fill(EMAIL);");

      await inject(user, 'PUT', `/api/tests/${test.id}`, { configuration: { instructions: [...STEPS, 'Click "Sign out"'] } });
      expect((await exportOf(user, test.id)).data.content).toContain('// Locators: derived from the steps');
    });

    it("waits as the test's runs wait: its own step timeout and window, else its owner's defaults", async () => {
      const user = await newUser();
      const test = await createTest(user, { instructions: STEPS });
      expect((await exportOf(user, test.id)).data.content).toContain('test.use({ baseURL: BASE_URL, viewport: { width: 1280, height: 800 } });');
      await inject(user, 'PUT', '/api/profile/run-defaults', { step_timeout_ms: 10_000, viewport: { width: 1440, height: 900 } });
      const content = (await exportOf(user, test.id)).data.content as string;
      expect(content).toContain('const expect = baseExpect.configure({ timeout: 10_000 });');
      expect(content).toContain('test.use({ baseURL: BASE_URL, viewport: { width: 1440, height: 900 }, actionTimeout: 10_000 });');
      await inject(user, 'PUT', `/api/tests/${test.id}`, { configuration: { step_timeout_ms: 20_000, viewport: { width: 390, height: 844 } } });
      expect((await exportOf(user, test.id)).data.content).toContain('test.use({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, actionTimeout: 20_000 });');
    });

    it.each([
      ['format=pdf', 'Unknown export format "pdf": use playwright or text.'],
      ['format=', 'Say which format to export to: playwright or text.'],
      ['', 'Say which format to export to: playwright or text.'],
    ])('answers ?%s with 400 naming the formats', async (query, error) => {
      const test = await createTest(alice);
      const response = await inject(alice, 'GET', `/api/tests/${test.id}/export?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ ok: false, data: null, error, error_code: 'validation_failed' });
    });
  });

  describe('create-from-description', () => {
    it("creates a test whose steps the planner drafted from the goal, and answers with the draft's report", async () => {
      const response = await inject(alice, 'POST', '/api/tests/create-from-description', {
        name: 'Checkout',
        base_url: 'https://shop.example.com',
        goal_description: 'A visitor can buy a hat',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.configuration).toEqual({
        name: 'Checkout',
        base_url: 'https://shop.example.com',
        goal_description: 'A visitor can buy a hat',
        instructions: PLANNED_STEPS,
        folder_id: null,
      });
      expect(response.json().data.draft).toEqual({ unmapped: UNMAPPED, failure: FAILURE, model: null });
      // The report belongs to the answer, not to the test.
      expect((await inject(alice, 'GET', `/api/tests/${response.json().data.id}`)).json().data).not.toHaveProperty('draft');
      expect(planned).toContainEqual({ base_url: 'https://shop.example.com', goal_description: 'A visitor can buy a hat' });
    });

    it.each([[{}], [{ name: 'x', base_url: 'https://a.b' }], [{ name: 'x', goal_description: 'g' }], [{ base_url: 'https://a.b', goal_description: 'g' }], [{ name: 'x', base_url: 'https://a.b', goal_description: ' ' }]])(
      'answers %j with the spec message',
      async (payload) => {
        const response = await inject(alice, 'POST', '/api/tests/create-from-description', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          ok: false,
          data: null,
          error: 'Name, base_url, and goal_description are required to create a test from description.',
          error_code: 'validation_failed',
        });
      },
    );

    it('rejects a non-http base_url and reports a planner failure without details', async () => {
      const badUrl = await inject(alice, 'POST', '/api/tests/create-from-description', { name: 'x', base_url: 'file:///etc/passwd', goal_description: 'g' });
      expect(badUrl.json().error).toBe('base_url must be an http:// or https:// URL.');
      const failed = await inject(alice, 'POST', '/api/tests/create-from-description', { name: 'x', base_url: 'https://a.b', goal_description: 'please fail' });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ ok: false, data: null, error_code: 'planner_failed' });
      expect(failed.json().error).not.toMatch(/model unavailable/);
    });

    it.each([
      ['goal on a missing page', 422, 'base_url_unreachable'],
      ['goal on an intranet', 422, 'base_url_not_allowed'],
      ['goal on a bad address', 400, 'validation_failed'],
      ['goal with no browser', 503, 'browser_unavailable'],
      ['goal with nothing to do', 422, 'goal_not_actionable'],
    ])('answers a goal the planner could not explore (%s) with its reason, and creates no test', async (goal, status, errorCode) => {
      const user = await newUser();
      const response = await inject(user, 'POST', '/api/tests/create-from-description', { name: 'x', base_url: 'https://a.b', goal_description: goal });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ ok: false, data: null, error: PLANNER_REFUSALS.find(([refused]) => refused === goal)?.[1], error_code: errorCode });
      expect((await inject(user, 'GET', '/api/tests/')).json().data).toEqual([]);
    });

    it('drafts at most 30 tests an hour per user: the rest are refused with 429 rate_limited before the planner starts', async () => {
      const user = await newUser();
      const plannedBefore = planned.length;
      const draft = (i: number) => inject(user, 'POST', '/api/tests/create-from-description', { name: `Draft ${i}`, base_url: 'https://a.b', goal_description: 'log in' });
      const responses = await Promise.all(Array.from({ length: 34 }, (_, i) => draft(i)));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([...Array(30).fill(201), ...Array(4).fill(429)]);
      const limited = responses.find((response) => response.statusCode === 429)!;
      expect(limited.json()).toMatchObject({ ok: false, data: null, error_code: 'rate_limited', error: 'You are drafting tests too quickly. Try again in 120 seconds.' });
      expect(planned.length - plannedBefore).toBe(30);
      expect((await inject(user, 'GET', '/api/tests/')).json().data).toHaveLength(30);
      expect((await inject(bob, 'POST', '/api/tests/create-from-description', { name: 'x', base_url: 'https://a.b', goal_description: 'log in' })).statusCode).toBe(201);
    });
  });

  describe('a draft under way', () => {
    const post = (user: TestUser, draftId: string) =>
      api().server.inject({
        method: 'POST',
        url: '/api/tests/create-from-description',
        headers: { ...user.headers, 'x-draft-id': draftId },
        payload: { name: 'Slow', base_url: 'https://a.b', goal_description: 'slow goal' },
      });

    /** The draft's progress once it is past its first clause (a busy machine may start the planner late). */
    const progressPastFirstClause = async (user: TestUser, draftId: string) => {
      for (const deadline = Date.now() + 5_000; ; ) {
        const progress = await inject(user, 'GET', `/api/tests/drafts/${draftId}`);
        if ((progress.statusCode === 200 && progress.json().data.clause_number > 1) || Date.now() > deadline) return progress;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };

    it('reports the clause being drafted and the steps so far to its owner only, then is gone once answered', async () => {
      const draftId = randomUUID();
      const answered = post(alice, draftId);
      const progress = await progressPastFirstClause(alice, draftId);
      expect(progress.statusCode).toBe(200);
      const number = progress.json().data.clause_number as number;
      expect(progress.json().data).toEqual({ clause: SLOW_GOAL_CLAUSES[number - 1], clause_number: number, clauses_total: 3, steps: PLANNED_STEPS.slice(0, number), started_at: expect.any(String) });
      expect(number).toBeGreaterThan(1);
      expect((await inject(bob, 'GET', `/api/tests/drafts/${draftId}`)).statusCode).toBe(404);
      expect((await inject(bob, 'DELETE', `/api/tests/drafts/${draftId}`)).statusCode).toBe(404);
      expect((await answered).statusCode).toBe(201);
      expect((await inject(alice, 'GET', `/api/tests/drafts/${draftId}`)).json()).toMatchObject({ ok: false, error_code: 'not_found' });
    });

    it('is cancelled by DELETE: its POST answers 409 draft_cancelled and no test is created', async () => {
      const user = await newUser();
      const draftId = randomUUID();
      const answered = post(user, draftId);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await inject(user, 'DELETE', `/api/tests/drafts/${draftId}`)).json()).toEqual({ ok: true, data: { id: draftId, deleted: true }, error: null, error_code: null });
      const response = await answered;
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ ok: false, data: null, error: 'Drafting was cancelled; no test was created.', error_code: 'draft_cancelled' });
      expect((await inject(user, 'GET', '/api/tests/')).json().data).toEqual([]);
    });

    it('refuses a draft id that is not a UUID, and a second draft under the same id', async () => {
      const bad = await api().server.inject({
        method: 'POST',
        url: '/api/tests/create-from-description',
        headers: { ...alice.headers, 'x-draft-id': 'nope' },
        payload: { name: 'x', base_url: 'https://a.b', goal_description: 'g' },
      });
      expect(bad.json()).toMatchObject({ ok: false, error: 'X-Draft-Id must be a UUID.', error_code: 'validation_failed' });
      const draftId = randomUUID();
      const first = post(alice, draftId);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await post(alice, draftId)).json()).toMatchObject({ ok: false, error_code: 'draft_in_progress' });
      expect((await first).statusCode).toBe(201);
      expect((await inject(alice, 'GET', '/api/tests/drafts/nope')).json()).toMatchObject({ error_code: 'invalid_id' });
    });
  });

  it('answers create-from-description with 501 planner_unavailable when no planner is configured, rather than inventing steps', async () => {
    const { pool, queue } = api();
    const withoutPlanner = createServer({ pool, queue, auth: { jwtSecret: JWT_SECRET } });
    try {
      const user = await newUser();
      const response = await withoutPlanner.inject({
        method: 'POST',
        url: '/api/tests/create-from-description',
        headers: user.headers,
        payload: { name: 'x', base_url: 'https://a.b', goal_description: 'g' },
      });
      expect(response.statusCode).toBe(501);
      expect(response.json()).toEqual({
        ok: false,
        data: null,
        error: 'Creating a test from a description is not available yet: no planner is configured. Write the steps yourself.',
        error_code: 'planner_unavailable',
      });
      expect((await withoutPlanner.inject({ url: '/api/tests/', headers: user.headers })).json().data).toEqual([]);
    } finally {
      await withoutPlanner.close();
    }
  });
});
