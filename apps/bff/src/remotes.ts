import { REMOTE_NAMES, type RemoteName } from '@verity/config';

/** A remote's folder under apps/ and dist/apps/, and in its URL: tests_mfe → tests-mfe. */
export function remoteFolder(name: RemoteName): string {
  return name.replaceAll('_', '-');
}

export const REMOTE_FOLDERS: readonly string[] = REMOTE_NAMES.map(remoteFolder);
