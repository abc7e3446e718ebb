import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseStep, parseSteps } from './parse-step';

// docs/steps.md is the users' reference: every line of its ```steps blocks must be a step Verity accepts.
const doc = readFileSync(join(__dirname, '../../../docs/steps.md'), 'utf8');
const blocks = [...doc.matchAll(/^```steps\n([\s\S]*?)^```$/gm)].map((match) => (match[1] as string).split('\n').slice(0, -1));
const lines = blocks.flat().filter((line) => line.trim() && !/^\s*(?:#|\/\/)/.test(line));

describe('docs/steps.md', () => {
  it('has examples for every part of the grammar', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(12);
    expect(lines.length).toBeGreaterThanOrEqual(100);
  });

  it.each(lines)('accepts the documented step %j', (line) => {
    expect(parseStep(line, 0)).toMatchObject({ ok: true, step: { source: line } });
  });

  it.each(blocks.map((block, position) => [position + 1, block] as const))('accepts block %i as a whole test', (_position, block) => {
    expect(parseSteps(block)).toMatchObject({ ok: true });
  });

  it('reads every line of the intents section as an intent, not as an exact step', () => {
    const section = /^## Steps written as you would say them$([\s\S]*?)^## /m.exec(doc)?.[1] ?? '';
    const intents = [...section.matchAll(/^```steps\n([\s\S]*?)^```$/gm)].flatMap((match) => (match[1] as string).split('\n').filter((line) => line.trim() && !line.startsWith('#')));
    expect(intents.length).toBeGreaterThanOrEqual(12);
    for (const line of intents) expect({ line, parsed: parseStep(line, 0) }).toMatchObject({ line, parsed: { ok: true, step: { kind: 'intent' } } });
  });

  it('quotes the error Verity really gives for a line it cannot read', () => {
    const quoted = /^> (Line 3 "Clik the Sign in button".*)\n> (.*)$/m.exec(doc);
    expect(quoted).not.toBeNull();
    const parsed = parseStep('Clik the Sign in button', 2);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(`${quoted?.[1]} ${quoted?.[2]}`).toBe(parsed.error.message);
  });
});
