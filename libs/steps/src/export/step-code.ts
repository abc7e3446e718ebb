import { type GeneratedValue, isPlainWords, type Step } from '../ast';
import { opensSiteMenu } from '../menu-button';
import { assertionCode, seenCode } from './assertion-code';
import { msLiteral, stringLiteral } from './js-code';
import { InboxStepError } from './spec-values';
import { args, callOptions, locatorOf, type StepContext } from './step-context';
import { derivedLocator, regionKindLocator } from './spec-locators';
import { isSortStep } from '../parse-step';
import { readSortRequest } from '../sort-order';

/** Verity's generated values (engine: variables.ts): a unique e-mail, 10 letters and digits, a 6-digit number. */
const GENERATED: Record<GeneratedValue, string> = {
  email: '`verity+${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`',
  string: 'Math.random().toString(36).slice(2, 12)',
  number: 'String(100_000 + Math.floor(Math.random() * 900_000))',
};

const MIME_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  csv: 'text/csv',
  json: 'application/json',
  txt: 'text/plain',
};

const SCROLLS = {
  top: 'window.scrollTo(0, 0)',
  bottom: 'window.scrollTo(0, document.documentElement.scrollHeight)',
  up: 'window.scrollBy(0, -0.8 * window.innerHeight)',
  down: 'window.scrollBy(0, 0.8 * window.innerHeight)',
} as const;

