import { createContext } from 'react';

/**
 * The stylesheets a tree rendered to HTML on the server uses. In the browser a component inserts its stylesheet
 * into the document as it mounts; a server render mounts nothing, so the page it sends would come without them.
 * useStyleSheet adds to the collector it finds in context, and the page carries `toHtml()` in its head.
 */
export class StyleSheetCollector {
  private readonly sheets = new Map<string, string>();

  add(attribute: string, css: string): void {
    if (!this.sheets.has(attribute)) this.sheets.set(attribute, css);
  }

  /** One <style> per stylesheet, marked like the ones insertStyleSheet writes, in the order they were used. */
  toHtml(): string {
    return [...this.sheets].map(([attribute, css]) => `<style ${attribute}>${css.replaceAll('</', '<\\/')}</style>`).join('');
  }
}

export const StyleSheetCollectorContext = createContext<StyleSheetCollector | null>(null);
