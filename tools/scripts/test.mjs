#!/usr/bin/env node
// `npm test`: lint, typecheck, unit and component tests, end-to-end tests; then one summary line.
// Every step runs even when an earlier one fails, so one run shows everything that is wrong.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const reports = path.join(root, 'reports');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };

const nx = (...args) => ({ command: 'npx', args: ['nx', ...args, '--output-style=stream'] });
// Run last beside the engine's suite, not after the other projects: the unit step ends when both lanes do.
const ENGINE_LANE_TAIL = ['stack', 'deploy'];

/**
 * The stages in order, a stage's steps at the same time; a step's lanes run at the same time, a lane's commands one
 * after another.
 */
const stages = [
  // Lint is one thread, and the typecheck's largest group of projects is one tsc: side by side they fill both cores.
  [
    { name: 'lint', lanes: [[{ command: 'npx', args: ['eslint', '.'] }]] },
    { name: 'typecheck', lanes: [[{ command: 'node', args: ['tools/scripts/typecheck.mjs'] }]] },
  ],
  [
    {
      name: 'unit',
      // The engine's suite is the longest (about 16 minutes, two files at a time) and waits on its pages for much
      // of it: it starts at once beside the other projects, which run one at a time (with two of them beside the
      // engine on a 2-core machine, the engine's own fixture server went unanswered for 30 s at a time and a case
      // could time out). Two projects that start stacks and browsers (about 2 minutes each) follow the engine in
      // its lane, so both lanes end about together.
      lanes: [
        [nx('run', 'engine:test'), nx('run-many', '-t', 'test', `--projects=${ENGINE_LANE_TAIL.join(',')}`, '--parallel=1')],
        [nx('run-many', '-t', 'test', `--exclude=engine,${ENGINE_LANE_TAIL.join(',')}`, '--parallel=1')],
      ],
    },
  ],
  [{ name: 'e2e', lanes: [[nx('run', 'e2e:e2e')]] }],
];

/** Runs a command with the terminal as its output; resolves with its exit status. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  });
}

const only = process.argv.slice(2);
rmSync(reports, { recursive: true, force: true });

const outcomes = [];
/** Each command of the lane in turn, every one even when one before it failed; resolves with their statuses. */
async function runLane(lane) {
  const statuses = [];
  for (const { command, args } of lane) statuses.push(await run(command, args));
  return statuses;
}

/** Runs the step's lanes; resolves with its outcome. */
async function runStep(step) {
  const started = Date.now();
  const statuses = (await Promise.all(step.lanes.map(runLane))).flat();
  return { name: step.name, ok: statuses.every((status) => status === 0), seconds: (Date.now() - started) / 1000 };
}

for (const stage of stages) {
  const steps = stage.filter(({ name }) => only.length === 0 || only.includes(name));
  if (steps.length === 0) continue;
  console.log(`\n=== ${steps.map(({ name }) => name).join(' + ')} ===`);
  outcomes.push(...(await Promise.all(steps.map(runStep))));
}

function readJestSummary() {
  const dir = path.join(reports, 'jest');
  if (!existsSync(dir)) return null;
  const summary = { passed: 0, failed: 0, skipped: 0, note: '', failures: [] };
  let suitesNotRun = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    summary.passed += report.numPassedTests;
    summary.failed += report.numFailedTests;
    summary.skipped += report.numPendingTests + report.numTodoTests;
    // A suite that fails to load, or fails after its tests passed (an unhandled error), reports no failed test, yet it is a failure.
    suitesNotRun += report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.every((test) => test.status !== 'failed')).length;
    summary.failures.push(...jestFailures(report));
  }
  summary.failed += suitesNotRun;
  if (suitesNotRun) summary.note = ` (${suitesNotRun} suites failed outside their tests)`;
  return summary;
}

/** "file › test: first line of the reason" for each failed test, so a CI log's tail names what failed. */
function jestFailures(report) {
  return report.testResults.flatMap((suite) => {
    const file = path.relative(root, suite.name);
    const failed = suite.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0 && suite.status === 'failed') return [`${file}: ${firstLine(suite.message)}`];
    return failed.map((test) => `${file} › ${test.fullName}: ${firstLine(test.failureMessages.join('\n'))}`);
  });
}

function firstLine(text = '') {
  // eslint-disable-next-line no-control-regex -- jest's messages carry terminal colour codes
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').map((line) => line.trim()).find((line) => line && !line.startsWith('●')) ?? '';
}

function readPlaywrightSummary() {
  const file = path.join(reports, 'e2e', 'results.json');
  if (!existsSync(file)) return null;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    note: stats.flaky ? ` (${stats.flaky} flaky)` : '',
    failures: playwrightFailures(suites ?? []),
  };
}

function playwrightFailures(suites, titles = []) {
  return suites.flatMap((suite) => {
    const path = suite.file ? [suite.file] : [...titles, suite.title];
    const specs = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results.at(-1)?.error?.message;
          return `${[...path, spec.title].join(' › ')}: ${firstLine(error)}`;
        }),
    );
    return [...specs, ...playwrightFailures(suite.suites ?? [], path)];
  });
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const testSummaries = { unit: readJestSummary, e2e: readPlaywrightSummary };

for (const outcome of outcomes) {
  const readSummary = testSummaries[outcome.name];
  if (!readSummary) {
    // lint and typecheck count as one check each.
    counts[outcome.ok ? 'passed' : 'failed'] += 1;
    lines.push(`${outcome.name}: ${outcome.ok ? 'passed' : 'FAILED'} (${outcome.seconds.toFixed(0)} s)`);
    continue;
  }
  const summary = readSummary() ?? { passed: 0, failed: 0, skipped: 0, note: '' };
  counts.passed += summary.passed;
  counts.failed += summary.failed;
  counts.skipped += summary.skipped;
  lines.push(`${outcome.name}: ${summary.passed} passed, ${summary.failed} failed${summary.note} (${outcome.seconds.toFixed(0)} s)`);
  for (const failure of summary.failures ?? []) lines.push(`  failed: ${failure}`);
  // A step that failed outside its tests (a build error, a crash) is still a failure.
  if (!outcome.ok && summary.failed === 0) {
    counts.failed += 1;
    lines.push(`${outcome.name}: FAILED outside its tests (see the output above)`);
  }
}

console.log('\n=== summary ===');
for (const line of lines) console.log(line);
console.log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(outcomes.every((o) => o.ok) && counts.failed === 0 ? 0 : 1);
