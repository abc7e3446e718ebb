import { type ReactNode } from 'react';
import { ShellPageMeta } from '../app/shell-page-meta';

const DEFAULT_DESCRIPTION = 'Verity tests websites from plain-English steps in a real browser.';

type AuthCardProps = {
  title: string;
  lead?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** The page description for search and share previews; the lead when not given. */
  description?: string;
  /** The document title when it should differ from the heading. */
  pageTitle?: string;
};

/** The frame of the sign-in pages: a heading (also the page title), an optional lead, the form, links below. */
export function AuthCard({ title, lead, children, footer, description, pageTitle }: AuthCardProps) {
  return (
    <section className="page auth-card" aria-labelledby="auth-card-title">
      <ShellPageMeta title={pageTitle ?? title} description={description ?? lead ?? DEFAULT_DESCRIPTION} />
      <h1 id="auth-card-title">{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
      {footer ? <div className="auth-card-footer">{footer}</div> : null}
    </section>
  );
}

/** An error from the auth service, announced as soon as it appears. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="form-error">
      {message}
    </p>
  ) : null;
}
