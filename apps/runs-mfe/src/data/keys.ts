// Keys of this remote's own queries; the shared entities' keys (runs, tests) are in @verity/query.

export const artifactKeys = {
  /** Not under `runKeys.all()`: a run's files never change, so refreshing the run must not refetch them. */
  all: () => ['run-artifacts'] as const,
  file: (runId: string, name: string) => [...artifactKeys.all(), runId, name] as const,
};
