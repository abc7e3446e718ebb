import { useEffect } from 'react';

export const SITE_NAME = 'Verity';

export type PageMetaInput = {
  /** The page's own title ('Tests', the article's title). */
  title: string;
  /** One or two sentences; the blog article's excerpt. */
  description?: string | null;
  /** The share image, absolute or relative to the page (the article's coverImageUrl). */
  image?: string | null;
  /** og:site_name and the title suffix; 'Verity' unless given. */
  siteName?: string;
  /** The runtime config's `socialHandle`, with or without its leading @. */
  socialHandle?: string | null;
};

/** Marks the head tags this module manages. */
export const PAGE_META_ATTRIBUTE = 'data-verity-meta';

/**
 * The document title: `${title} · ${siteName}` ('Tests · Verity'). A page titled with the site name
 * itself, an empty title or one that already ends with the suffix stays as it is, never 'Verity · Verity'.
 */
export function formatPageTitle(title: string, siteName: string = SITE_NAME): string {
  const trimmed = title.trim();
  const suffix = ` · ${siteName}`;
  if (trimmed === '' || trimmed === siteName) return siteName;
  return trimmed.endsWith(suffix) ? trimmed : `${trimmed}${suffix}`;
}

type MetaKey = { attribute: 'name' | 'property'; key: string };

const TAGS = {
  description: { attribute: 'name', key: 'description' },
  ogTitle: { attribute: 'property', key: 'og:title' },
  ogDescription: { attribute: 'property', key: 'og:description' },
  ogSiteName: { attribute: 'property', key: 'og:site_name' },
  ogImage: { attribute: 'property', key: 'og:image' },
  twitterCard: { attribute: 'name', key: 'twitter:card' },
  twitterImage: { attribute: 'name', key: 'twitter:image' },
  twitterSite: { attribute: 'name', key: 'twitter:site' },
} as const satisfies Record<string, MetaKey>;

/**
 * Gives the head exactly one tag for `key` with `content`, or none when content is null. A tag already in
 * the page (index.html's description, the BFF's server-rendered share tags) is taken over rather than
 * duplicated, so every managed tag describes the current page.
 */
function setMetaTag(doc: Document, { attribute, key }: MetaKey, content: string | null): void {
  const [tag, ...duplicates] = Array.from(doc.head.querySelectorAll<HTMLMetaElement>(`meta[${attribute}="${key}"]`));
  for (const duplicate of duplicates) duplicate.remove();
  if (content === null) {
    tag?.remove();
    return;
  }
  const element = tag ?? doc.head.appendChild(doc.createElement('meta'));
  element.setAttribute(attribute, key);
  element.setAttribute(PAGE_META_ATTRIBUTE, '');
  if (element.getAttribute('content') !== content) element.setAttribute('content', content);
}

function absoluteUrl(url: string, doc: Document): string {
  try {
    return new URL(url, doc.baseURI).href;
  } catch {
    return url;
  }
}

const orNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/**
 * Sets the title and the description and share tags of the current page. Values a page lacks remove
 * their tag (no stale image from the previous article); the card is summary_large_image with an image,
 * summary without (spec section 2).
 */
export function applyPageMeta(
  { title, description, image, siteName = SITE_NAME, socialHandle }: PageMetaInput,
  doc: Document = document,
): void {
  const pageTitle = title.trim() || siteName;
  const pageDescription = orNull(description);
  const imageSource = orNull(image);
  const imageUrl = imageSource && absoluteUrl(imageSource, doc);
  const handle = orNull(socialHandle);

  const documentTitle = formatPageTitle(title, siteName);
  if (doc.title !== documentTitle) doc.title = documentTitle;
  setMetaTag(doc, TAGS.description, pageDescription);
  setMetaTag(doc, TAGS.ogTitle, pageTitle);
  setMetaTag(doc, TAGS.ogDescription, pageDescription);
  setMetaTag(doc, TAGS.ogSiteName, siteName);
  setMetaTag(doc, TAGS.ogImage, imageUrl);
  setMetaTag(doc, TAGS.twitterCard, imageUrl ? 'summary_large_image' : 'summary');
  setMetaTag(doc, TAGS.twitterImage, imageUrl);
  setMetaTag(doc, TAGS.twitterSite, handle && (handle.startsWith('@') ? handle : `@${handle}`));
}

/**
 * Sets the page's title and head tags when mounted and whenever a value changes. The shell and each
 * remote parcel are separate React roots sharing one <head>: the last one to set a value wins, and the
 * tags stay single. Unmounting leaves the head as it is; the next page sets its own.
 */
export function usePageMeta({ title, description, image, siteName = SITE_NAME, socialHandle }: PageMetaInput): void {
  useEffect(() => {
    applyPageMeta({ title, description, image, siteName, socialHandle });
  }, [title, description, image, siteName, socialHandle]);
}

/** `usePageMeta` as an element, for screens that prefer to declare it in their JSX. */
export function PageMeta(props: PageMetaInput) {
  usePageMeta(props);
  return null;
}
