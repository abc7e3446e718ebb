import { z } from 'zod';
import { createServerFnClient, ServerFnCallError } from './client';
import { defineServerFn } from './define-server-fn';
import { createServerFnRouter, implementServerFn } from './router';

const add = defineServerFn({
  id: 'add',
  method: 'GET',
  input: z.object({ a: z.number(), b: z.number() }),
  output: z.object({ sum: z.number() }),
});
const save = defineServerFn({ id: 'save', method: 'POST', input: z.object({ note: z.string() }), output: z.object({ saved: z.string() }) });
const fail = defineServerFn({ id: 'fail', method: 'POST' });

const router = createServerFnRouter([
  implementServerFn(add, ({ a, b }) => ({ sum: a + b })),
  implementServerFn(save, ({ note }) => ({ saved: note })),
]);

/** Serves the router the way the BFF does, without a network. */
const fetchThroughRouter: typeof fetch = async (input, init) => {
  const url = new URL(String(input), 'http://bff.test');
  const functionId = decodeURIComponent(url.pathname.replace('/_server/', ''));
  const query = Object.fromEntries(url.searchParams);
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  const response = await router.handle({ functionId, method: init?.method ?? 'GET', query, body, headers: {}, siteOrigin: 'http://localhost:3000' });
  return new Response(JSON.stringify(response.body), { status: response.status, headers: { 'content-type': 'application/json' } });
};

describe('the server function client', () => {
  const client = createServerFnClient({ fetch: fetchThroughRouter });

  it('sends a GET payload in the query string and decodes the JSON result', async () => {
    const result: { sum: number } = await client.call(add, { a: 2, b: 3 });
    expect(result).toEqual({ sum: 5 });
  });

  it('sends form data (an upload) as the body itself, letting fetch set the multipart content type', async () => {
    const upload = defineServerFn({ id: 'upload', method: 'POST', input: z.instanceof(FormData) });
    const seen: RequestInit[] = [];
    const recording = createServerFnClient({
      fetch: async (_input, init) => {
        seen.push(init ?? {});
        return new Response('null', { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    const form = new FormData();
    form.append('file', new Blob(['a,b\n1,2']), 'steps.csv');
    await recording.call(upload, form);
    expect(seen[0]?.body).toBe(form);
    expect(seen[0]?.headers).not.toHaveProperty('content-type');
  });

  it('sends a POST payload as {data, context}', async () => {
    await expect(client.call(save, { note: 'hi' }, { context: { from: 'test' } })).resolves.toEqual({ saved: 'hi' });
  });

  it('throws the decoded JSON error of a failed call', async () => {
    const error = await client.call(fail, undefined).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerFnCallError);
    expect(error).toMatchObject({
      message: 'Unknown server function: fail',
      status: 404,
      code: 'server_fn_not_found',
      body: { error: 'Unknown server function: fail', error_code: 'server_fn_not_found' },
    });
  });

  it('throws an error carrying the text of a non-JSON failure', async () => {
    const textClient = createServerFnClient({ fetch: async () => new Response('Bad gateway', { status: 502 }) });
    await expect(textClient.call(add, { a: 1, b: 1 })).rejects.toMatchObject({ message: 'Bad gateway', status: 502, body: 'Bad gateway' });
  });

  it('returns the Response itself when raw is requested', async () => {
    const response = await client.call(add, { a: 1, b: 1 }, { raw: true });
    expect(response).toBeInstanceOf(Response);
    await expect(response.json()).resolves.toEqual({ sum: 2 });
  });
});
