import { newUser, type TestUser, useApi } from '../testing/api-harness';

describe('folders', () => {
  const api = useApi();
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([newUser(), newUser()]);
  });

  const inject: ReturnType<typeof api>['injectAs'] = (...args) => api().injectAs(...args);

  it('creates, lists (with and without the trailing slash), renames, soft-deletes and restores a folder', async () => {
    const created = await inject(alice, 'POST', '/api/folders/', { name: '  Checkout  ' });
    expect(created.statusCode).toBe(201);
    const folder = created.json().data;
    expect(created.json()).toEqual({
      ok: true,
      data: { id: expect.any(String), name: 'Checkout', created_at: expect.any(String), updated_at: expect.any(String), deleted_at: null },
      error: null,
      error_code: null,
    });

    for (const url of ['/api/folders/', '/api/folders']) {
      const listed = await inject(alice, 'GET', url);
      expect(listed.json().data.map((f: { id: string }) => f.id)).toEqual([folder.id]);
    }

    const renamed = await inject(alice, 'PUT', `/api/folders/${folder.id}`, { name: 'Payments' });
    expect(renamed.json().data).toMatchObject({ id: folder.id, name: 'Payments', deleted_at: null });

    const deleted = await inject(alice, 'DELETE', `/api/folders/${folder.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.deleted_at).toEqual(expect.any(String));
    expect((await inject(alice, 'GET', '/api/folders/')).json().data).toEqual([]);
    const withDeleted = await inject(alice, 'GET', '/api/folders/?include_deleted=true');
    expect(withDeleted.json().data).toEqual([expect.objectContaining({ id: folder.id, deleted_at: expect.any(String) })]);

    const restored = await inject(alice, 'PUT', `/api/folders/${folder.id}`, { deleted_at: null });
    expect(restored.json().data).toMatchObject({ id: folder.id, deleted_at: null });
    expect((await inject(alice, 'GET', '/api/folders/')).json().data).toHaveLength(1);
  });

  it('keeps the tests of a deleted folder, still filed in it', async () => {
    const folder = (await inject(alice, 'POST', '/api/folders/', { name: 'Old' })).json().data;
    const test = (
      await inject(alice, 'POST', '/api/tests/', { configuration: { name: 'T', base_url: 'https://example.com', folder_id: folder.id } })
    ).json().data;
    await inject(alice, 'DELETE', `/api/folders/${folder.id}`);
    const after = await inject(alice, 'GET', `/api/tests/${test.id}`);
    expect(after.json().data.configuration.folder_id).toBe(folder.id);
  });

  it.each([[{}], [{ name: '' }], [{ name: '   ' }], [{ name: 42 }]])('answers %j with "Folder name is required."', async (payload) => {
    const response = await inject(alice, 'POST', '/api/folders/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ok: false, data: null, error: 'Folder name is required.', error_code: 'validation_failed' });
  });

  it('requires a name when renaming, and a non-empty update', async () => {
    const folder = (await inject(alice, 'POST', '/api/folders/', { name: 'A' })).json().data;
    const blank = await inject(alice, 'PUT', `/api/folders/${folder.id}`, { name: ' ' });
    expect(blank.json().error).toBe('Folder name is required.');
    for (const payload of [{}, undefined]) {
      const empty = await inject(alice, 'PUT', `/api/folders/${folder.id}`, payload);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ ok: false, data: null, error: 'Update input cannot be empty.', error_code: 'validation_failed' });
    }
    const unknown = await inject(alice, 'PUT', `/api/folders/${folder.id}`, { colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe("Unknown field 'colour'.");
  });

  it('answers a malformed id with 400 and another user’s folder with 404', async () => {
    const folder = (await inject(alice, 'POST', '/api/folders/', { name: 'Private' })).json().data;
    for (const [method, payload] of [
      ['PUT', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const malformed = await inject(alice, method, '/api/folders/not-a-uuid', payload);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ ok: false, data: null, error: 'A valid folder id is required.', error_code: 'invalid_id' });
      const foreign = await inject(bob, method, `/api/folders/${folder.id}`, payload);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ ok: false, data: null, error: 'Folder not found.', error_code: 'not_found' });
    }
    expect((await inject(bob, 'GET', '/api/folders/?include_deleted=true')).json().data).toEqual([]);
    expect((await inject(alice, 'GET', `/api/folders/`)).json().data).toContainEqual(expect.objectContaining({ name: 'Private' }));
  });
});
