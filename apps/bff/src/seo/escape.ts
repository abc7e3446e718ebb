const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const XML_ESCAPES: Record<string, string> = { ...HTML_ESCAPES, "'": '&apos;' };

/** Text or a double- or single-quoted attribute value in HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Text or an attribute value in XML (sitemap, RSS). Characters XML 1.0 forbids are dropped. */
export function escapeXml(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}
