import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { SERVER_RENDER_SLOT } from '@verity/contracts';
import { findWorkspaceRoot } from '@verity/process';
import { bundleServerRenderer } from './server-renderer';

const run = promisify(execFile);

describe('bundleServerRenderer', () => {
  const rootDir = findWorkspaceRoot();
  let outRoot: string;
  beforeAll(async () => {
    outRoot = await mkdtemp(join(tmpdir(), 'verity-renderers-'));
    // npm packages stay imports, resolved from node_modules as in the workspace.
    await symlink(join(rootDir, 'node_modules'), join(outRoot, 'node_modules'));
  });
  afterAll(() => rm(outRoot, { recursive: true, force: true }));

  it('builds the shell and marketing renderers into modules that plain Node imports and renders with, as the BFF does', async () => {
    const shell = await bundleServerRenderer('shell', { rootDir, outRoot });
    const marketing = await bundleServerRenderer('marketing', { rootDir, outRoot });
    expect(shell.file).toBe(join(outRoot, 'dist/apps/shell/.server/render.mjs'));
    expect(marketing.file).toBe(join(outRoot, 'dist/apps/marketing/.server/render.mjs'));

    // A child process: plain Node, no DOM, the workspace's node_modules, as the built BFF runs.
    const script = `
      const { renderPublicFrame } = await import(${JSON.stringify(pathToFileURL(shell.file).href)});
      const { renderPublicPage } = await import(${JSON.stringify(pathToFileURL(marketing.file).href)});
      const config = { apiBaseUrl: 'https://verity.example/api', wsBaseUrl: 'wss://verity.example/api', authUrl: 'https://verity.example',
        anonKey: 'anon', debug: false, siteUrl: 'https://verity.example', socialHandle: null, remotes: {} };
      const blog = { list: () => [], get: () => null };
      const frame = renderPublicFrame({ pathname: '/terms', config });
      const page = renderPublicPage({ view: 'terms', params: {}, pathname: '/terms', config, blog });
      console.log(JSON.stringify({ frame, page, typeOfWindow: typeof window }));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: outRoot });
    const { frame, page, typeOfWindow } = JSON.parse(stdout) as { frame: { html: string }; page: { html: string; styles: string }; typeOfWindow: string };
    expect(typeOfWindow).toBe('undefined');
    expect(frame.html).toContain(`<main id="main" tabindex="-1">${SERVER_RENDER_SLOT}</main>`);
    expect(page.html).toContain('>Terms of service</h1>');
    expect(page.styles).toContain('<style data-verity-marketing>');
  }, 60_000);
});
