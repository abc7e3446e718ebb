import { launchChromium, MemoryArtifactSink, startFixtureServer } from './../libs/engine/src/fixtures';
import { runTest } from './../libs/engine/src/execution/run-test';
const [, , ...instructions] = process.argv;
(async () => {
  const [browser, site] = await Promise.all([launchChromium(), startFixtureServer('apps')]);
  const out = await runTest({ configuration: { name: 'x', base_url: site.url, instructions }, browser, artifacts: new MemoryArtifactSink(), stepTimeoutMs: 4000, allowPrivateNetwork: true });
  console.log(out.summary);
  for (const s of out.steps) console.log(s.status, s.resolved_by, JSON.stringify(s.instruction), '|', s.action, '|', s.error ?? '', s.expanded ? '\n   ' + s.expanded.map(e => `${e.status} ${e.step} ${e.error ?? ''}`).join('\n   ') : '');
  await browser.close(); await site.close();
})();
