#!/usr/bin/env node
// `npm run typecheck`: every project's TypeScript checked by TypeScript 7 (the compiler ported to Go: about six times
// faster, on every core), the projects that share compiler options in one tsc. One tsc per project (nx's typecheck
// target, still there for one project) checked the shared libraries again in each of the projects that import them.
// TypeScript 5.9 stays installed as `typescript`: typescript-eslint, nx and drizzle-kit use its JavaScript API,
// which TypeScript 7 does not have.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const groupsDir = path.join(root, 'node_modules/.cache/verity-typecheck');
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'bin/tsc');
/** Two tsc at a time: each uses every core while it checks, and less while it reads its files. */
const AT_ONCE = 2;
/** `declare module 'fastify' { … }`: what a project adds to a module's types, which another project may add differently. */
const AUGMENTATION = /declare module ['"]([^'"]+)['"]/g;

/** Each project with a typecheck target: its folder (from the root) and its tsconfig. */
function projects() {
  return ['apps', 'libs', 'tools'].flatMap((area) =>
    readdirSync(path.join(root, area))
      .map((name) => path.join(area, name))
      .filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json')) && hasTypecheck(dir))
      .map((dir) => ({ dir, tsconfig: JSON.parse(readFileSync(path.join(root, dir, 'tsconfig.json'), 'utf8')), augments: augmentedModules(path.join(root, dir, 'src')) })),
  );
}

/** The modules a project's sources add declarations to. */
function augmentedModules(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) => [...readFileSync(path.join(dir, file), 'utf8').matchAll(AUGMENTATION)].map((match) => match[1]));
}

function hasTypecheck(dir) {
  const file = path.join(root, dir, 'project.json');
  return existsSync(file) && Boolean(JSON.parse(readFileSync(file, 'utf8')).targets?.typecheck);
}

/**
 * The projects grouped by their compiler options, each group written as a tsconfig of its own. Two projects that add
 * to the same module (each its own `request.caller` on Fastify's requests) are never in one group: in one program
 * their declarations would clash.
 */
function writeGroups() {
  const groups = [];
  for (const { dir, tsconfig, augments } of projects()) {
    if (tsconfig.extends !== '../../tsconfig.base.json' || tsconfig.files || tsconfig.references) {
      throw new Error(`${dir}/tsconfig.json: typecheck.mjs only groups tsconfigs that extend tsconfig.base.json and list "include"`);
    }
    const options = JSON.stringify(tsconfig.compilerOptions ?? {});
    let group = groups.find((candidate) => candidate.options === options && !augments.some((name) => candidate.augments.has(name)));
    if (!group) groups.push((group = { options, compilerOptions: tsconfig.compilerOptions ?? {}, dirs: [], include: [], augments: new Set() }));
    group.dirs.push(dir);
    group.include.push(...tsconfig.include.map((pattern) => path.relative(groupsDir, path.join(root, dir, pattern))));
    for (const name of augments) group.augments.add(name);
  }
  mkdirSync(groupsDir, { recursive: true });
  return groups
    .sort((a, b) => b.dirs.length - a.dirs.length)
    .map((group, index) => {
      const file = path.join(groupsDir, `group-${index + 1}.tsconfig.json`);
      const config = { extends: path.relative(groupsDir, path.join(root, 'tsconfig.base.json')), compilerOptions: group.compilerOptions, include: group.include };
      writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
      return { file, dirs: group.dirs };
    });
}

/** Runs tsc on one group; resolves with its exit status. Its output goes to the terminal once it ends, whole. */
function check({ file, dirs }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', file, '--noEmit', '--pretty', 'false'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      console.log(`${status === 0 ? 'ok' : 'FAILED'}: ${dirs.join(', ')}`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(status ?? 1);
    });
  });
}

const queue = writeGroups();
const statuses = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let group = queue.shift(); group; group = queue.shift()) statuses.push(await check(group));
  }),
);
process.exit(statuses.every((status) => status === 0) ? 0 : 1);
