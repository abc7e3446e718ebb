import { escapeHtml } from './escape';

/**
 * The attribute libs/ui's page-meta marks the head tags it manages with (PAGE_META_ATTRIBUTE in @verity/ui,
 * a browser library the BFF cannot import). Tags served with it are taken over by the app once it runs,
 * never duplicated; the public-site e2e spec checks that a page ends up with one of each.
 */
export const PAGE_META_ATTRIBUTE = 'data-verity-meta';

export const SITE_NAME = 'Verity';

/** What a public page says about itself to crawlers and link previews. */
export interface PageHead {
  /** The page's own title; the document title adds ` · Verity` as libs/ui's formatPageTitle does. */
  title: string;
  description: string;
  /** Absolute URL of the page. Omitted for pages that must not be indexed. */
  canonicalUrl?: string;
  /** Absolute URL of the share image. */
  imageUrl?: string | null;
  type?: 'website' | 'article';
  /** An article's publication day (YYYY-MM-DD). */
  publishedOn?: string;
  /** Asks search engines to leave the page out (a not-found page). */
  noIndex?: boolean;
}

export interface HeadContext {
  /** The runtime config's socialHandle, with or without its @. */
  socialHandle: string | null;
  /** Absolute URL of the RSS feed, announced on every public page. */
  feedUrl: string;
}

/** `Tests` → `Tests · Verity`; the site name alone stays as it is (libs/ui formatPageTitle). */
export function formatPageTitle(title: string): string {
  const trimmed = title.trim();
  const suffix = ` · ${SITE_NAME}`;
  if (trimmed === '' || trimmed === SITE_NAME) return SITE_NAME;
  return trimmed.endsWith(suffix) ? trimmed : `${trimmed}${suffix}`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" ${PAGE_META_ATTRIBUTE}="">`;

/** The <title> and the tags for a page's head, every value escaped. */
export function renderHeadTags(head: PageHead, { socialHandle, feedUrl }: HeadContext): string {
  const handle = socialHandle?.trim() ? (socialHandle.trim().startsWith('@') ? socialHandle.trim() : `@${socialHandle.trim()}`) : null;
  const tags = [
    `<title>${escapeHtml(formatPageTitle(head.title))}</title>`,
    meta('name', 'description', head.description),
    head.noIndex ? meta('name', 'robots', 'noindex') : null,
    head.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" ${PAGE_META_ATTRIBUTE}="">` : null,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${SITE_NAME} blog`)}" href="${escapeHtml(feedUrl)}">`,
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:site_name', SITE_NAME),
    head.canonicalUrl ? meta('property', 'og:url', head.canonicalUrl) : null,
    head.imageUrl ? meta('property', 'og:image', head.imageUrl) : null,
    head.publishedOn ? meta('property', 'article:published_time', head.publishedOn) : null,
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    head.imageUrl ? meta('name', 'twitter:image', head.imageUrl) : null,
    handle ? meta('name', 'twitter:site', handle) : null,
  ];
  return tags.filter((tag) => tag !== null).join('');
}

// The tags renderHeadTags writes, as index.html or an older build may already carry them.
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/gi;
const MANAGED_META =
  /<meta\b[^>]*\b(?:name|property)\s*=\s*["']?(?:description|robots|og:[\w:]+|twitter:[\w:]+|article:[\w:]+)["'\s/>][^>]*>/gi;
const CANONICAL = /<link\b[^>]*\brel\s*=\s*["']?canonical["'\s/>][^>]*>/gi;

/**
 * index.html with the page's own title and tags: those the shell's build put there (its generic title and
 * description) are removed, and the page's go where the title was, near the top of <head> where every
 * scraper reads (or at the end of <head>, or after the doctype, when there was no title).
 */
export function injectHeadTags(indexHtml: string, tags: string): string {
  // Only the head is cleaned: an inline SVG's <title> in the body is none of our business.
  const headEnd = indexHtml.search(/<\/head\s*>/i);
  const head = headEnd >= 0 ? indexHtml.slice(0, headEnd) : indexHtml;
  const rest = headEnd >= 0 ? indexHtml.slice(headEnd) : '';
  const SLOT = '\u0000verity-head-tags\u0000';
  let hasSlot = false;
  const cleaned = head
    .replace(TITLE, () => {
      if (hasSlot) return '';
      hasSlot = true;
      return SLOT;
    })
    .replace(MANAGED_META, '')
    .replace(CANONICAL, '');
  if (hasSlot) return `${cleaned.replace(SLOT, () => tags)}${rest}`;
  if (headEnd >= 0) return `${cleaned}${tags}${rest}`;
  // No <head> written out (HTML allows it): right after the doctype, where the parser puts a head.
  const doctype = /^\s*<!doctype[^>]*>/i.exec(cleaned);
  const at = doctype ? doctype[0].length : 0;
  return `${cleaned.slice(0, at)}${tags}${cleaned.slice(at)}`;
}
