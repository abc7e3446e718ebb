import { readdirSync, readFileSync } from 'node:fs';

export interface TreeMemory {
  /** The root process (the worker's node) in MiB: resident set. */
  rootRss: number;
  /** Its descendants (Chromium's browser, GPU, network, renderer processes…) in MiB. */
  childrenPss: number;
  childrenRss: number;
  children: number;
  /** Root RSS + children's PSS: shared pages counted once, what the machine actually spends. */
  total: number;
}

const MIB = 1024;

/** kB value of a `Name:   123 kB` line in a /proc file, or 0 when the process is gone or the line absent. */
function readKb(file: string, field: string): number {
  try {
    const line = readFileSync(file, 'utf8')
      .split('\n')
      .find((candidate) => candidate.startsWith(`${field}:`));
    return line ? Number.parseInt(line.slice(field.length + 1), 10) : 0;
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses: fields after the last ')' are safe to split.
    return Number.parseInt(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '', 10);
  } catch {
    return null;
  }
}

export function descendantsOf(rootPid: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const parent = parentOf(pid);
    if (parent !== null) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), pid]);
  }
  const found: number[] = [];
  const queue = [...(childrenOf.get(rootPid) ?? [])];
  while (queue.length) {
    const pid = queue.shift()!;
    found.push(pid);
    queue.push(...(childrenOf.get(pid) ?? []));
  }
  return found;
}

/**
 * Memory of a process and everything it started, from Linux's /proc. Chromium's processes share much of their
 * memory, so their RSS values add up to far more than they use: PSS splits each shared page between its users.
 */
export function sampleTreeMemory(rootPid: number): TreeMemory {
  const children = descendantsOf(rootPid);
  const rootRss = readKb(`/proc/${rootPid}/status`, 'VmRSS') / MIB;
  const childrenPss = children.reduce((sum, pid) => sum + readKb(`/proc/${pid}/smaps_rollup`, 'Pss'), 0) / MIB;
  const childrenRss = children.reduce((sum, pid) => sum + readKb(`/proc/${pid}/status`, 'VmRSS'), 0) / MIB;
  return { rootRss, childrenPss, childrenRss, children: children.length, total: rootRss + childrenPss };
}
