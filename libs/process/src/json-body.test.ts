import Fastify from 'fastify';
import { findUnstorableText, parseJsonBodies, unstorableTextMessage } from './json-body';

describe('findUnstorableText', () => {
  it.each([
    [{ name: 'a\u0000b' }, 'name'],
    [{ configuration: { instructions: ['Open /', 'Click \ud800'] } }, 'configuration.instructions[1]'],
    [{ notes: 'trailing \udc00' }, 'notes'],
    [{ variables: { 'bad\u0000key': 'x' } }, 'variables (one of its keys)'],
    ['\u0000', 'the body'],
  ])('names where %j holds text Postgres cannot store: %s', (value, field) => {
    expect(findUnstorableText(value)).toBe(field);
  });

  it.each([[{ name: 'Café 😀 ✓', steps: ['Type "\\u0000" literally'] }], [[1, true, null, { a: [] }]], ['plain']])('passes %j', (value) => {
    expect(findUnstorableText(value)).toBeNull();
  });

  it('refuses a body nested deeper than any client sends instead of walking it', () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 100; level += 1) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^\[0\]/);
  });
});

describe('parseJsonBodies', () => {
  const app = Fastify();
  parseJsonBodies(app, {
    invalidJson: (reason) => Object.assign(new Error(`refused: ${reason}`), { statusCode: 400 }),
    unstorableText: (field) => Object.assign(new Error(unstorableTextMessage(field)), { statusCode: 400 }),
  });
  app.post('/echo', async (request) => ({ body: request.body ?? null }));
  afterAll(() => app.close());
  const post = (payload: string) => app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });

  it('reads an empty body as no body, and JSON as JSON', async () => {
    expect((await post('')).json()).toEqual({ body: null });
    expect((await post('{"name":"Café"}')).json()).toEqual({ body: { name: 'Café' } });
  });

  it.each([
    ['{"name":"a\\u0000b"}', 'name holds a character that cannot be stored'],
    ['{"notes":"\\ud83d"}', 'notes holds a character that cannot be stored'],
    ['{"a":', 'refused: it is not valid JSON'],
    ['{"__proto__":{"admin":true}}', 'refused: it holds a "__proto__" or "constructor.prototype" key'],
  ])('refuses %s before any route sees it', async (payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
