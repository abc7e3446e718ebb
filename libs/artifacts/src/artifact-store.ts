import { type Readable } from 'node:stream';

/** Whose run an artifact belongs to: every stored file sits under its owner and run. */
export interface RunArtifactLocation {
  ownerId: string;
  runId: string;
}

export interface StoredArtifact {
  stream: Readable;
  contentType: string;
  /** Bytes, for Content-Length. */
  size: number;
}

/**
 * Where run artifacts (step screenshots, the Playwright trace) live. The local filesystem is the default;
 * an S3-compatible store implements the same three calls.
 */
export interface ArtifactStore {
  /** Stores (or replaces) one file of a run and returns its key, `<owner>/<run>/<name>`. */
  save(run: RunArtifactLocation, name: string, contents: Buffer, contentType: string): Promise<string>;
  /** The file under `key`, or null when there is none (or the key is not one this store hands out). */
  open(key: string): Promise<StoredArtifact | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * A name a run records for an artifact (what GET /api/test-runs/{id}/artifacts/{name} takes): letters, digits,
 * dots, dashes and underscores, starting with a letter or digit, no `..`, at most 200 characters.
 */
export function isArtifactName(name: string): boolean {
  return NAME_PATTERN.test(name) && !name.includes('..');
}

/** The key of a run's artifact; throws for an id or name that could escape its folder. */
export function artifactKey({ ownerId, runId }: RunArtifactLocation, name: string): string {
  if (!ID_PATTERN.test(ownerId) || !ID_PATTERN.test(runId)) throw new Error('Artifact owner and run must be lower-case UUIDs');
  if (!isArtifactName(name)) throw new Error(`Not an artifact name: ${JSON.stringify(name)}`);
  return `${ownerId}/${runId}/${name}`;
}

/** Reads a key back into its parts; null for anything artifactKey would not have produced. */
export function parseArtifactKey(key: string): (RunArtifactLocation & { name: string }) | null {
  const [ownerId, runId, name, ...rest] = key.split('/');
  if (rest.length || !ownerId || !runId || !name) return null;
  if (!ID_PATTERN.test(ownerId) || !ID_PATTERN.test(runId) || !isArtifactName(name)) return null;
  return { ownerId, runId, name };
}
