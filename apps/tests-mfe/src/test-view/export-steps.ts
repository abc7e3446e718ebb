import { type Test } from '@verity/contracts';

/**
 * The test's steps as plain text, one per line, under a comment header naming the test. Lines starting
 * with # are comments in the step language, so the text pastes straight back into a test.
 */
export function stepsAsText(test: Test): string {
  const { name, base_url: baseUrl, instructions } = test.configuration;
  return [`# ${name}`, `# Base URL: ${baseUrl}`, ...instructions].join('\n') + '\n';
}

/** A file name from the test's name: "Sign in (EU)" → "sign-in-eu-steps.txt". */
export function stepsFileName(test: Test): string {
  const slug = test.configuration.name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'test'}-steps.txt`;
}

/** Saves the text as a file through a temporary link; the browser's download handling does the rest. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
