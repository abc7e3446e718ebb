import { builtinModules } from 'node:module';

/** The npm package an import names (`drizzle-orm` for `drizzle-orm/pg-core`, `@fastify/static`), or null for Node's own. */
export function packageOf(specifier: string): string | null {
  const [first = '', second = ''] = specifier.split('/');
  if (specifier.startsWith('node:') || builtinModules.includes(first)) return null;
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * The packages a bundle imports at run time that a production install (`npm ci --omit=dev`, the image's
 * prune) leaves out: anything not in package.json's `dependencies`. Sorted, without duplicates.
 */
export function missingRuntimePackages(specifiers: Iterable<string>, dependencies: Readonly<Record<string, string>>): string[] {
  const missing = new Set<string>();
  for (const specifier of specifiers) {
    const name = packageOf(specifier);
    if (name && !Object.hasOwn(dependencies, name)) missing.add(name);
  }
  return [...missing].sort();
}
