import { isEmailStep } from './email-steps';
import { formatStep } from './format-step';
import { parseStep } from './parse-step';

const stepOf = (line: string) => {
  const parsed = parseStep(line, 0);
  if (!parsed.ok || !parsed.step || parsed.step.kind === 'intent') throw new Error(`not a grammar step: ${line} ${JSON.stringify(parsed)}`);
  const { index: _index, source: _source, ...step } = parsed.step;
  return step;
};

describe('e-mail steps', () => {
  it.each([
    ['Open the latest email to {{email}}', { kind: 'open-email', address: '{{email}}' }],
    ['Open the latest email sent to "ada@inbox.verity.test"', { kind: 'open-email', address: 'ada@inbox.verity.test' }],
    ['open the confirmation email sent to {{email}}', { kind: 'open-email', address: '{{email}}' }],
    ['Check the newest e-mail for {{user_email}}', { kind: 'open-email', address: '{{user_email}}' }],
    ['Read the last email to qa@inbox.verity.test', { kind: 'open-email', address: 'qa@inbox.verity.test' }],
    ['Open the latest email to {{email}} with subject "Confirm your account"', { kind: 'open-email', address: '{{email}}', subject: 'Confirm your account' }],
    ['Open the password reset email to {{email}}', { kind: 'open-email', address: '{{email}}' }],
    ['Open the email to {{unique email}}', { kind: 'open-email', address: '{{unique email}}' }],
  ])('%s opens an e-mail', (line, step) => {
    expect(stepOf(line)).toEqual(step);
  });

  it.each([
    ['Click "Confirm" in the email', { text: 'Confirm' }],
    ['Click the "Confirm my account" link in the email', { text: 'Confirm my account', role: 'link' }],
    ['Follow "Reset password" in the e-mail', { text: 'Reset password' }],
  ])('%s clicks in the opened e-mail', (line, target) => {
    expect(stepOf(line)).toEqual({ kind: 'click', target, clickCount: 1, button: 'left', inEmail: true });
  });

  it.each([
    'Store the code in the email as {{code}}',
    'Save the verification code from the email as code',
    'Copy the 6-digit code from the email into {{code}}',
    'Store the one-time code in the email as {{code}}',
    'Remember the login code from the message as {{code}}',
  ])('%s keeps the code of the e-mail', (line) => {
    expect(stepOf(line)).toEqual({ kind: 'store-email-code', variable: 'code' });
  });

  it.each([
    ['Check that the email subject contains "Confirm"', 'contains', 'Confirm', false],
    ['Verify the email subject is "Welcome to Ledger"', 'is', 'Welcome to Ledger', false],
    ["Check that the email's subject does not contain \"Reset\"", 'contains', 'Reset', true],
    ['The email subject should contain "Confirm"', 'contains', 'Confirm', false],
    ['Check that the subject of the email is "Your code"', 'is', 'Your code', false],
  ])('%s checks the subject of the opened e-mail', (line, mode, value, negated) => {
    expect(stepOf(line)).toEqual({ kind: 'assert', assertion: { type: 'email-subject', mode, value, negated } });
  });

  it.each([
    ['Check that the email contains "Your confirmation code is"', false],
    ['The email should mention "Ledger"', false],
    ['Verify the email body does not contain "password"', true],
  ])('%s checks the text of the opened e-mail', (line, negated) => {
    expect(stepOf(line)).toMatchObject({ kind: 'assert', assertion: { type: 'email-text', negated } });
  });

  it('tells e-mail steps from page steps', () => {
    expect(['Open the latest email to {{email}}', 'Click "Confirm" in the email', 'Store the code in the email as {{code}}', 'Check that the email subject contains "Hi"', 'Check that the email contains "Hi"'].map((line) => isEmailStep(stepOf(line)))).toEqual([true, true, true, true, true]);
    expect(['Click "Confirm"', 'Check that the page shows "Hi"', 'Type "{{code}}" into "Code"'].map((line) => isEmailStep(stepOf(line)))).toEqual([false, false, false]);
  });

  it('leaves the page steps as they were', () => {
    expect(stepOf('Type "{{email}}" into "Email"')).toMatchObject({ kind: 'fill' });
    expect(stepOf('Click "Email me a link"')).toEqual({ kind: 'click', target: { text: 'Email me a link' }, clickCount: 1, button: 'left' });
    expect(stepOf('Check that the page shows "Check your email"')).toMatchObject({ kind: 'assert', assertion: { type: 'page-text' } });
    expect(stepOf('Open /email/settings')).toEqual({ kind: 'navigate', url: '/email/settings' });
  });

  it.each([
    'Open the latest email to {{email}} with subject "Confirm your account"',
    'Open the latest email to "qa@inbox.verity.test"',
    'Click the "Confirm" link in the email',
    'Store the code in the email as {{code}}',
    'Check that the email subject does not contain "Reset"',
    'Check that the email subject is "Welcome"',
    'Check that the email contains "Welcome"',
    'Check that the email does not contain "password"',
  ])('formats %s as a line that parses back to the same step', (line) => {
    const step = stepOf(line);
    expect(formatStep(step)).toBe(line);
    expect(stepOf(formatStep(step))).toEqual(step);
  });
});
