import { type ReactNode } from 'react';
import { ExternalLink } from './external-link';

export type DetailPageHeaderProps = {
  /** The remote's page-header class ("rm-page-header"), which lays the title block and the actions side by side. */
  className: string;
  /** A header of its own, or a div when the screen's header holds more below it. */
  as?: 'header' | 'div';
  /** Where the screen sits, above the title: a `.ui-breadcrumb` paragraph. */
  breadcrumb?: ReactNode;
  title: ReactNode;
  /** The site the thing tests, shown under the title as a link that opens in a new tab. */
  url: string;
  /** More under the link, such as status badges. */
  children?: ReactNode;
  /** Buttons and links beside the title block. */
  actions?: ReactNode;
};

/** The top of a screen about one thing (a test, a run): breadcrumb, title and the site it tests, then its actions. */
export function DetailPageHeader({ className, as: Element = 'header', breadcrumb, title, url, children, actions }: DetailPageHeaderProps) {
  return (
    <Element className={className}>
      <div>
        {breadcrumb}
        <h1>{title}</h1>
        <p className="ui-lead">
          <ExternalLink href={url}>{url}</ExternalLink>
        </p>
        {children}
      </div>
      {actions}
    </Element>
  );
}
