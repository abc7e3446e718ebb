import { type Test } from '@verity/contracts';

/** One test "Start signed in with" offers. */
export type SessionChoice = {
  id: string;
  label: string;
  /** Why the saved choice cannot be kept (deleted, or no longer a sign-in test): the API would refuse it. */
  problem?: string;
};

const byName = (a: Test, b: Test) => a.configuration.name.localeCompare(b.configuration.name, undefined, { sensitivity: 'base', numeric: true });

/**
 * The user's sign-in tests by name, never the test being edited (it cannot start with its own session). A saved
 * choice that is no longer one stays listed, labelled, so the form shows what is saved instead of "Nobody".
 * Undefined while the tests load.
 */
export function sessionChoices(tests: readonly Test[] | undefined, { selfId, chosenId }: { selfId?: string; chosenId: string }): SessionChoice[] | undefined {
  if (!tests) return undefined;
  const choices: SessionChoice[] = tests
    .filter((test) => test.configuration.provides_session === true && test.id !== selfId)
    .sort(byName)
    .map((test) => ({ id: test.id, label: test.configuration.name }));
  if (chosenId !== '' && !choices.some((choice) => choice.id === chosenId)) {
    const chosen = tests.find((test) => test.id === chosenId);
    choices.push(
      chosen
        ? {
            id: chosenId,
            label: `${chosen.configuration.name} (no longer a sign-in test)`,
            problem: `“${chosen.configuration.name}” is no longer a sign-in test: choose another, or start signed out.`,
          }
        : { id: chosenId, label: 'A deleted test', problem: 'The sign-in test this test started with was deleted: choose another, or start signed out.' },
    );
  }
  return choices;
}

/** The names of the tests that start signed in with this one: unticking "This is a sign-in test" makes their runs fail. */
export function testsStartingWith(tests: readonly Test[], testId: string): string[] {
  return [...tests]
    .filter((test) => test.configuration.session_from === testId)
    .sort(byName)
    .map((test) => test.configuration.name);
}
