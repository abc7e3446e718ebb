import Fastify from 'fastify';
import { z } from 'zod';
import { envelopeErrorHandler } from './errors';
import { idParams, optionalBody, routeInput, validateRoutesWithZod } from './route-input';

async function server() {
  const app = Fastify();
  app.setErrorHandler(envelopeErrorHandler);
  validateRoutesWithZod(app);
  const body = routeInput(
    z.object({ name: z.string().trim().min(1), size: z.number().int().optional() }).strict(),
    { fails: (input) => input === null || (typeof input === 'object' && Object.keys(input).length === 0), message: 'Update input cannot be empty.' },
    { fails: (input) => typeof input === 'object' && input !== null && 'owner' in input, message: (input) => `Field 'owner' (${String((input as { owner: unknown }).owner)}) is not yours to set.`, code: 'field_not_updatable' },
  );
  app.put<{ Params: { id: string }; Body: z.output<typeof body> }>('/things/:id', { schema: { params: idParams('test'), body } }, async (request) => ({ id: request.params.id, body: request.body }));
  app.post<{ Body: { code: string } }>('/redeem', { schema: { body: optionalBody(z.object({ code: z.string() })) } }, async (request) => request.body);
  app.get<{ Querystring: { limit?: number } }>('/list', { schema: { querystring: z.object({ limit: z.coerce.number().int().max(100).optional() }) } }, async (request) => request.query);
  await app.ready();
  return app;
}

const ID = '0C1F5D34-95AE-4A44-9A4E-5F1A0B7E2C11';

describe('route schemas validated with zod', () => {
  let app: Awaited<ReturnType<typeof server>>;
  beforeAll(async () => {
    app = await server();
  });
  afterAll(() => app.close());

  const put = (id: string, payload?: unknown) => app.inject({ method: 'PUT', url: `/things/${id}`, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('hands the handler what the schemas output: a lower-cased id, a trimmed name', async () => {
    const response = await put(ID, { name: '  Checkout  ' });
    expect(response.json()).toEqual({ id: ID.toLowerCase(), body: { name: 'Checkout' } });
  });

  it('answers a malformed id before a bad body, with the id named', async () => {
    const response = await put('not-an-id', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, data: null, error: 'A valid test id is required.', error_code: 'invalid_id' });
  });

  it('answers with the first rule that fails, in its words and with its code, before the schema', async () => {
    expect((await put(ID)).json()).toMatchObject({ error: 'Update input cannot be empty.', error_code: 'validation_failed' });
    expect((await put(ID, {})).json()).toMatchObject({ error: 'Update input cannot be empty.', error_code: 'validation_failed' });
    expect((await put(ID, { owner: 'mallory', name: 1 })).json()).toMatchObject({ error: "Field 'owner' (mallory) is not yours to set.", error_code: 'field_not_updatable' });
  });

  it("then names the schema's first problem", async () => {
    const wrongType = await put(ID, { name: 'ok', size: 1.5 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ error: expect.stringMatching(/^size: .+\.$/), error_code: 'validation_failed' });
    expect((await put(ID, { name: 'ok', colour: 'red' })).json()).toMatchObject({ error: "Unknown field 'colour'." });
  });

  it('reads a body left out as {} where the route allows it, and validates the query string', async () => {
    expect((await app.inject({ method: 'POST', url: '/redeem' })).json()).toMatchObject({ error: expect.stringMatching(/^code: /) });
    expect((await app.inject({ method: 'POST', url: '/redeem', payload: { code: 'SPRING' } })).json()).toEqual({ code: 'SPRING' });
    expect((await app.inject({ url: '/list?limit=20' })).json()).toEqual({ limit: 20 });
    expect((await app.inject({ url: '/list?limit=500' })).json()).toMatchObject({ error: expect.stringMatching(/^limit: /), error_code: 'validation_failed' });
  });
});
