import { type ReactNode } from 'react';
import { InternalLink } from '@verity/mfe';
import { formatArticleDate } from '../shared/format';
import { Screen } from '../shared/screen';
import { SiteFooter } from '../shared/site-footer';

/** The day both legal pages were last changed; shown on them as "Last updated". */
export const LEGAL_UPDATED_ON = '2026-11-21';

/**
 * Where people write about the legal pages. The hosted service's addresses; whoever operates a
 * self-hosted instance publishes their own.
 */
export const LEGAL_CONTACT = { terms: 'legal@verity.dev', privacy: 'privacy@verity.dev' } as const;

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalPageProps = {
  title: string;
  description: string;
  /** A few sentences above the table of contents: the page in short. */
  summary: ReactNode;
  sections: readonly LegalSection[];
  /** The other legal page, linked at the bottom. */
  related: { to: string; label: string };
};

/** A legal document: title, date, summary, table of contents and numbered sections. */
export function LegalPage({ title, description, summary, sections, related }: LegalPageProps) {
  return (
    <Screen title={title} description={description}>
      <article className="mk-legal" aria-labelledby="mk-legal-title">
        <h1 id="mk-legal-title">{title}</h1>
        <p className="mk-legal-updated">
          Last updated <time dateTime={LEGAL_UPDATED_ON}>{formatArticleDate(LEGAL_UPDATED_ON)}</time>
        </p>
        <div className="mk-lead">{summary}</div>
        <nav className="mk-toc" aria-labelledby="mk-toc-heading">
          <h2 id="mk-toc-heading">Contents</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
        <p className="mk-legal-links">
          See also: <InternalLink to={related.to}>{related.label}</InternalLink>
        </p>
      </article>
      <SiteFooter />
    </Screen>
  );
}
