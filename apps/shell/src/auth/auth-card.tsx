import { type ReactNode } from 'react';

/** The frame of the sign-in pages: a heading, an optional lead, the form, and links below it. */
export function AuthCard({ title, lead, children, footer }: { title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="page auth-card" aria-labelledby="auth-card-title">
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
