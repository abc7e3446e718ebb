/**
 * Where to send the browser after an email link or a Google sign-in: `requested` when it is on the site's
 * origin, otherwise the site itself, as GoTrue does. Never an open redirect.
 */
export function safeRedirect(requested: unknown, siteUrl: string): string {
  if (typeof requested !== 'string' || requested === '') return siteUrl;
  try {
    const url = new URL(requested, siteUrl);
    return url.origin === new URL(siteUrl).origin ? url.toString() : siteUrl;
  } catch {
    return siteUrl;
  }
}

/** `target` with `params` in its fragment (implicit flow) or its query (PKCE's ?code=). */
export function withParams(target: string, params: Record<string, string>, where: 'fragment' | 'query'): string {
  const url = new URL(target);
  const encoded = new URLSearchParams(params);
  if (where === 'query') {
    for (const [key, value] of encoded) url.searchParams.set(key, value);
    return url.toString();
  }
  url.hash = encoded.toString();
  return url.toString();
}
