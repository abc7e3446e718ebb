/**
 * `{{totp:name}}` in a step's value: the one-time code (RFC 6238) of the secret held by the variable `name`, as
 * an authenticator app shows it when the step runs.
 */
export const ONE_TIME_CODE = /\{\{\s*totp\s*:\s*([A-Za-z_][\w.-]*)\s*\}\}/gi;

export const oneTimeCodePlaceholder = (variable: string) => `{{totp:${variable}}}`;

const CODE_WORDS = String.raw`(?:one[- ]?time(?:\s+(?:pass)?code|\s+password)?|2fa|two[- ]factor|mfa|totp|otp|authenticator|authentication|verification|security)`;
/** "the one-time code for {{secret}}", "the current 2FA code from {{secret}}", "an authenticator code of {{secret}}". */
const CODE_PHRASE = new RegExp(
  String.raw`\b(?:the\s+|a\s+|an\s+)?(?:current\s+|latest\s+|fresh\s+|valid\s+)?${CODE_WORDS}(?:\s+(?:code|token|pin))?\s+(?:generated\s+)?(?:for|from|of|with)\s+(?:the\s+)?(?:secret\s+)?\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}`,
  'gi',
);

/**
 * Writes "the one-time code for {{secret}}" as the quoted value `"{{totp:secret}}"`, so "Type the one-time code for
 * {{totp_secret}} into "Code"" reads as typing a value like any other.
 */
export function withOneTimeCodes(text: string): string {
  return text.replace(CODE_PHRASE, (_, variable: string) => `"${oneTimeCodePlaceholder(variable)}"`);
}
