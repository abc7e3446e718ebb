import { type ModelClient, ModelError } from '@verity/models';
import { formatStep, parseStep, type Step } from '@verity/steps';
import { type FixRequest, type InterpretRequest, type Interpretation, type StepInterpreter } from '../engine-types';
import { type PageCandidate } from '../execution/page-scripts';

const TOOL = {
  name: 'write_step',
  description: 'Give the one step of the Verity step language that does what the line says on this page.',
  parameters: {
    type: 'object',
    properties: {
      step: { type: 'string', description: 'One step of the step language, or "" when the line cannot be done on this page.' },
      reason: { type: 'string', description: 'Why, in one short sentence: which element, or why it cannot be done.' },
    },
    required: ['step', 'reason'],
    additionalProperties: false,
  },
};

const SYSTEM = `You turn one line of a browser test, written by a person, into exactly one step of Verity's step language,
using the elements of the page the test is on. Answer with the write_step tool only.

The steps you may write (names in double quotes, exactly as the page lists them):
Go to /path | Go back | Reload the page
Click "Name" | Click the "Name" button | Click the "Name" link | Click the "Name" tab | Double-click "Name" | Hover over "Name"
Type "text" into "Field" | Clear "Field" | Select "Option" from "Dropdown" | Check "Box" | Uncheck "Box" | Press Enter | Press Enter in "Field"
Scroll to "Name" | Wait 2 seconds | Wait for "Text" to appear | Wait for "Text" to disappear
Check that the page shows "text" | Check that the page does not show "text" | Check that the title contains "text"
Check that the URL contains "/path" | Check that "Field" has value "text" | Check that "Name" is visible
Check that "Name" is hidden | Check that "Name" is enabled | Check that "Name" is disabled | Check that "Box" is checked
There should be 3 "Name" buttons
A target can be narrowed: the 2nd "Name" button | "Name" in "Region" | "Name" near "Text".

Rules:
- One step. Use the names the page lists; keep {{variables}} exactly as the line writes them.
- A line that checks something becomes a Check step that tests the same thing, never a weaker check and never an action.
- When the line cannot be done on this page, answer with step "" and say why in reason.`;

/** "button "Login" in form "Sign in" (2nd)": a candidate as the prompt lists it. */
function describe(candidate: PageCandidate): string {
  const region = candidate.region ? ` in ${candidate.region}` : '';
  const nth = candidate.nth ? ` (#${candidate.nth})` : '';
  return `- ${candidate.role} ${JSON.stringify(candidate.name)}${region}${nth}`;
}

/** Words that make a line a check ("verify …", "… should …"): its step must be a check too. */
const CHECK_LINE = /^(?:[-*•]\s*|\d+[.)]\s*)?(?:check\s+(?:that|if|whether)|verify|ensure|make\s+sure|confirm|expect|assert|validate)\b|\b(?:should|must)\b/i;

/**
 * An interpreter backed by a model: it is given the line and the page's candidate elements (role, name,
 * region, ordinal), never the DOM, and answers through one tool. The answer must be one grammar step; a line
 * that is a check must stay a check. Anything else is refused with the reason.
 */
const FIX_SYSTEM = `A step of a browser test, written in Verity's step language, failed because the element it names is not on
the page. Rewrite the step so that it names the element the step meant the way this page names it. Answer with the
write_step tool only.

Rules:
- Change only how the element is named: its name, its kind (button, link…), a region ("in") or a position.
- Keep everything else exactly: the action, the text typed, the option chosen, a check and the value it expects.
- Use the names the page lists; keep {{variables}} exactly as the step writes them.
- When no element on the page is the one the step meant, answer with step "" and say why in reason.`;

const pageLines = ({ page, candidates }: Pick<InterpretRequest, 'page' | 'candidates'>) => [
  `Page: ${page.title || '(no title)'} — ${page.url}`,
  'Elements (role "name" [in region] [(#n) for the n-th of that name]):',
  ...candidates.map(describe),
];

/**
 * An interpreter backed by a model: it is given the line and the page's candidate elements (role, name,
 * region, ordinal), never the DOM, and answers through one tool. The answer must be one grammar step; a line
 * that is a check must stay a check. Anything else is refused with the reason.
 */
export function createModelInterpreter(client: ModelClient): StepInterpreter {
  /** One grammar step the model wrote, or a ModelError carrying the tokens the refused answer cost. */
  async function askForStep(system: string, prompt: string, signal: AbortSignal | undefined): Promise<Interpretation & { parsed: Step }> {
    const answer = await client.callTool({ system, prompt, tool: TOOL, signal });
    // A refused answer still cost its tokens: the error carries them to whoever counts.
    const refuse = (code: 'refused' | 'invalid_answer', message: string) => Object.assign(new ModelError(code, message), { usage: answer.usage });
    const input = (answer.input ?? {}) as { step?: unknown; reason?: unknown };
    const written = typeof input.step === 'string' ? input.step.trim() : '';
    const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
    if (!written) throw refuse('refused', reason ? `it says it cannot be done on this page: ${reason}` : 'it gave no step');
    const parsed = parseStep(written, 0);
    if (!parsed.ok || !parsed.step || parsed.step.kind === 'intent') {
      throw refuse('invalid_answer', `its answer "${written}" is not a step of the grammar`);
    }
    return { step: formatStep(parsed.step), usage: answer.usage, parsed: parsed.step };
  }

  return {
    name: client.model,
    async interpret({ line, signal, ...page }: InterpretRequest): Promise<Interpretation> {
      const { step, usage, parsed } = await askForStep(SYSTEM, [`Line: ${line}`, ...pageLines(page)].join('\n'), signal);
      if (CHECK_LINE.test(line) && parsed.kind !== 'assert') {
        const error = new ModelError('invalid_answer', `the line is a check, and its answer "${step}" is not: a check is never replaced by an action`);
        throw Object.assign(error, { usage });
      }
      return { step, usage };
    },
    async proposeFix({ line, failure, signal, ...page }: FixRequest): Promise<Interpretation> {
      const { step, usage } = await askForStep(FIX_SYSTEM, [`Step: ${line}`, `It failed: ${failure}`, ...pageLines(page)].join('\n'), signal);
      return { step, usage };
    },
  };
}
