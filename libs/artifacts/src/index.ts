export {
  artifactKey,
  type ArtifactStore,
  isArtifactName,
  parseArtifactKey,
  type RunArtifactLocation,
  type StoredArtifact,
} from './artifact-store';
export { contentTypeOf } from './content-types';
export { artifactsDirOf, type ArtifactsEnv, artifactsEnvSchema, createLocalArtifactStore } from './local-artifact-store';
export { type RunArtifactSink, runArtifactSink, toArtifactName } from './run-artifact-sink';
