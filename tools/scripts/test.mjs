#!/usr/bin/env node
// `npm test`: lint, typecheck, unit and component tests, end-to-end tests; then one summary line.
// Every step runs even when an earlier one fails, so one run shows everything that is wrong.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const reports = path.join(root, 'reports');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };

const steps = [
  { name: 'lint', command: 'npx', args: ['eslint', '.'] },
  { name: 'typecheck', command: 'npx', args: ['nx', 'run-many', '-t', 'typecheck', '--output-style=stream'] },
  {
    name: 'unit',
    // The engine's suite is the longest (about 12 minutes) and runs its files one at a time: it starts at once
    // beside the others instead of last, so the whole takes about as long as it does. The others run one at a time
    // (about 10 minutes in all): with two of them beside the engine on a 2-core machine, the engine's own fixture
    // server went unanswered for 30 s at a time and a case could time out.
    commands: [
      { command: 'npx', args: ['nx', 'run', 'engine:test', '--output-style=stream'] },
      { command: 'npx', args: ['nx', 'run-many', '-t', 'test', '--exclude=engine', '--parallel=1', '--output-style=stream'] },
    ],
  },
  { name: 'e2e', command: 'npx', args: ['nx', 'run', 'e2e:e2e', '--output-style=stream'] },
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
for (const step of steps.filter((s) => only.length === 0 || only.includes(s.name))) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const statuses = await Promise.all((step.commands ?? [step]).map(({ command, args }) => run(command, args)));
  outcomes.push({ name: step.name, ok: statuses.every((status) => status === 0), seconds: (Date.now() - started) / 1000 });
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
