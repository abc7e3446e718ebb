export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Joins the base URL and an API path, adding the parameters that have a value. */
export function buildUrl(baseUrl: string, path: string, query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const queryString = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${queryString ? `?${queryString}` : ''}`;
}
