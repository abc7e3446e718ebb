import {
  type CreateTestInput,
  httpUrlSchema,
  MAX_STEP_TIMEOUT_MS,
  MESSAGES,
  MIN_SECRET_LENGTH,
  MIN_STEP_TIMEOUT_MS,
  SECRET_MASK,
  type Test,
  type UpdateTestInput,
} from '@verity/contracts';
import { type SessionChoice } from './session-choices';

export type VariableRow = {
  id: string;
  name: string;
  /** For a saved secret, '' until a new value is typed: its value is never shown, and '' keeps it. */
  value: string;
  /** Masked everywhere once saved, stored encrypted. */
  secret: boolean;
  /** The name a secret was saved under: its value stays only while the name does. */
  savedSecretName?: string;
};

/** What the test form edits, as the user typed it. */
export type TestFormValues = {
  name: string;
  baseUrl: string;
  /** One step per line. */
  instructions: string;
  /** '' for no folder. */
  folderId: string;
  variables: VariableRow[];
  viewportWidth: string;
  viewportHeight: string;
  /** Seconds each step may wait; '' for the owner's run default. */
  stepTimeoutSeconds: string;
  /** A line only a model could read fails with "needs a model" instead of calling one. */
  neverCallModel: boolean;
  /** A sign-in test: when it passes, its browser session is kept for other tests. It always starts signed out. */
  providesSession: boolean;
  /** The sign-in test whose saved session this test starts with; '' to start signed out. */
  sessionFrom: string;
  /** Kept from a test created from a goal; not edited here. */
  goalDescription?: string | null;
};

export type TestFormErrors = {
  /** The spec's sentence for a missing name or base URL, or the server's answer. */
  summary?: string;
  name?: boolean;
  baseUrl?: string | true;
  instructions?: string;
  /** By row id. */
  variables?: Record<string, string>;
  viewport?: string;
  stepTimeout?: string;
  sessionFrom?: string;
};

export const VARIABLE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const VIEWPORT_LIMITS = { width: { min: 320, max: 3840 }, height: { min: 240, max: 2160 } } as const;
const MAX_STEPS = 500;
const MAX_STEP_LENGTH = 2_000;

let rowIds = 0;
export function newVariableRow(name = '', value = '', secret = false): VariableRow {
  rowIds += 1;
  return { id: `tests-variable-${rowIds}`, name, value, secret };
}

/** A secret the test has saved: its value is kept until one is typed in its place. */
export function savedSecretRow(name: string): VariableRow {
  return { ...newVariableRow(name, '', true), savedSecretName: name };
}

/** Whether the row keeps the value saved for it (nothing typed in its place, and the same name). */
export const keepsSavedSecret = (row: VariableRow) => row.secret && row.value === '' && row.savedSecretName !== undefined && row.savedSecretName === row.name.trim();

export const EMPTY_TEST_FORM: TestFormValues = {
  name: '',
  baseUrl: '',
  instructions: '',
  folderId: '',
  variables: [],
  viewportWidth: '',
  viewportHeight: '',
  stepTimeoutSeconds: '',
  neverCallModel: false,
  providesSession: false,
  sessionFrom: '',
};

export function valuesFromTest(test: Test): TestFormValues {
  const { configuration } = test;
  return {
    name: configuration.name,
    baseUrl: configuration.base_url,
    instructions: configuration.instructions.join('\n'),
    folderId: configuration.folder_id ?? '',
    variables: [
      ...Object.entries(configuration.variables ?? {}).map(([name, value]) => newVariableRow(name, value)),
      ...Object.keys(configuration.secret_variables ?? {}).map(savedSecretRow),
    ],
    viewportWidth: configuration.viewport ? String(configuration.viewport.width) : '',
    viewportHeight: configuration.viewport ? String(configuration.viewport.height) : '',
    stepTimeoutSeconds: configuration.step_timeout_ms ? String(configuration.step_timeout_ms / 1_000) : '',
    neverCallModel: configuration.model_calls === 'never',
    providesSession: configuration.provides_session === true,
    sessionFrom: configuration.session_from ?? '',
    goalDescription: configuration.goal_description ?? null,
  };
}

