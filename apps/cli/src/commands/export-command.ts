import { basename } from 'node:path';
import { type Test } from '@verity/contracts';
import { exportStepsText } from '@verity/steps';
import { type ExportArgs } from '../args/parse-args';
import { testPageUrl } from '../web-urls';
import { type CommandContext } from './command-context';

/** The test as text: a header comment (name, base URL, page), then its steps one per line, as stored. */
export function testAsText(test: Test, webUrl: string): string {
  return exportStepsText(test.configuration, { link: testPageUrl(webUrl, test.id) }).content;
}

function notExported(steps: number[]): string {
  if (steps.length === 1) return `Step ${steps[0]} is not exported: it fails with a TODO(verity) until written by hand.`;
  return `Steps ${steps.slice(0, -1).join(', ')} and ${steps.at(-1)} are not exported: they fail with a TODO(verity) until written by hand.`;
}

/** The test as a Playwright spec, written to --out or to the file name the API gives (in the current folder). */
async function exportPlaywright(args: ExportArgs, context: CommandContext): Promise<number> {
  const spec = await context.api.exportTest(args.testId, 'playwright', { signal: context.signal });
  const path = args.outPath ?? basename(spec.file_name);
  await context.writeFile(path, spec.content);
  context.stderr.write(`Wrote a Playwright test to ${path}\n`);
  if (spec.untranslated_steps.length > 0) context.stderr.write(`${notExported(spec.untranslated_steps)}\n`);
  return 0;
}

/** `verity export`: the test's steps as text (on stdout or in --out), or as a Playwright spec. */
export async function exportCommand(args: ExportArgs, context: CommandContext): Promise<number> {
  if (args.format === 'playwright') return exportPlaywright(args, context);
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
