import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SERVER_RENDER_SLOT, type ShellServerRenderer } from '@verity/contracts';
import { DebugBadge, StyleSheetCollector, StyleSheetCollectorContext } from '@verity/ui';
import { SiteHeader } from '../app/site-header';

/**
 * The shell's server renderer (built to .server/render.mjs beside the shell's bundles): a public page's
 * frame as the root layout draws it for a visitor who is not signed in.
 */
export const renderPublicFrame: ShellServerRenderer['renderPublicFrame'] = ({ pathname, config }) => {
  const styles = new StyleSheetCollector();
  const html = renderToString(
    <StyleSheetCollectorContext.Provider value={styles}>
      <StaticRouter location={pathname}>
        <SiteHeader user={null} />
        <main id="main" tabIndex={-1} dangerouslySetInnerHTML={{ __html: SERVER_RENDER_SLOT }} />
        <DebugBadge apiBaseUrl={config.apiBaseUrl} authUrl={config.authUrl} />
      </StaticRouter>
    </StyleSheetCollectorContext.Provider>,
  );
  return { html, styles: styles.toHtml() };
};
