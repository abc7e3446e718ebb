import fs from 'node:fs';
import path from 'node:path';
import { findWorkspaceRoot } from './index.mjs';
import { z as sharedZ } from './shared-zod.mjs';
import { z } from 'zod';

jest.mock('@rspack/core', () => ({ rspack: {} }));
jest.mock('@module-federation/enhanced/rspack', () => ({ ModuleFederationPlugin: class {} }));

const workspaceRoot = findWorkspaceRoot(__dirname);

/** Where code bundled for the browser lives: every library, and the apps built by rspack. */
function browserSourceFolders(): string[] {
  const apps = fs
    .readdirSync(path.join(workspaceRoot, 'apps'))
    .filter((app) => fs.existsSync(path.join(workspaceRoot, 'apps', app, 'rspack.config.mjs')))
    .map((app) => path.join(workspaceRoot, 'apps', app, 'src'));
  return [path.join(workspaceRoot, 'libs'), ...apps];
}

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    const isSource = entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name);
    return isSource && !file.includes(`${path.sep}node_modules${path.sep}`) ? [file] : [];
  });
}

/** `z.<member>` read by files that import `z` from zod, except members that exist only as types. */
function membersCalled(): Map<string, string> {
  const typeOnly = new Set(['infer', 'input', 'output', 'core']);
  const called = new Map<string, string>();
  for (const file of browserSourceFolders().flatMap(sourceFiles)) {
    const source = fs.readFileSync(file, 'utf8');
    if (!/import \{[^}]*\bz\b[^}]*\} from 'zod'/.test(source)) continue;
    for (const [, member] of source.matchAll(/\bz\.([A-Za-z]+)/g)) {
      if (!typeOnly.has(member!)) called.set(member!, path.relative(workspaceRoot, file));
    }
  }
  return called;
}

describe('the zod the web apps share', () => {
  it('has every builder the apps and libraries call, as zod itself', () => {
    const called = membersCalled();
    expect(called.size).toBeGreaterThan(10);
    const missing = [...called].filter(([member]) => (sharedZ as Record<string, unknown>)[member] === undefined);
    expect(missing).toEqual([]);
    for (const member of called.keys()) {
      expect((sharedZ as Record<string, unknown>)[member]).toBe((z as unknown as Record<string, unknown>)[member]);
    }
  });

  it('builds schemas that parse as zod does', () => {
    const schema = sharedZ.strictObject({ name: sharedZ.string().min(1), tags: sharedZ.array(sharedZ.enum(['a', 'b'])) });
    expect(schema.parse({ name: 'x', tags: ['a'] })).toEqual({ name: 'x', tags: ['a'] });
    const result = schema.safeParse({ name: '', tags: ['c'] });
    expect(result.success).toBe(false);
    expect(result.error).toBeInstanceOf(sharedZ.ZodError);
  });
});
