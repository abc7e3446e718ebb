import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { findWorkspaceRoot } from '../workspace';

/** Stands in for a variable compose requires from the operator (`${JWT_SECRET:?…}`): long enough for any secret. */
export const COMPOSE_PLACEHOLDER = 'placeholder-for-a-required-compose-variable-0123456789';

interface ComposeFile {
  services: Record<string, { command?: string[]; environment?: Record<string, string | number | boolean | null> }>;
}

/** The workspace's compose.yaml, with YAML anchors and merge keys resolved (compose's `x-` fragments). */
export function readComposeFile(rootDir = findWorkspaceRoot()): ComposeFile {
  return parse(readFileSync(join(rootDir, 'compose.yaml'), 'utf8'), { merge: true }) as ComposeFile;
}

/**
 * Expands compose's `${NAME}`, `${NAME:-default}` and `${NAME:?error}` as `docker compose` would with an empty
 * shell environment: defaults apply, required variables get COMPOSE_PLACEHOLDER, a plain unset one is empty.
 */
export function interpolate(value: string): string {
  return value.replace(/\$\{(\w+)(?:(:?[-?])([^}]*))?\}/g, (_match, _name: string, operator: string | undefined, argument: string) => {
    if (operator === ':-' || operator === '-') return argument;
    if (operator === ':?' || operator === '?') return COMPOSE_PLACEHOLDER;
    return '';
  });
}

/**
 * The environment compose.yaml gives a service, interpolated; throws for a service it does not define. A name
 * with no value (`SITE_URL:`) is passed on from the operator's shell only when set there, so it is left out.
 */
export function composeEnvironment(service: string, rootDir?: string): Record<string, string> {
  const definition = readComposeFile(rootDir).services[service];
  if (!definition) throw new Error(`compose.yaml defines no service "${service}"`);
  const entries = Object.entries(definition.environment ?? {}).filter((entry): entry is [string, string | number | boolean] => entry[1] !== null);
  return Object.fromEntries(entries.map(([name, value]) => [name, interpolate(String(value))]));
}
