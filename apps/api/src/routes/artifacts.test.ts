import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalArtifactStore } from '@verity/artifacts';
import { testRuns } from '@verity/db';
import { newUser, type TestUser, useApi } from '../testing/api-harness';

// The API reads the store's directory from the environment, as the worker that writes it does.
const artifactsDir = mkdtempSync(join(tmpdir(), 'verity-api-artifacts-'));
const previousArtifactsDir = process.env.ARTIFACTS_DIR;
process.env.ARTIFACTS_DIR = artifactsDir;
afterAll(() => {
  if (previousArtifactsDir === undefined) delete process.env.ARTIFACTS_DIR;
  else process.env.ARTIFACTS_DIR = previousArtifactsDir;
  rmSync(artifactsDir, { recursive: true, force: true });
});

describe('GET /api/test-runs/{id}/artifacts/{name}', () => {
  const api = useApi();
  const store = createLocalArtifactStore(artifactsDir);
  let alice: TestUser;
  let bob: TestUser;
  let runId: string;
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  beforeAll(async () => {
    [alice, bob] = await Promise.all([newUser(), newUser()]);
    const [run] = await api()
      .db.insert(testRuns)
      .values({ ownerId: alice.id, status: 'completed', configuration: { name: 'Buy', base_url: 'https://shop.example.com', instructions: ['Open /'] } })
      .returning({ id: testRuns.id });
    runId = run!.id;
    // What the worker saves and records in the run's steps and artifacts.
    await store.save({ ownerId: alice.id, runId }, 'step-1.png', png, 'image/png');
    await store.save({ ownerId: alice.id, runId }, 'trace.zip', Buffer.from('PK trace'), 'application/zip');
  });

  it("streams a screenshot of the caller's run with its content type", async () => {
    const response = await api().injectAs(alice, 'GET', `/api/test-runs/${runId}/artifacts/step-1.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-length']).toBe(String(png.length));
    expect(response.headers['content-disposition']).toBe('inline; filename="step-1.png"');
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload).toEqual(png);
  });

  it('serves the trace as a download', async () => {
    const response = await api().injectAs(alice, 'GET', `/api/test-runs/${runId.toUpperCase()}/artifacts/trace.zip`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="trace.zip"');
    expect(response.body).toBe('PK trace');
  });

  it("answers 404 for another user's run, as if it did not exist", async () => {
    const response = await api().injectAs(bob, 'GET', `/api/test-runs/${runId}/artifacts/step-1.png`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ ok: false, data: null, error: 'Run not found.', error_code: 'not_found' });
  });

  it('answers 404 for a name the run does not have, or one that is not an artifact name', async () => {
    for (const name of ['step-9.png', '..%2F..%2Fsecret.txt', '.hidden', 'trace.zip.partial%2F']) {
      const response = await api().injectAs(alice, 'GET', `/api/test-runs/${runId}/artifacts/${name}`);
      expect({ name, status: response.statusCode, body: response.json() }).toEqual({
        name,
        status: 404,
        body: { ok: false, data: null, error: 'Artifact not found.', error_code: 'not_found' },
      });
    }
  });

  it('answers 401 without a token and 400 for a malformed run id', async () => {
    expect((await api().server.inject(`/api/test-runs/${runId}/artifacts/step-1.png`)).statusCode).toBe(401);
    const malformed = await api().injectAs(alice, 'GET', '/api/test-runs/nope/artifacts/step-1.png');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error_code).toBe('invalid_id');
  });
});
