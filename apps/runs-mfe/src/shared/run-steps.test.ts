import { makeFailedRun, makeRun, makeStep, passedStep } from '../testing/fixtures';
import { failingStep, previousScreenshotStep, stepProgress, stepRows } from './run-steps';

describe('stepRows', () => {
  it('shows every instruction as not started until the engine reports', () => {
    const rows = stepRows(makeRun({ steps: [] }));
    expect(rows.map((row) => (row.kind === 'step' ? [row.number, row.result.instruction, row.result.status] : row.kind))).toEqual([
      [1, 'Go to /', 'not_started'],
      [2, 'Click "Sign in"', 'not_started'],
      [3, 'Check that the page shows "Welcome"', 'not_started'],
    ]);
  });

  it('puts each reported result at its line, and keeps comment lines as notes without a number', () => {
    const run = makeRun({
      configuration: { name: 'a', base_url: 'https://a.test', instructions: ['# Sign in first', 'Go to /', '', 'Click "Next"'], folder_id: null },
      steps: [passedStep(1, { instruction: 'Go to /' })],
    });
    const rows = stepRows(run);
    expect(rows).toEqual([
      { kind: 'note', key: '0', text: '# Sign in first' },
      { kind: 'step', key: '1.0', number: 1, result: expect.objectContaining({ status: 'completed', instruction: 'Go to /' }) },
      { kind: 'step', key: '3', number: 2, result: { index: 3, instruction: 'Click "Next"', status: 'not_started' } },
    ]);
  });

  it('treats instructions that are not an array as none (spec section 3)', () => {
    const run = makeRun({ configuration: { name: 'a', base_url: 'https://a.test', instructions: 'Go to /' as never, folder_id: null } });
    expect(stepRows(run)).toEqual([]);
  });

  it('finds the failing step and the screenshot before it', () => {
    const rows = stepRows(makeFailedRun());
    const failing = failingStep(rows);
    expect(failing?.number).toBe(2);
    expect(failing && previousScreenshotStep(rows, failing)?.number).toBe(1);
    expect(stepProgress(rows)).toEqual({ done: 2, passed: 1, total: 3 });
  });

  it('has no earlier screenshot for a first step that failed', () => {
    const rows = stepRows(makeRun({ steps: [makeStep(0, { status: 'failed' })] }));
    const failing = failingStep(rows);
    expect(failing && previousScreenshotStep(rows, failing)).toBeNull();
  });
});
