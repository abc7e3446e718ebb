import { type Test } from '@verity/contracts';
import { type ExportArgs } from '../args/parse-args';
import { testPageUrl } from '../web-urls';
import { type CommandContext } from './command-context';

/** The test as text: a header comment (name, base URL, page), then its steps one per line, as stored. */
export function testAsText(test: Test, webUrl: string): string {
  const { name, base_url: baseUrl, instructions } = test.configuration;
  const header = [`# ${name}`, `# Base URL: ${baseUrl}`, `# ${testPageUrl(webUrl, test.id)}`];
  return `${[...header, ...instructions].join('\n')}\n`;
}

/** `verity export`: the test's steps as text, on stdout or in --out. */
export async function exportCommand(args: ExportArgs, context: CommandContext): Promise<number> {
  const test = await context.api.getTest(args.testId, { signal: context.signal });
  const text = testAsText(test, context.config.webUrl);
  if (args.outPath === null) {
    context.stdout.write(text);
  } else {
    await context.writeFile(args.outPath, text);
    context.stderr.write(`Wrote ${test.configuration.instructions.length} steps of "${test.configuration.name}" to ${args.outPath}\n`);
  }
  return 0;
}
