import { SERVER_RENDER_SLOT } from '@verity/contracts';
import { localRuntimeConfig } from '@verity/mfe/standalone';
import { UI_STYLE_ATTRIBUTE } from '@verity/ui';
import { renderPublicFrame } from './render';

const localConfig = localRuntimeConfig('http://localhost:3000');

function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

describe("the shell's frame of a public page, rendered on the server", () => {
  it('is the header a visitor sees, with the current page marked, and the slot for the page in <main>', () => {
    const frame = renderPublicFrame({ pathname: '/blog/', config: localConfig });
    const doc = parse(frame.html);
    const links = (label: string) => [...doc.querySelectorAll(`nav[aria-label="${label}"] a`)].map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);
    expect(links('Main')).toEqual([
      ['Home', '/', null],
      ['Blog', '/blog/', 'page'],
    ]);
    expect(links('Account')).toEqual([
      ['Sign in', '/login', null],
      ['Sign up', '/signup', null],
    ]);
    expect(doc.querySelector('a.skip-link')?.getAttribute('href')).toBe('#main');
    expect(doc.querySelector('main#main')?.innerHTML).toBe(SERVER_RENDER_SLOT);
  });

  it('shows the DEBUG badge, with its stylesheet, when the API and auth are local, and not otherwise', () => {
    const local = renderPublicFrame({ pathname: '/', config: localConfig });
    expect(parse(local.html).querySelector('[role="note"]')?.textContent).toBe('DEBUG');
    expect(local.styles).toContain(`<style ${UI_STYLE_ATTRIBUTE}>`);

    const deployed = { ...localConfig, apiBaseUrl: 'https://app.example.com/api', authUrl: 'https://app.example.com/auth' };
    expect(parse(renderPublicFrame({ pathname: '/', config: deployed }).html).querySelector('[role="note"]')).toBeNull();
  });
});
