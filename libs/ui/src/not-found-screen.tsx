import { type ReactNode, useId } from 'react';
import { useUiStyles } from './ui-styles';

/** What a link renderer receives: render an element that goes to `href` with these class and children. */
export type LinkRenderProps = {
  href: string;
  className: string;
  children: ReactNode;
};

export type RenderLink = (props: LinkRenderProps) => ReactNode;

export type NotFoundScreenProps = {
  /** Replaces 'The page you are looking for does not exist.' (a missing test, run, article…). */
  children?: ReactNode;
  /** The heading; 'Page not found' unless the screen knows better. */
  heading?: ReactNode;
  /** 'Go back': the shell goes back in the browser history. */
  onGoBack: () => void;
  /**
   * Renders 'Start Over' (a link to /). A plain <a> by default, which reloads the page; the shell passes
   * react-router's <Link>, a remote its <InternalLink>.
   */
  renderLink?: RenderLink;
};

const renderAnchor: RenderLink = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** The screen for an unmatched route or a missing entity (spec section 2, "Not-found screen"). */
export function NotFoundScreen({ children, heading = 'Page not found', onGoBack, renderLink = renderAnchor }: NotFoundScreenProps) {
  useUiStyles();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="ui-screen ui-not-found">
      <h1 id={headingId}>{heading}</h1>
      {children ?? <p className="ui-lead">The page you are looking for does not exist.</p>}
      <div className="ui-actions">
        <button type="button" className="ui-button ui-button-secondary" onClick={onGoBack}>
          Go back
        </button>
        {renderLink({ href: '/', className: 'ui-button', children: 'Start Over' })}
      </div>
    </section>
  );
}
