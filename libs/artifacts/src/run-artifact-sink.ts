import { type ArtifactStore, isArtifactName, type RunArtifactLocation } from './artifact-store';
import { contentTypeOf, extensionFor } from './content-types';

/** What the run engine writes files through (structurally the engine's ArtifactSink). */
export interface RunArtifactSink {
  /** Stores a file of the run and returns the name to record in the run. */
  save(name: string, contents: Buffer, contentType: string): Promise<string>;
}

/**
 * Makes any file name a valid artifact name whose extension says its content type, so the name the run
 * records is the one the artifacts route serves, with the right type: "Step 1: login.png" → "Step-1-login.png",
 * "trace" saved as application/zip → "trace.zip".
 */
export function toArtifactName(requested: string, contentType: string): string {
  let name = requested
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 180);
  if (!name) name = 'artifact';
  const extension = extensionFor(contentType);
  if (extension && contentTypeOf(name) !== contentTypeOf(`x.${extension}`)) name = `${name.replace(/[.-]+$/, '')}.${extension}`;
  return isArtifactName(name) ? name : 'artifact';
}

/** The engine's view of the store for one run: it saves by name and records what comes back. */
export function runArtifactSink(store: ArtifactStore, run: RunArtifactLocation): RunArtifactSink {
  return {
    async save(requested, contents, contentType) {
      const name = toArtifactName(requested, contentType);
      await store.save(run, name, contents, contentType);
      return name;
    },
  };
}
