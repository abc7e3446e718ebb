import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { artifactKey, type ArtifactStore, parseArtifactKey } from './artifact-store';
import { contentTypeOf } from './content-types';

/**
 * Artifacts as files under one directory: `<root>/<owner>/<run>/<name>`. Keys are validated before they
 * become paths, so no key reaches outside the root.
 */
export function createLocalArtifactStore(rootDir: string): ArtifactStore {
  const root = resolve(rootDir);
  const pathOf = (key: string) => {
    const parts = parseArtifactKey(key);
    return parts && join(root, parts.ownerId, parts.runId, parts.name);
  };
  return {
    async save(run, name, contents) {
      const key = artifactKey(run, name);
      const path = pathOf(key)!;
      await mkdir(join(root, run.ownerId, run.runId), { recursive: true });
      // Written aside and renamed into place: a reader never sees half a file.
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, contents);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return key;
    },
    async open(key) {
      const path = pathOf(key);
      if (!path) return null;
      const stats = await stat(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
        throw error;
      });
      if (!stats?.isFile()) return null;
      return { stream: createReadStream(path), contentType: contentTypeOf(path), size: stats.size };
    },
    async delete(key) {
      const path = pathOf(key);
      if (path) await rm(path, { force: true });
    },
  };
}

/** ARTIFACTS_DIR, else `<VERITY_DATA_DIR>/artifacts`; shared by the worker (writes) and the API (serves). */
export const artifactsEnvSchema = z.object({
  ARTIFACTS_DIR: z.string().trim().min(1).optional(),
  VERITY_DATA_DIR: z.string().trim().min(1).default('.verity'),
});

export type ArtifactsEnv = z.infer<typeof artifactsEnvSchema>;

/** The local store's directory; relative settings are relative to `cwd` (the workspace root in the stack). */
export function artifactsDirOf(env: ArtifactsEnv, cwd = process.cwd()): string {
  const dir = env.ARTIFACTS_DIR ?? join(env.VERITY_DATA_DIR, 'artifacts');
  return isAbsolute(dir) ? dir : resolve(cwd, dir);
}
