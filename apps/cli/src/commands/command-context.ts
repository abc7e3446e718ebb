import { type VerityApi } from '../api/verity-api';
import { type CliConfig } from '../config/read-config';
import { type Clock } from '../runs/clock';

export interface OutputStream {
  write(text: string): unknown;
}

/** What a command works with; main.ts gives the real ones, tests fakes. */
export interface CommandContext {
  api: VerityApi;
  config: CliConfig;
  stdout: OutputStream;
  stderr: OutputStream;
  clock: Clock;
  /** Writes a file (a report, an export), creating its folder. */
  writeFile(path: string, contents: string): Promise<void>;
  /** Aborted on Ctrl-C. */
  signal: AbortSignal;
}

export function writeLines(stream: OutputStream, lines: readonly string[]) {
  if (lines.length > 0) stream.write(`${lines.join('\n')}\n`);
}
