/** The words of a test's name as a file name: "Sign in (EU)" → "sign-in-eu". */
export function fileNameSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'test';
}

export interface StepsText {
  fileName: string;
  content: string;
}

/**
 * The test's steps as plain text, one per line, under a comment header naming the test. Lines starting with # are
 * comments in the step language, so the text pastes straight back into a test. `link`: where the test is, when the
 * reader is not on its page (the CLI's export).
 */
export function exportStepsText(configuration: { name: string; base_url: string; instructions: readonly string[] }, { link }: { link?: string } = {}): StepsText {
  const { name, base_url: baseUrl, instructions } = configuration;
  const header = [`# ${name.replace(/\s+/g, ' ')}`, `# Base URL: ${baseUrl}`, ...(link ? [`# ${link}`] : [])];
  return { fileName: `${fileNameSlug(name)}-steps.txt`, content: `${[...header, ...instructions].join('\n')}\n` };
}
