import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { artifactsDirOf, createLocalArtifactStore } from './local-artifact-store';
import { runArtifactSink } from './run-artifact-sink';

describe('the local artifact store', () => {
  let root: string;
  const run = { ownerId: randomUUID(), runId: randomUUID() };

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'verity-artifacts-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('saves a run file under <owner>/<run>/<name> and opens it by key with its content type and size', async () => {
    const store = createLocalArtifactStore(root);
    const key = await store.save(run, 'step-1.png', Buffer.from('png bytes'), 'image/png');
    expect(key).toBe(`${run.ownerId}/${run.runId}/step-1.png`);
    expect(await readFile(join(root, run.ownerId, run.runId, 'step-1.png'), 'utf8')).toBe('png bytes');

    const opened = await store.open(key);
    expect(opened).toMatchObject({ contentType: 'image/png', size: 9 });
    expect(await text(opened!.stream)).toBe('png bytes');
  });

  it('replaces a file saved again under the same name, leaving no partial files behind', async () => {
    const store = createLocalArtifactStore(root);
    await store.save(run, 'trace.zip', Buffer.from('first'), 'application/zip');
    const key = await store.save(run, 'trace.zip', Buffer.from('second'), 'application/zip');
    expect(await text((await store.open(key))!.stream)).toBe('second');
    expect(await readdir(join(root, run.ownerId, run.runId))).toEqual(['trace.zip']);
  });

  it('opens nothing for a missing file, a directory, or a key that is not one it hands out', async () => {
    const store = createLocalArtifactStore(join(root, 'store'));
    await writeFile(join(root, 'secret.txt'), 'outside the store');
    await store.save(run, 'a.png', Buffer.from('x'), 'image/png');
    expect(await store.open(`${run.ownerId}/${run.runId}/missing.png`)).toBeNull();
    expect(await store.open(`${run.ownerId}/${run.runId}`)).toBeNull();
    expect(await store.open('../secret.txt')).toBeNull();
    expect(await store.open(`${run.ownerId}/${run.runId}/../../../secret.txt`)).toBeNull();
    expect(await store.open(`${run.ownerId}/${run.runId}/a.png/x`)).toBeNull();
  });

  it('refuses to save under an id or name that could escape its folder', async () => {
    const store = createLocalArtifactStore(root);
    await expect(store.save(run, '../x.png', Buffer.from('x'), 'image/png')).rejects.toThrow('Not an artifact name');
    await expect(store.save({ ...run, runId: '..' }, 'x.png', Buffer.from('x'), 'image/png')).rejects.toThrow('UUIDs');
    expect(await readdir(root)).toEqual([]);
  });

  it('deletes a file, and a missing one quietly', async () => {
    const store = createLocalArtifactStore(root);
    const key = await store.save(run, 'a.png', Buffer.from('x'), 'image/png');
    await store.delete(key);
    await store.delete(key);
    expect(await store.open(key)).toBeNull();
  });

  it('gives the engine a sink that records names the artifacts route serves, with the right extension', async () => {
    const store = createLocalArtifactStore(root);
    const sink = runArtifactSink(store, run);
    await expect(sink.save('step 1: log in.png', Buffer.from('x'), 'image/png')).resolves.toBe('step-1-log-in.png');
    await expect(sink.save('trace', Buffer.from('x'), 'application/zip')).resolves.toBe('trace.zip');
    await expect(sink.save('../../etc/passwd', Buffer.from('x'), 'text/plain')).resolves.toBe('etc-passwd.txt');
    await expect(sink.save('', Buffer.from('x'), 'image/jpeg')).resolves.toBe('artifact.jpg');
    expect((await readdir(join(root, run.ownerId, run.runId))).sort()).toEqual(['artifact.jpg', 'etc-passwd.txt', 'step-1-log-in.png', 'trace.zip']);
    expect((await store.open(`${run.ownerId}/${run.runId}/trace.zip`))?.contentType).toBe('application/zip');
  });
});

describe('artifactsDirOf', () => {
  it('is ARTIFACTS_DIR, else <VERITY_DATA_DIR>/artifacts, relative paths taken from the working directory', () => {
    expect(artifactsDirOf({ VERITY_DATA_DIR: '.verity' }, '/srv/verity')).toBe('/srv/verity/.verity/artifacts');
    expect(artifactsDirOf({ VERITY_DATA_DIR: '/data' }, '/srv/verity')).toBe('/data/artifacts');
    expect(artifactsDirOf({ VERITY_DATA_DIR: '/data', ARTIFACTS_DIR: 'files' }, '/srv/verity')).toBe('/srv/verity/files');
  });
});
