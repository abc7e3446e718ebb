import { MESSAGES } from '@verity/contracts';
import { ApiError } from './api-error';
import { CLIENT_MESSAGES, type IdEntity } from './messages';

// The API applies these same rules (spec section 5); checking first spares a round trip and gives the
// same message, so a screen shows one wording whichever side caught the problem.

function refuse(message: string, errorCode: string): never {
  throw new ApiError(message, { kind: 'invalid_input', errorCode });
}

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

function isEmptyObject(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;
}

/** The id as a path segment; a missing or blank id never reaches the API. */
export function idSegment(id: string, entity: IdEntity): string {
  if (isBlank(id)) refuse(CLIENT_MESSAGES.invalidId(entity), 'invalid_id');
  return encodeURIComponent(id);
}

export function checkCreateTest(input: { configuration?: { name?: unknown; base_url?: unknown } }): void {
  if (isBlank(input?.configuration?.name) || isBlank(input?.configuration?.base_url)) {
    refuse(MESSAGES.testNameAndUrlRequired, 'validation_failed');
  }
}

export function checkCreateTestFromDescription(input: { name?: unknown; base_url?: unknown; goal_description?: unknown }): void {
  if (isBlank(input?.name) || isBlank(input?.base_url) || isBlank(input?.goal_description)) {
    refuse(MESSAGES.describedTestFieldsRequired, 'validation_failed');
  }
}

export function checkTestUpdate(input: { configuration?: object }): void {
  if (isEmptyObject(input) || isEmptyObject(input.configuration)) refuse(MESSAGES.updateInputEmpty, 'validation_failed');
}

export function checkFolderUpdate(input: { name?: unknown }): void {
  if (isEmptyObject(input)) refuse(MESSAGES.updateInputEmpty, 'validation_failed');
  if ('name' in input && isBlank(input.name)) refuse(MESSAGES.folderNameRequired, 'validation_failed');
}

export function checkFolderName(input: { name?: unknown }): void {
  if (isBlank(input?.name)) refuse(MESSAGES.folderNameRequired, 'validation_failed');
}

export function checkRunUpdate(input: object): void {
  if (isEmptyObject(input)) refuse(MESSAGES.runUpdateEmpty, 'validation_failed');
}
