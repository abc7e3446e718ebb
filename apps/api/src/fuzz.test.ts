import { randomUUID } from 'node:crypto';
import { folders, modelProviders, testRuns, tests } from '@verity/db';
import { BAD_IDS, BAD_QUERY_VALUES, BAD_VALUES, pick, RAW_BODIES, seededRandom, withinTime, WRONG_CONTENT_TYPES } from '@verity/process/testing';
import { sql } from 'drizzle-orm';
import { type LightMyRequestResponse } from 'fastify';
import { newUser, type TestUser, useApi } from './testing/api-harness';

// Every documented route of the API, sent the classes of bad input a careless client or an attacker sends: wrong
// types, missing and unknown fields, malformed and deeply nested JSON, prototype-pollution keys, text Postgres
// cannot store, huge numbers and strings, invalid ids and wrong content types. None may answer 5xx, hang, answer
// outside the envelope, or leave a row behind for a request it refused.

jest.setTimeout(180_000);

type Operation = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; bodyFields: string[]; queryFields: string[] };
type Attempt = { url: string; method: Operation['method']; payload?: string; contentType?: string };

function attemptsFor(operation: Operation, random: () => number, ids: Record<string, string>): Attempt[] {
  const attempts: Attempt[] = [];
  const withIds = (value: (name: string) => string) => operation.path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
  const url = withIds((name) => ids[name] ?? randomUUID());
  for (const bad of BAD_IDS) if (operation.path.includes('{')) attempts.push({ method: operation.method, url: withIds(() => bad) });
  for (const field of operation.queryFields) for (const value of BAD_QUERY_VALUES) attempts.push({ method: operation.method, url: `${url}?${field}=${value}` });
  if (operation.method === 'GET' || operation.method === 'DELETE') return attempts;
  for (const payload of RAW_BODIES) attempts.push({ method: operation.method, url, payload, contentType: 'application/json' });
  for (const contentType of WRONG_CONTENT_TYPES) {
    attempts.push({ method: operation.method, url, payload: 'name=x', contentType });
  }
  // Each known field set to each bad value, alone and with its siblings mangled at random.
  for (const field of operation.bodyFields) {
    for (const value of BAD_VALUES) {
      const body: Record<string, unknown> = { [field]: value };
      for (const sibling of operation.bodyFields) if (sibling !== field && random() < 0.5) body[sibling] = pick(random, BAD_VALUES);
      attempts.push({ method: operation.method, url, payload: JSON.stringify(body), contentType: 'application/json' });
      attempts.push({ method: operation.method, url, payload: JSON.stringify({ configuration: body }), contentType: 'application/json' });
    }
  }
  attempts.push({ method: operation.method, url, payload: JSON.stringify({ unknown_field: 1, ['a\u0000']: 2 }), contentType: 'application/json' });
  return attempts;
}

/** Route-own 5xx answers that describe the server's set-up, not a fault: allowed, with these codes only. */
const SETUP_ANSWERS = new Set(['secret_key_missing', 'planner_unavailable', 'browser_unavailable', 'billing_unavailable']);

describe('the API under bad input', () => {
  const api = useApi({
    draftSteps: async () => ({ steps: ['Go to /'], unmapped: [], failure: null, model: null }),
  });
  let user: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    user = await newUser();
    const inject = (method: Operation['method'], url: string, payload?: unknown) => api().injectAs(user, method, url, payload);
    ids.id = (await inject('POST', '/api/tests/', { configuration: { name: 'Fuzzed', base_url: 'https://example.com', instructions: ['Open /'] } })).json().data.id;
    ids.testId = ids.id;
    ids.runId = (await inject('POST', `/api/tests/${ids.id}/run`)).json().data.id;
    ids.folderId = (await inject('POST', '/api/folders/', { name: 'Fuzzed' })).json().data.id;
  });

  /** Rows the fuzzing user owns, per table, in one query: a refused request must change none of them. */
  async function rowCounts(): Promise<string> {
    const owned = (table: typeof tests | typeof folders | typeof testRuns | typeof modelProviders) =>
      sql`(select count(*)::int from ${table} where ${table.ownerId} = ${user.id})`;
    const { rows } = await api().db.execute(
      sql`select ${owned(tests)} as tests, ${owned(folders)} as folders, ${owned(testRuns)} as runs, ${owned(modelProviders)} as models`,
    );
    return JSON.stringify(rows[0]);
  }

  it('answers every bad request with a 4xx in the envelope, never a 5xx or a hang, and writes nothing for it', async () => {
    const document = (await api().server.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }; parameters?: Array<{ name: string; in: string }> }>>;
    };
    const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, spec]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        bodyFields: Object.keys(spec.requestBody?.content['application/json']?.schema.properties ?? {}),
        queryFields: (spec.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
      })),
    );
    expect(operations.length).toBeGreaterThan(20);

    const random = seededRandom(14);
    const problems: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const attempt of attemptsFor(operation, random, ids)) {
        const before = await rowCounts();
        const started = Date.now();
        let response: LightMyRequestResponse;
        try {
          response = await withinTime(
            api().server.inject({
              method: attempt.method,
              url: attempt.url,
              headers: { ...user.headers, ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}) },
              ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
            }),
            10_000,
            'the API',
          );
        } catch (error) {
          problems.push(`${attempt.method} ${attempt.url.slice(0, 80)}: ${(error as Error).message}`);
          continue;
        }
        sent += 1;
        const where = `${attempt.method} ${attempt.url.slice(0, 80)} ${String(attempt.payload ?? '').slice(0, 60)} → ${response.statusCode}`;
        let body: { ok?: unknown; data?: unknown; error?: unknown; error_code?: unknown };
        try {
          body = response.json();
        } catch {
          problems.push(`${where}: not JSON (${response.body.slice(0, 60)})`);
          continue;
        }
        if (response.statusCode >= 500 && !(typeof body.error_code === 'string' && SETUP_ANSWERS.has(body.error_code))) problems.push(`${where}: ${String(body.error)}`);
        if (response.statusCode >= 400 && !(body.ok === false && body.data === null && typeof body.error === 'string' && typeof body.error_code === 'string')) {
          problems.push(`${where}: outside the envelope ${JSON.stringify(body).slice(0, 100)}`);
        }
        if (response.statusCode >= 400 && (await rowCounts()) !== before) problems.push(`${where}: refused, yet rows changed`);
        if (Date.now() - started > 5_000) problems.push(`${where}: took ${Date.now() - started} ms`);
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  });
});
