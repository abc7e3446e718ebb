import { z } from 'zod';
import { defineServerFn } from './define-server-fn';
import { createServerFnRouter, implementServerFn, type ServerFnRequest } from './router';
import { ServerFnError } from './server-fn-error';

const greet = defineServerFn({
  id: 'greet',
  method: 'GET',
  input: z.object({ name: z.string().min(1) }),
  output: z.object({ greeting: z.string() }),
});
const rename = defineServerFn({ id: 'rename', method: 'POST', input: z.object({ name: z.string() }) });
const explode = defineServerFn({ id: 'explode', method: 'POST' });
const forbidden = defineServerFn({ id: 'forbidden', method: 'GET' });
const broken = defineServerFn({ id: 'broken', method: 'GET', output: z.object({ id: z.string() }) });
const signOut = defineServerFn({ id: 'signOut', method: 'POST', input: z.object({ fail: z.boolean() }) });

const errors: unknown[] = [];
const router = createServerFnRouter(
  [
    implementServerFn(greet, ({ name }) => ({ greeting: `Hello, ${name}` })),
    implementServerFn(rename, ({ name }, { clientContext, headers, siteOrigin }) => ({ name, clientContext, auth: headers.authorization, siteOrigin })),
    implementServerFn(explode, () => {
      throw new Error('secret detail');
    }),
    implementServerFn(forbidden, () => {
      throw new ServerFnError(401, 'not_authenticated', 'Sign in first.');
    }),
    implementServerFn(broken, () => ({ id: 42 }) as unknown as { id: string }),
    implementServerFn(signOut, ({ fail }, { appendResponseHeader }) => {
      appendResponseHeader('set-cookie', 'a=; Max-Age=0');
      appendResponseHeader('set-cookie', 'b=; Max-Age=0');
      if (fail) throw new ServerFnError(401, 'session_missing', 'No session.');
      return null;
    }),
  ],
  { onError: (error) => errors.push(error) },
);

function get(functionId: string, payload?: unknown, query: Record<string, string> = { createServerFn: '' }): ServerFnRequest {
  return {
    functionId,
    method: 'GET',
    query: payload === undefined ? query : { ...query, payload: JSON.stringify(payload) },
    body: undefined,
    headers: {},
    siteOrigin: 'http://localhost:3000',
  };
}

describe('the server function router', () => {
  it('answers a GET with the payload in the query string', async () => {
    await expect(router.handle(get('greet', { data: { name: 'Ada' } }))).resolves.toEqual({
      status: 200,
      body: { greeting: 'Hello, Ada' },
      headers: [],
    });
  });

  it('answers a POST with {data, context} in the body, and gives the handler the request headers and site origin', async () => {
    const response = await router.handle({
      functionId: 'rename',
      method: 'POST',
      query: { createServerFn: '' },
      body: { data: { name: 'Grace' }, context: { locale: 'en' } },
      headers: { authorization: 'Bearer t' },
      siteOrigin: 'https://verity.example',
    });
    expect(response).toEqual({
      status: 200,
      body: { name: 'Grace', clientContext: { locale: 'en' }, auth: 'Bearer t', siteOrigin: 'https://verity.example' },
      headers: [],
    });
  });

  it('gives 404 for an unknown function', async () => {
    await expect(router.handle(get('nope'))).resolves.toEqual({
      status: 404,
      body: { error: 'Unknown server function: nope', error_code: 'server_fn_not_found' },
      headers: [],
    });
  });

  it('rejects the wrong method, a missing flag, a bad payload and invalid input with 4xx errors', async () => {
    expect((await router.handle({ ...get('rename'), method: 'GET' })).status).toBe(405);
    expect(await router.handle(get('greet', { data: { name: 'Ada' } }, {}))).toMatchObject({ status: 400, body: { error_code: 'invalid_payload' } });
    expect(await router.handle({ ...get('greet'), query: { createServerFn: '', payload: '{not json' } })).toMatchObject({
      status: 400,
      body: { error_code: 'invalid_payload' },
    });
    expect(await router.handle(get('greet', { data: { name: '' } }))).toMatchObject({
      status: 400,
      body: { error_code: 'invalid_input', error: expect.stringContaining('name:') },
    });
  });

  it('passes a ServerFnError on with its status, and hides anything else behind a 500', async () => {
    await expect(router.handle(get('forbidden'))).resolves.toEqual({
      status: 401,
      body: { error: 'Sign in first.', error_code: 'not_authenticated' },
      headers: [],
    });
    const response = await router.handle({ ...get('explode'), method: 'POST' });
    expect(response).toEqual({ status: 500, body: { error: 'Internal server error', error_code: 'internal_error' }, headers: [] });
    expect(errors).toContainEqual(new Error('secret detail'));
  });

  it('returns the headers a function added, in order, on success and on failure', async () => {
    const call = (fail: boolean) => router.handle({ ...get('signOut'), method: 'POST', body: { data: { fail } } });
    const cleared: Array<[string, string]> = [
      ['set-cookie', 'a=; Max-Age=0'],
      ['set-cookie', 'b=; Max-Age=0'],
    ];
    await expect(call(false)).resolves.toEqual({ status: 200, body: null, headers: cleared });
    await expect(call(true)).resolves.toMatchObject({ status: 401, headers: cleared });
  });

  it('checks results against the output schema', async () => {
    expect((await router.handle(get('broken'))).status).toBe(500);
  });

  it('refuses two implementations of one id', () => {
    expect(() => createServerFnRouter([implementServerFn(explode, () => undefined), implementServerFn(explode, () => undefined)])).toThrow(
      'Server function "explode" is implemented twice',
    );
  });
});
