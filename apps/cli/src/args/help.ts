import { type CommandName } from './parse-args';

const SETTINGS = `Settings (environment):
  VERITY_URL     the Verity web address, e.g. https://verity.example.com (the API is at $VERITY_URL/api)
  VERITY_TOKEN   a personal access token (vrt_…), from Settings → API tokens`;

const EXIT_CODES = `Exit codes:
  0  every run passed (without --wait: every run started)
  1  a run failed, was cancelled or ended with no verdict
  2  usage error, missing settings, no connection, API error (e.g. 401, 402), or --timeout reached
  130  interrupted (Ctrl-C) while waiting; the runs go on`;

const OVERVIEW = `verity — run Verity tests from CI and scripts

Usage:
  verity run --test ID [--test ID…] | --folder NAME-or-ID [--wait] [--junit FILE] [--json] [--timeout MINUTES]
  verity tests list [--folder NAME-or-ID] [--json]
  verity export --test ID [--format text|playwright] [--out FILE]
  verity <command> --help
  verity --version

Example:
  npx verity run --folder Smoke --wait --junit verity.xml

${SETTINGS}

${EXIT_CODES}`;

const RUN = `verity run — start tests, and optionally wait for their verdicts

Usage:
  verity run --test ID [--test ID…] [options]
  verity run --folder NAME-or-ID [options]

  --test ID           a test to run; repeat for more
  --folder NAME-or-ID every test of a folder, as one suite (a name matches case-insensitively)
  --wait              wait until every run has a verdict, printing each change; then a summary
  --junit FILE        write a JUnit XML report to FILE (implies --wait)
  --json              print one JSON document on stdout at the end; progress goes to stderr
  --timeout MINUTES   stop waiting after MINUTES (exit 2); the runs go on on the server

Each run's page is printed as soon as it starts. Without --wait, verity exits 0 once the runs started.
Ctrl-C while waiting stops waiting (exit 130); the runs go on on the server.

${SETTINGS}

${EXIT_CODES}`;

const TESTS_LIST = `verity tests list — the tests you can run

Usage:
  verity tests list [--folder NAME-or-ID] [--json]

  --folder NAME-or-ID only the tests of this folder
  --json              the tests as JSON

${SETTINGS}`;

const EXPORT = `verity export — a test's steps as text, or as a Playwright test

Usage:
  verity export --test ID [--format text|playwright] [--out FILE]

  --test ID              the test to export
  --format text          one step per line, as stored, under a header with its name and base URL (the default)
  --format playwright    a spec for @playwright/test doing the same steps with Playwright's locators and expect;
                         steps it cannot write fail with a TODO(verity) until written by hand
  --out FILE             write to FILE; by default text goes to stdout, and a spec to <test-name>.spec.ts

${SETTINGS}`;

const HELP: Record<CommandName, string> = { run: RUN, 'tests list': TESTS_LIST, export: EXPORT };

/** The help for one command, or the overview. */
export function helpText(topic: CommandName | null): string {
  return `${topic ? HELP[topic] : OVERVIEW}\n`;
}