/** Verity uploads a small file it makes with the name the step gives, never a file from disk: so does the spec. */
function uploadPayload(file: string, context: StepContext): string {
  const name = file.trim().split(/[\\/]/).pop() || 'file.txt';
  const mimeType = MIME_TYPES[/\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';
  const text = context.values.text(name);
  const content = text.startsWith("'") ? stringLiteral(`Test file ${name} uploaded by Verity.\n`) : `\`Test file \${${text}} uploaded by Verity.\\n\``;
  return `{ name: ${text}, mimeType: ${stringLiteral(mimeType)}, buffer: Buffer.from(${content}) }`;
}

/** One grammar step as the lines of code that do it in Playwright, as Verity's executor does it (engine: actions.ts). */
export function stepCode(step: Step, context: StepContext): string[] {
  const options = callOptions(context);
  switch (step.kind) {
    case 'navigate': {
      const url = step.url === '' ? 'BASE_URL' : context.values.text(step.url);
      return [`await page.goto(${args(url, options)});`];
    }
    case 'back':
      return [`await page.goBack(${options});`];
    case 'forward':
      return [`await page.goForward(${options});`];
    case 'reload':
      return [`await page.reload(${options});`];
    // The spec's `page` is the tab the test is on: Verity moves to a tab a link opens, the spec when told to.
    case 'switch-tab':
      if (step.to === 'first') return ['page = page.context().pages()[0]!;', 'await page.bringToFront();'];
      return [`await expect.poll(${args('() => page.context().pages().length', options)}).toBeGreaterThan(1);`, 'page = page.context().pages().at(-1)!;', 'await page.bringToFront();'];
    case 'close-tab':
      return ['await page.close();', 'page = page.context().pages().at(-1)!;'];
    case 'click': {
      if (step.inEmail) throw new InboxStepError();
      if (step.outside) {
        // "the modal", "the menu": the last one on screen of that kind (on top), as Verity finds it.
        const isPlain = isPlainWords(step.target);
        const region = isPlain ? regionKindLocator(step.target.text) : undefined;
        context.helpers.add('clickOutside');
        return [`await clickOutside(page, ${region ? `${region}.last()` : locatorOf(step.target, 'click', context).one});`];
      }
      if (opensSiteMenu(step)) {
        context.helpers.add('openMenu');
        return [`await openMenu(${args(derivedLocator(step.target, 'click', context.values).all, options)});`];
      }
      const { one } = locatorOf(step.target, 'click', context);
      if (step.clickCount === 2) return [`await ${one}.dblclick(${options});`];
      const click = `await ${one}.click(${step.button === 'right' ? callOptions(context, "button: 'right'") : options});`;
      return step.times ? [`for (let time = 0; time < ${step.times}; time += 1) ${click}`] : [click];
    }
    case 'hover':
      context.helpers.add('hoverOver');
      return [`await hoverOver(${args(locatorOf(step.target, 'click', context).one, options)});`];
    case 'answer-dialog':
      // Given before the step that opens the dialog (the spec's dialog handler takes it): it must have been taken.
      return [`await expect.poll(${args('() => dialogAnswer', callOptions(context, "message: 'an alert, confirm or prompt opened'"))}).toBeNull();`];
    case 'drag':
      // The step's recorded locator is the dragged element's; where it is dropped is found by its words.
      return [`await ${locatorOf(step.target, 'click', context).one}.dragTo(${args(derivedLocator(step.to, 'click', context.values).one, options)});`];
    case 'fill':
      return [`await ${locatorOf(step.target, 'fill', context).one}.fill(${args(context.values.text(step.value), options)});`];
    case 'clear':
      return [`await ${locatorOf(step.target, 'fill', context).one}.clear(${options});`];
    case 'select':
      if (isSortStep(step)) return sortCode(step, context);
      return [`await ${locatorOf(step.target, 'select', context).one}.selectOption(${args(context.values.text(step.option), options)});`];
    case 'check':
      return [`await ${locatorOf(step.target, 'check', context).one}.${step.checked ? 'check' : 'uncheck'}(${options});`];
    case 'press': {
      const again = step.times && step.times > 1 ? [`for (let time = 1; time < ${step.times}; time += 1) await page.keyboard.press(${stringLiteral(step.key)});`] : [];
      if (!step.target) return step.times && step.times > 1 ? [`for (let time = 0; time < ${step.times}; time += 1) await page.keyboard.press(${stringLiteral(step.key)});`] : [`await page.keyboard.press(${stringLiteral(step.key)});`];
      return [`await ${locatorOf(step.target, 'fill', context).one}.press(${args(stringLiteral(step.key), options)});`, ...again];
    }
    case 'scroll':
      if (step.target) return [`await ${locatorOf(step.target, 'click', context).one}.scrollIntoViewIfNeeded(${options});`];
      return [`await page.evaluate(() => ${SCROLLS[step.direction ?? 'down']});`];
    case 'upload':
      return [`await ${locatorOf(step.target, 'upload', context).one}.setInputFiles(${args(uploadPayload(step.file, context), options)});`];
    case 'wait':
      return [`await page.waitForTimeout(${msLiteral(step.seconds * 1_000)});`];
    case 'wait-for':
      return [seenCode(step.target, step.state, context)];
    case 'store-text': {
      const { one } = locatorOf(step.target, 'read', context);
      context.helpers.add('textOf');
      const { identifier, keyword } = context.values.define(step.variable, context.reassigned.has(step.variable.toLowerCase()));
      return [`${keyword}${identifier} = await textOf(${one});`];
    }
    case 'generate': {
      const { identifier, keyword } = context.values.define(step.variable, context.reassigned.has(step.variable.toLowerCase()));
      return [`${keyword}${identifier} = ${GENERATED[step.generator]};`];
    }
    case 'open-email':
    case 'store-email-code':
      throw new InboxStepError();
    case 'assert':
      return assertionCode(step.assertion, context).split('\n');
  }
}

/**
 * "Sort by Due", "Sort the table by Price descending" as Verity does it (sortBy): the column header named so clicked
 * (until the column is in the order said), else the option of the sort dropdown. The header is found by its name
 * even when a run recorded it: a click may take more than one, and lands on the button a header holds.
 */
function sortCode(step: Extract<Step, { kind: 'select' }>, context: StepContext): string[] {
  const { one } = locatorOf(step.target, 'select', context);
  const { field, descending } = readSortRequest(step.option);
  for (const helper of ['sortBy', 'listedItemsHold', 'escapeRegExp'] as const) context.helpers.add(helper);
  return [`await sortBy(page, ${one}, ${context.values.text(step.option)}, ${context.values.text(field)}, ${descending});`];
}
