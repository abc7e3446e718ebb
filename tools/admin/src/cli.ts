// `npm run admin -- <command>`: promo codes and credit grants without SQL. `npm run admin -- --help` lists them.
import { findWorkspaceRoot } from '@verity/process';
import { runAdmin } from './run-admin';

const exitCode = await runAdmin(process.argv.slice(2), {
  env: process.env,
  rootDir: findWorkspaceRoot(),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
process.exit(exitCode);
