// The web app's pages verity links to. They mirror ROUTES in @verity/mfe (app-routes.ts), which a Node program
// cannot import without the React screens around it.

export function runPageUrl(webUrl: string, runId: string): string {
  return `${webUrl}/app/editor/run/${encodeURIComponent(runId)}`;
}

export function testPageUrl(webUrl: string, testId: string): string {
  return `${webUrl}/app/editor/test/${encodeURIComponent(testId)}`;
}

export function suitePageUrl(webUrl: string, suiteId: string): string {
  return `${webUrl}/app/suites/${encodeURIComponent(suiteId)}`;
}