/** The steps as saved: one per line, surrounding spaces and blank lines dropped. */
export function stepsFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const isBlankRow = (row: VariableRow) => row.name.trim() === '' && row.value === '' && row.savedSecretName === undefined;

function variablesOf(values: TestFormValues): Record<string, string> {
  const rows = values.variables.filter((row) => !row.secret && !isBlankRow(row));
  return Object.fromEntries(rows.map((row) => [row.name.trim(), row.value]));
}

/** The secrets as the API takes them: SECRET_MASK keeps a saved value. */
function secretVariablesOf(values: TestFormValues): Record<string, string> {
  const rows = values.variables.filter((row) => row.secret && !isBlankRow(row));
  return Object.fromEntries(rows.map((row) => [row.name.trim(), keepsSavedSecret(row) ? SECRET_MASK : row.value]));
}

function viewportOf(values: TestFormValues): { width: number; height: number } | null {
  if (values.viewportWidth.trim() === '' && values.viewportHeight.trim() === '') return null;
  return { width: Number(values.viewportWidth), height: Number(values.viewportHeight) };
}

export const STEP_TIMEOUT_SECONDS = { min: MIN_STEP_TIMEOUT_MS / 1_000, max: MAX_STEP_TIMEOUT_MS / 1_000 } as const;

function stepTimeoutOf(values: TestFormValues): number | null {
  return values.stepTimeoutSeconds.trim() === '' ? null : Number(values.stepTimeoutSeconds) * 1_000;
}

const isWholeNumberIn = (text: string, { min, max }: { min: number; max: number }) => {
  const value = Number(text);
  return /^\d+$/.test(text.trim()) && value >= min && value <= max;
};

/** The sign-in test chosen, unless the test is one itself: a sign-in test starts signed out (the API refuses both). */
function sessionFromOf(values: TestFormValues): string | null {
  return values.providesSession ? null : values.sessionFrom || null;
}

/**
 * The same rules the API applies (spec section 5 and the test configuration contract), in the user's words.
 * `sessionChoices`, once the user's tests are loaded, lets a saved sign-in test that no longer is one be caught here.
 */
