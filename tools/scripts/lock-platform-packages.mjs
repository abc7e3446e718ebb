#!/usr/bin/env node
// The registry this project installs from lacks some platform builds of native packages (rspack, swc,
// unrs-resolver bindings for other operating systems). `npm install` then leaves them out of
// package-lock.json, and `npm ci` refuses a lock that misses an optional dependency. This records each
// missing one with the os/cpu/libc its name declares, so npm ci skips it on other platforms, as it would
// with a complete lock. Run it after changing dependencies: `node tools/scripts/lock-platform-packages.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockPath = path.resolve(import.meta.dirname, '../../package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32', 'arm', 'mips64el'];

/** Reads the platform a binding package is for from its name, e.g. binding-linux-x64-musl. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c));
  const libc = parts.some((p) => p.startsWith('musl')) ? 'musl' : parts.some((p) => p.startsWith('gnu')) ? 'glibc' : null;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const hoisted = `node_modules/${name}`;
    const nested = location ? `${location}/node_modules/${name}` : hoisted;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform build: leave it for npm to report
    lock.packages[hoisted] = {
      version,
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: recorded ${added} platform packages the registry does not serve.`);
