import { renderToString } from 'react-dom/server';
import { DebugBadge } from './debug-badge';
import { StyleSheetCollector, StyleSheetCollectorContext } from './style-collector';
import { UI_CSS, UI_STYLE_ATTRIBUTE, useStyleSheet } from './ui-styles';

function Sheet({ attribute, css }: { attribute: string; css: string }) {
  useStyleSheet(attribute, css);
  return null;
}

describe('StyleSheetCollector', () => {
  it('collects the stylesheets a server render uses, once each, in the order they were used', () => {
    const collector = new StyleSheetCollector();
    const html = renderToString(
      <StyleSheetCollectorContext.Provider value={collector}>
        <DebugBadge apiBaseUrl="http://localhost:3000/api" authUrl="http://localhost:3000/auth" />
        <Sheet attribute="data-page" css=".page { color: red; }" />
        <DebugBadge apiBaseUrl="http://localhost:3000/api" authUrl="http://localhost:3000/auth" />
      </StyleSheetCollectorContext.Provider>,
    );
    expect(html).toContain('DEBUG');
    expect(collector.toHtml()).toBe(`<style ${UI_STYLE_ATTRIBUTE}>${UI_CSS}</style><style data-page>.page { color: red; }</style>`);
  });

  it('cannot let a stylesheet close its <style> element early', () => {
    const collector = new StyleSheetCollector();
    collector.add('data-x', 'a::after { content: "</style><script>"; }');
    expect(collector.toHtml()).toBe('<style data-x>a::after { content: "<\\/style><script>"; }</style>');
  });
});