export function validateTestForm(values: TestFormValues, sessionChoices?: readonly SessionChoice[]): TestFormErrors {
  const errors: TestFormErrors = {};
  const isNameMissing = values.name.trim() === '';
  const isUrlMissing = values.baseUrl.trim() === '';
  if (isNameMissing || isUrlMissing) {
    errors.summary = MESSAGES.testNameAndUrlRequired;
    if (isNameMissing) errors.name = true;
    if (isUrlMissing) errors.baseUrl = true;
  }
  if (!isUrlMissing && !httpUrlSchema.safeParse(values.baseUrl).success) {
    errors.baseUrl = 'The base URL must start with http:// or https://, e.g. https://example.com.';
  }

  const steps = stepsFromText(values.instructions);
  if (steps.length > MAX_STEPS) errors.instructions = `A test has at most ${MAX_STEPS} steps; this one has ${steps.length}.`;
  else if (steps.some((step) => step.length > MAX_STEP_LENGTH)) errors.instructions = `A step has at most ${MAX_STEP_LENGTH} characters.`;

  const variableErrors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const row of values.variables) {
    const name = row.name.trim();
    if (isBlankRow(row)) continue;
    if (name === '') variableErrors[row.id] = 'Give this variable a name.';
    else if (!VARIABLE_NAME_PATTERN.test(name)) {
      variableErrors[row.id] = 'A variable name starts with a letter or _ and has only letters, digits and _.';
    } else if (seen.has(name)) variableErrors[row.id] = `“${name}” is already used by another variable.`;
    else if (row.secret && !keepsSavedSecret(row)) {
      if (row.value === '') {
        variableErrors[row.id] =
          row.savedSecretName !== undefined ? 'Type the secret’s value again: a renamed secret is saved anew.' : 'Type the secret’s value.';
      } else if (row.value.length < MIN_SECRET_LENGTH) variableErrors[row.id] = `A secret has at least ${MIN_SECRET_LENGTH} characters.`;
    }
    seen.add(name);
  }
  if (Object.keys(variableErrors).length > 0) errors.variables = variableErrors;

  const hasWidth = values.viewportWidth.trim() !== '';
  const hasHeight = values.viewportHeight.trim() !== '';
  if (hasWidth || hasHeight) {
    const { width, height } = VIEWPORT_LIMITS;
    if (!isWholeNumberIn(values.viewportWidth, width) || !isWholeNumberIn(values.viewportHeight, height)) {
      errors.viewport = `Give both: a width from ${width.min} to ${width.max} and a height from ${height.min} to ${height.max} pixels, or leave both empty.`;
    }
  }
  if (values.stepTimeoutSeconds.trim() !== '' && !isWholeNumberIn(values.stepTimeoutSeconds, STEP_TIMEOUT_SECONDS)) {
    errors.stepTimeout = `Give a whole number of seconds from ${STEP_TIMEOUT_SECONDS.min} to ${STEP_TIMEOUT_SECONDS.max}, or leave it empty for your default.`;
  }
  const sessionFrom = sessionFromOf(values);
  const sessionProblem = sessionFrom ? sessionChoices?.find((choice) => choice.id === sessionFrom)?.problem : undefined;
  if (sessionProblem) errors.sessionFrom = sessionProblem;
  return errors;
}

export function hasErrors(errors: TestFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** POST /tests/ body: optional parts only when given. */
export function toCreateInput(values: TestFormValues): CreateTestInput {
  const variables = variablesOf(values);
  const secrets = secretVariablesOf(values);
  const viewport = viewportOf(values);
  const stepTimeout = stepTimeoutOf(values);
  const sessionFrom = sessionFromOf(values);
  return {
    configuration: {
      name: values.name.trim(),
      base_url: values.baseUrl.trim(),
      instructions: stepsFromText(values.instructions),
      folder_id: values.folderId || null,
      ...(Object.keys(variables).length > 0 && { variables }),
      ...(Object.keys(secrets).length > 0 && { secret_variables: secrets }),
      ...(viewport && { viewport }),
      ...(stepTimeout && { step_timeout_ms: stepTimeout }),
      ...(values.neverCallModel && { model_calls: 'never' as const }),
      ...(values.providesSession && { provides_session: true }),
      ...(sessionFrom && { session_from: sessionFrom }),
    },
  };
}

/** PUT /tests/{id} body: every field the form edits; an emptied optional one is cleared with null. */
export function toUpdateInput(values: TestFormValues): UpdateTestInput {
  const variables = variablesOf(values);
  const secrets = secretVariablesOf(values);
  return {
    configuration: {
      name: values.name.trim(),
      base_url: values.baseUrl.trim(),
      instructions: stepsFromText(values.instructions),
      folder_id: values.folderId || null,
      variables: Object.keys(variables).length > 0 ? variables : null,
      secret_variables: Object.keys(secrets).length > 0 ? secrets : null,
      viewport: viewportOf(values),
      step_timeout_ms: stepTimeoutOf(values),
      model_calls: values.neverCallModel ? 'never' : null,
      provides_session: values.providesSession ? true : null,
      session_from: sessionFromOf(values),
    },
  };
}

/** Whether two states of the form would save the same test (row ids and blank lines do not count). */
export function isSameTest(a: TestFormValues, b: TestFormValues): boolean {
  return JSON.stringify(toUpdateInput(a)) === JSON.stringify(toUpdateInput(b));
}
