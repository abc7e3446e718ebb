import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleService } from './bundle-service';
import { type ServiceDefinition } from './services';

describe('bundleService', () => {
  let root: string;
  const service: ServiceDefinition = { name: 'api', entry: 'src/main.ts', outDir: 'dist/apps/api', assets: [{ from: 'sql', to: 'migrations' }] };

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'verity-bundle-'));
    await mkdir(join(root, 'src'));
    await mkdir(join(root, 'sql'));
    await writeFile(join(root, 'sql/0000_initial.sql'), 'create table t (id int);');
    await writeFile(join(root, 'src/greeting.ts'), "export const greeting: string = 'hello from the workspace';");
    await writeFile(join(root, 'src/main.ts'), "import Fastify from 'fastify';\nimport { greeting } from './greeting';\nconsole.log(greeting, Fastify);");
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const writeDependencies = (dependencies: Record<string, string>) => writeFile(join(root, 'package.json'), JSON.stringify({ dependencies }));

  it('inlines workspace code, leaves npm packages to node_modules, and copies what the service reads at run time', async () => {
    await writeDependencies({ fastify: '5.12.8' });
    const built = await bundleService(service, { rootDir: root });
    const code = await readFile(built.file, 'utf8');
    expect(built.file).toBe(join(root, 'dist/apps/api/main.mjs'));
    expect(code).toContain('hello from the workspace');
    expect(code).toMatch(/import \w+ from "fastify"/);
    expect(await readFile(join(root, 'dist/apps/api/migrations/0000_initial.sql'), 'utf8')).toBe('create table t (id int);');
  });

  it('refuses a bundle importing a package that production installs leave out, and leaves no bundle behind', async () => {
    await writeDependencies({});
    await expect(bundleService(service, { rootDir: root })).rejects.toThrow(
      'api imports fastify at run time, but package.json does not list it in "dependencies"',
    );
    expect(existsSync(join(root, 'dist/apps/api'))).toBe(false);
  });
});
