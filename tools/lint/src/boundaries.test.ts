import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Lints a probe file as if it lived at `filePath`, with the workspace's real config and project graph. */
function boundaryErrors(filePath: string, source: string): string[] {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', filePath, '--format', 'json'],
    { cwd: root, input: source, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false' } },
  );
  if (!result.stdout) throw new Error(`eslint printed nothing: ${result.stderr}`);
  const [report] = JSON.parse(result.stdout) as Array<{ messages: LintMessage[] }>;
  return report!.messages.filter((m) => m.ruleId === 'verity/enforce-module-boundaries').map((m) => m.message);
}

const probe = (specifier: string) => `import * as probe from '${specifier}';\nexport default probe;\n`;

describe('module boundaries', () => {
  it('lets a remote use a shared library', () => {
    expect(boundaryErrors('apps/tests-mfe/src/probe.ts', probe('@verity/config'))).toEqual([]);
  });

  // An app's package has no entry point, so the only way in is a deep import, which the rule refuses.
  it('stops a remote from importing another remote, and says why', () => {
    const [error] = boundaryErrors('apps/tests-mfe/src/probe.ts', probe('@verity/runs-mfe/src/remote-entry'));
    expect(error).toContain('Imports of apps are forbidden');
    expect(error).toContain('Apps meet only at run time');
  });

  it('stops a remote from importing the shell', () => {
    const [error] = boundaryErrors('apps/billing-mfe/src/probe.ts', probe('@verity/shell/src/bootstrap'));
    expect(error).toContain('Imports of apps are forbidden');
  });

  it('stops the shell from importing a remote', () => {
    const [error] = boundaryErrors('apps/shell/src/probe.ts', probe('@verity/marketing/src/remote-entry'));
    expect(error).toContain('Imports of apps are forbidden');
  });

  it('refuses a relative path into another project', () => {
    const [error] = boundaryErrors('apps/tests-mfe/src/probe.ts', probe('../../runs-mfe/src/remote-entry'));
    expect(error).toContain('Projects cannot be imported by a relative or absolute path');
  });

  it('stops a remote from importing a tool, and says why', () => {
    const [error] = boundaryErrors('apps/runs-mfe/src/probe.ts', probe('@verity/stack'));
    expect(error).toContain('A project tagged with "type:remote" can only depend on libs tagged with "type:lib"');
    expect(error).toContain('A remote never imports another remote or the shell');
  });

  it('stops browser code from importing a node-only library', () => {
    const [error] = boundaryErrors('apps/shell/src/probe.ts', probe('@verity/db'));
    expect(error).toContain('"platform:browser" can only depend on libs tagged with "platform:browser", "platform:iso"');
    expect(error).toContain('Browser code cannot import node-only code');
  });

  it('stops a library from importing an app', () => {
    expect(boundaryErrors('libs/query/src/probe.ts', probe('@verity/worker/src/main')).join('\n')).toContain(
      'Imports of apps are forbidden',
    );
  });
});
