// `npm run admin -- <command>`: promo codes and credit grants without SQL. `npm run admin -- --help` lists them.
import { findWorkspaceRoot, isBundled } from '@verity/process';
import { runAdmin } from './run-admin';

const exitCode = await runAdmin(process.argv.slice(2), {
  env: process.env,
  // VERITY_DATA_DIR is relative to the workspace; the built command has none and uses the current directory.
  rootDir: isBundled ? process.cwd() : findWorkspaceRoot(),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
process.exit(exitCode);
