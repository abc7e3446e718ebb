#!/usr/bin/env node
// The `verity` command. It runs the TypeScript sources through tsx (installed with the repo), so `npx verity`
// works right after `npm ci`, with no build step.
import { readFile } from 'node:fs/promises';
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/main.ts');
const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  version,
  // The first Ctrl-C stops waiting (the runs go on); a second one ends verity at once, as usual.
  onInterrupt(handler) {
    const onSigint = () => {
      process.off('SIGINT', onSigint);
      handler();
    };
    process.on('SIGINT', onSigint);
    return () => process.off('SIGINT', onSigint);
  },
});
