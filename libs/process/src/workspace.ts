import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The nearest directory at or above `from` with an nx.json. */
export function findWorkspaceRoot(from = process.cwd()): string {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    if (dir === dirname(dir)) throw new Error(`No nx.json found at or above ${from}: run Verity from its workspace.`);
  }
}
