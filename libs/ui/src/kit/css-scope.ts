import { KIT_CSS } from './kit-styles';

/**
 * The selectors of a stylesheet that are not under `rootClass` ("tm": `.tm h1`, or `:where(.tm) .tm-card`, which
 * scopes without adding to the rule's specificity): a remote's rule outside its root would restyle the shell or
 * another remote. Rules inside @media blocks are read too; @keyframes are not selectors.
 */
export function unscopedSelectors(css: string, rootClass: string): string[] {
  const root = `.${rootClass}`;
  const selectors: string[] = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const read = (block: string) => {
    let start = 0;
    for (let at = 0; at < block.length; at += 1) {
      if (block[at] !== '{') continue;
      const head = block.slice(start, at).trim();
      const end = closingBrace(block, at);
      if (head.startsWith('@media') || head.startsWith('@supports')) read(block.slice(at + 1, end));
      else if (!head.startsWith('@')) selectors.push(...head.split(',').map((selector) => selector.trim()));
      at = end;
      start = end + 1;
    }
  };
  read(withoutComments);
  const scoped = (selector: string) => selector === root || selector.startsWith(`:where(${root}) `) || new RegExp(`^\\${root}[\\s:\\[]`).test(selector);
  return selectors.filter((selector) => !scoped(selector));
}

function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at += 1) {
    if (text[at] === '{') depth += 1;
    else if (text[at] === '}') {
      depth -= 1;
      if (depth === 0) return at;
    }
  }
  return text.length;
}

/**
 * What is wrong with a remote's stylesheet: selectors outside its root (see unscopedSelectors), and kit classes it
 * restyles on their own (`:where(.tm) .ui-button { … }`), which would make one remote's buttons differ from the rest.
 */
export function remoteStylesheetProblems(css: string, rootClass: string): { unscoped: string[]; restyledKitClasses: string[] } {
  const kitClasses = new Set([...KIT_CSS.matchAll(/\.(ui-[\w-]+)/g)].map(([, name]) => name));
  const own = [...css.matchAll(new RegExp(`^\\s*(?::where\\(\\.${rootClass}\\)|\\.${rootClass}) \\.(ui-[\\w-]+) \\{`, 'gm'))].map(([, name]) => name);
  return { unscoped: unscopedSelectors(css, rootClass), restyledKitClasses: own.filter((name) => kitClasses.has(name)) };
}
