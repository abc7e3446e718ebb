import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Where a probe file pretends to live, and the one module it imports. */
type Probe = readonly [filePath: string, specifier: string];

const PROBES = {
  remoteUsesLibrary: ['apps/tests-mfe/src/probe.ts', '@verity/config'],
  remoteUsesRemote: ['apps/tests-mfe/src/probe.ts', '@verity/runs-mfe/src/remote-entry'],
  remoteUsesShell: ['apps/billing-mfe/src/probe.ts', '@verity/shell/src/bootstrap'],
  shellUsesRemote: ['apps/shell/src/probe.ts', '@verity/marketing/src/remote-entry'],
  relativePath: ['apps/tests-mfe/src/probe.ts', '../../runs-mfe/src/remote-entry'],
  remoteUsesTool: ['apps/runs-mfe/src/probe.ts', '@verity/stack'],
  browserUsesNode: ['apps/shell/src/probe.ts', '@verity/db'],
  libraryUsesApp: ['libs/query/src/probe.ts', '@verity/worker/src/main'],
} satisfies Record<string, Probe>;

const probeSource = (specifier: string) => `import * as probe from '${specifier}';\nexport default probe;\n`;

// One ESLint for every probe: loading the config, typescript-eslint and the project graph is most of the time.
const LINT_PROBES = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint();
const reports = [];
for (const { filePath, source } of JSON.parse(input)) reports.push((await eslint.lintText(source, { filePath }))[0]);
process.stdout.write(JSON.stringify(reports));
`;

/** Lints each probe file as if it lived at its path, with the workspace's real config and project graph. */
function lintProbes(probes: Probe[]): LintMessage[][] {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_PROBES], {
    cwd: root,
    input: JSON.stringify(probes.map(([filePath, specifier]) => ({ filePath: path.join(root, filePath), source: probeSource(specifier) }))),
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (!result.stdout) throw new Error(`eslint printed nothing: ${result.stderr}`);
  return (JSON.parse(result.stdout) as Array<{ messages: LintMessage[] }>).map((report) => report.messages);
}

let errorsOfProbe: Record<keyof typeof PROBES, string[]>;

beforeAll(() => {
  const names = Object.keys(PROBES) as Array<keyof typeof PROBES>;
  const reports = lintProbes(names.map((name) => PROBES[name]));
  errorsOfProbe = Object.fromEntries(
    names.map((name, index) => [name, (reports[index] ?? []).filter((m) => m.ruleId === 'verity/enforce-module-boundaries').map((m) => m.message)]),
  ) as typeof errorsOfProbe;
}, 60_000);

const boundaryErrors = (name: keyof typeof PROBES) => errorsOfProbe[name];

describe('module boundaries', () => {
  it('lets a remote use a shared library', () => {
    expect(boundaryErrors('remoteUsesLibrary')).toEqual([]);
  });

  // An app's package has no entry point, so the only way in is a deep import, which the rule refuses.
  it('stops a remote from importing another remote, and says why', () => {
    const [error] = boundaryErrors('remoteUsesRemote');
    expect(error).toContain('Imports of apps are forbidden');
    expect(error).toContain('Apps meet only at run time');
  });

  it('stops a remote from importing the shell', () => {
    const [error] = boundaryErrors('remoteUsesShell');
    expect(error).toContain('Imports of apps are forbidden');
  });

  it('stops the shell from importing a remote', () => {
    const [error] = boundaryErrors('shellUsesRemote');
    expect(error).toContain('Imports of apps are forbidden');
  });

  it('refuses a relative path into another project', () => {
    const [error] = boundaryErrors('relativePath');
    expect(error).toContain('Projects cannot be imported by a relative or absolute path');
  });

  it('stops a remote from importing a tool, and says why', () => {
    const [error] = boundaryErrors('remoteUsesTool');
    expect(error).toContain('A project tagged with "type:remote" can only depend on libs tagged with "type:lib"');
    expect(error).toContain('A remote never imports another remote or the shell');
  });

  it('stops browser code from importing a node-only library', () => {
    const [error] = boundaryErrors('browserUsesNode');
    expect(error).toContain('"platform:browser" can only depend on libs tagged with "platform:browser", "platform:iso"');
    expect(error).toContain('Browser code cannot import node-only code');
  });

  it('stops a library from importing an app', () => {
    expect(boundaryErrors('libraryUsesApp').join('\n')).toContain(
      'Imports of apps are forbidden',
    );
  });
});
