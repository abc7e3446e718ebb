// `npm start`: the whole product on one port. `--build` (or VERITY_REBUILD=1) rebuilds the web bundles first.
import { EnvConfigError } from '@verity/config';
import { type RunningStack, StackAbortedError, startStack } from './start-stack';

const args = process.argv.slice(2);
const unknownArgs = args.filter((arg) => arg !== '--build');
if (unknownArgs.length) {
  console.error(`Unknown argument: ${unknownArgs.join(' ')}\nUsage: npm start [-- --build]`);
  process.exit(2);
}

const controller = new AbortController();
let stack: RunningStack | undefined;
let isStopping = false;

function handleSignal(signal: NodeJS.Signals) {
  if (isStopping) {
    console.log(`${signal}: still stopping…`);
    return;
  }
  isStopping = true;
  console.log(`\n${signal}: stopping Verity…`);
  if (stack) void stack.stop();
  else controller.abort();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, handleSignal);

try {
  stack = await startStack({ rebuild: args.includes('--build'), signal: controller.signal });
  // A signal that arrived as start-up finished found no stack to stop yet.
  if (isStopping) await stack.stop();
  await stack.done;
  console.log('Verity stopped.');
  process.exit(0);
} catch (error) {
  if (error instanceof StackAbortedError) {
    console.log('Verity stopped.');
    process.exit(0);
  }
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof EnvConfigError) console.error(message);
  else console.error(stack ? `Verity stopped: ${message}` : `Verity could not start: ${message}`);
  process.exit(1);
}
