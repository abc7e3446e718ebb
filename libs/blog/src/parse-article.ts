import { type BlogArticle, blogArticleSummarySchema } from '@verity/contracts';
import MarkdownIt from 'markdown-it';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const WORDS_PER_MINUTE = 200;

// `html: false` escapes raw HTML in an article instead of passing it through, and markdown-it refuses
// javascript:, vbscript: and data: links (other than images): an article can never inject script.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const frontMatterSchema = z.strictObject({
  title: blogArticleSummarySchema.shape.title,
  excerpt: blogArticleSummarySchema.shape.excerpt,
  slug: blogArticleSummarySchema.shape.slug,
  // YAML reads an unquoted 2026-11-21 as a Date.
  date: z.union([z.date().transform((date) => date.toISOString().slice(0, 10)), blogArticleSummarySchema.shape.date]),
  coverImageUrl: z.string().min(1).optional(),
  featured: z.boolean().default(false),
  author: z.string().min(1).optional(),
  /** A draft is kept in the repo but never listed or served. */
  draft: z.boolean().default(false),
});

export class BlogArticleError extends Error {
  override name = 'BlogArticleError';
}

export interface ParsedArticle {
  article: BlogArticle;
  draft: boolean;
}

function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Reads one Markdown article with front matter; `source` names the file in errors. */
export function parseArticle(text: string, source: string): ParsedArticle {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new BlogArticleError(`${source}: the article must start with front matter between --- lines`);
  let raw: unknown;
  try {
    raw = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new BlogArticleError(`${source}: the front matter is not valid YAML (${(error as Error).message})`);
  }
  const parsed = frontMatterSchema.safeParse(raw ?? {});
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`);
    throw new BlogArticleError(`${source}: ${problems.join('; ')}`);
  }
  const { draft, coverImageUrl, author, ...fields } = parsed.data;
  const body = text.slice(match[0].length);
  return {
    draft,
    article: {
      ...fields,
      coverImageUrl: coverImageUrl ?? null,
      author: author ?? null,
      readingMinutes: readingMinutes(body),
      html: markdown.render(body),
    },
  };
}
