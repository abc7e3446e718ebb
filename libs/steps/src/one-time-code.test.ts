import { parseStep } from './parse-step';

describe('one-time codes written as people write them', () => {
  it.each([
    ['Type the one-time code for {{totp_secret}} into "Code"', 'Code', '{{totp:totp_secret}}'],
    ['Enter the 2FA code from {{secret}} in the "Authentication code" field', 'Authentication code', '{{totp:secret}}'],
    ['Fill "Verification code" with the current TOTP code for {{mfa}}', 'Verification code', '{{totp:mfa}}'],
    ['Type the authenticator code for {{s}} into Code', 'Code', '{{totp:s}}'],
    ['Type "{{totp:x}}" into "Code"', 'Code', '{{totp:x}}'],
  ])('%s types the code of the secret', (line, field, value) => {
    const parsed = parseStep(line, 0);
    expect(parsed).toMatchObject({ ok: true, step: { kind: 'fill', target: { text: field }, value } });
  });

  it('leaves a code written out as text alone', () => {
    expect(parseStep('Type "123456" into "Code"', 0)).toMatchObject({ ok: true, step: { kind: 'fill', value: '123456' } });
  });
});
