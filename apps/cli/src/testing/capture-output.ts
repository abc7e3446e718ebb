import { type OutputStream } from '../commands/command-context';

/** A stream that keeps what is written, for asserting on the lines a command prints. */
export function captureOutput() {
  let text = '';
  const stream: OutputStream = {
    write: (chunk: string) => {
      text += chunk;
      return true;
    },
  };
  return { stream, text: () => text, lines: () => text.split('\n').filter(Boolean) };
}
