import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A shell script in `dir` standing in for a browser executable (one that fails, or one that starts another). */
export function writeExecutable(dir: string, name: string, body: string): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}
