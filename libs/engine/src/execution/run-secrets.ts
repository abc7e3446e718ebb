import AdmZip from 'adm-zip';
import { type ArtifactSink } from '../engine-types';
import { escapeHtml } from './escape-html';

/** What a secret's value becomes in everything a run records. */
export const REDACTED = '•••';

/**
 * The forms a value takes in what a run records: as typed, in a URL, in a form body, in JSON (the trace's actions
 * and DOM snapshots) and in HTML.
 */
function formsOf(value: string): string[] {
  const forms = [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2), JSON.stringify(value).slice(1, -1), escapeHtml(value)];
  return [...new Set(forms)];
}

/** Where a secret was found in a run's file. */
export interface Leak {
  /** The secret variable's name. */
  name: string;
  /** The run's file, and for the trace the file inside it ("trace.zip › trace.network"). */
  file: string;
}

/** Text files are redacted as text; anything else byte by byte (a leak there is caught by the scan all the same). */
function isUtf8(bytes: Buffer): boolean {
  return Buffer.from(bytes.toString('utf8'), 'utf8').equals(bytes);
}

function replaceBytes(bytes: Buffer, search: Buffer, replacement: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(search); at !== -1; at = bytes.indexOf(search, from)) {
    parts.push(bytes.subarray(from, at), replacement);
    from = at + search.length;
  }
  if (from === 0) return bytes;
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/**
 * A run's secret variables: replaced by ••• in everything the run records (its steps' text, the trace, the model's
 * view of the page), and looked for in every file it stores, so one that got through fails the run instead of
 * staying in it.
 */
export class RunSecrets {
  /** Longest first: a secret that contains another is replaced whole. */
  private readonly forms: Array<{ name: string; form: string; bytes: Buffer }>;

  constructor(secrets: Record<string, string> = {}) {
    this.forms = Object.entries(secrets)
      .filter(([, value]) => value !== '')
      .flatMap(([name, value]) => formsOf(value).map((form) => ({ name, form, bytes: Buffer.from(form, 'utf8') })))
      .sort((a, b) => b.form.length - a.form.length);
  }

  get isEmpty(): boolean {
    return this.forms.length === 0;
  }

  /** Whether the text holds a secret's value: a field typed with it is masked in screenshots. */
  isIn(text: string): boolean {
    return this.forms.some(({ form }) => text.includes(form));
  }

  redact(text: string): string {
    return this.forms.reduce((redacted, { form }) => redacted.split(form).join(REDACTED), text);
  }

  /** Every string inside the value redacted; the value itself is left as it was. */
  redactAll<T>(value: T): T {
    if (this.isEmpty) return value;
    const visit = (inner: unknown): unknown => {
      if (typeof inner === 'string') return this.redact(inner);
      if (Array.isArray(inner)) return inner.map(visit);
      if (inner && typeof inner === 'object') return Object.fromEntries(Object.entries(inner).map(([key, item]) => [key, visit(item)]));
      return inner;
    };
    return visit(value) as T;
  }

  /** The error as a log may show it: its message masked (its stack, which may quote values, left out). */
  redactError(error: unknown): unknown {
    if (this.isEmpty) return error;
    return new Error(this.redact(error instanceof Error ? error.message : String(error)));
  }

  /** The name of the first secret whose value, in any of its forms, is in the bytes. */
  foundIn(bytes: Buffer): string | null {
    return this.forms.find(({ bytes: form }) => bytes.includes(form))?.name ?? null;
  }

  /** The zip (a trace) with every secret replaced in each of its files. */
  redactZip(zip: Buffer): Buffer {
    if (this.isEmpty) return zip;
    const archive = new AdmZip(zip);
    let isChanged = false;
    for (const entry of archive.getEntries()) {
      if (entry.isDirectory) continue;
      const bytes = entry.getData();
      if (!this.foundIn(bytes)) continue;
      const redacted = isUtf8(bytes)
        ? Buffer.from(this.redact(bytes.toString('utf8')), 'utf8')
        : this.forms.reduce((inner, { bytes: form }) => replaceBytes(inner, form, Buffer.from(REDACTED, 'utf8')), bytes);
      archive.updateFile(entry, redacted);
      isChanged = true;
    }
    return isChanged ? archive.toBuffer() : zip;
  }

  /** A secret found in a file the run stores, looking inside a zip's files; null when there is none. */
  leakIn(name: string, contents: Buffer, contentType: string): Leak | null {
    if (this.isEmpty) return null;
    if (contentType === 'application/zip') {
      for (const entry of new AdmZip(contents).getEntries()) {
        const found = entry.isDirectory ? null : this.foundIn(entry.getData());
        if (found) return { name: found, file: `${name} › ${entry.entryName}` };
      }
      return null;
    }
    const found = this.foundIn(contents);
    return found ? { name: found, file: name } : null;
  }
}

/** The reason a run that leaked a secret fails with. */
export function leakMessage(leak: Leak): string {
  return `The value of the secret variable {{${leak.name}}} was found in the run's ${leak.file}: that file was not kept, and the run fails rather than store the secret.`;
}

/** The run's files, each looked through for the run's secrets before it is stored: one that holds a secret is refused and remembered. */
export class LeakCheckingSink implements ArtifactSink {
  readonly leaks: Leak[] = [];

  constructor(
    private readonly sink: ArtifactSink,
    private readonly secrets: RunSecrets,
  ) {}

  async save(name: string, contents: Buffer, contentType: string): Promise<string> {
    const leak = this.secrets.leakIn(name, contents, contentType);
    if (leak) {
      this.leaks.push(leak);
      throw new Error(leakMessage(leak));
    }
    return this.sink.save(name, contents, contentType);
  }
}
