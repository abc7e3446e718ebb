import { cleanup, render, screen } from '@testing-library/react';
import { DetailPageHeader } from './detail-page-header';
import { KIT_CSS } from './kit-styles';

afterEach(cleanup);

describe('DetailPageHeader', () => {
  it('shows the breadcrumb, the title and the site as a new-tab link, then what follows and the actions', () => {
    render(
      <DetailPageHeader
        className="tm-page-header"
        breadcrumb={<p className="ui-breadcrumb">Tests</p>}
        title="Checkout"
        url="https://shop.example.com"
        actions={<button type="button">Run now</button>}
      >
        <span>Passed</span>
      </DetailPageHeader>,
    );
    const header = screen.getByRole('banner');
    expect(header.className).toBe('tm-page-header');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'https://shop.example.com (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://shop.example.com');
    expect(link.parentElement?.className).toBe('ui-lead');
    const [titleBlock, actions] = [...header.children];
    expect([...titleBlock.children].map((child) => child.textContent)).toEqual(['Tests', 'Checkout', 'https://shop.example.com (opens in a new tab)', 'Passed']);
    expect(actions).toBe(screen.getByRole('button', { name: 'Run now' }));
  });

  it('renders as a div inside a header that holds more, with no breadcrumb or actions', () => {
    const { container } = render(
      <header>
        <DetailPageHeader as="div" className="rm-page-header" title="Checkout" url="https://shop.example.com" />
      </header>,
    );
    const pageHeader = container.querySelector('.rm-page-header');
    expect(pageHeader?.tagName).toBe('DIV');
    expect(pageHeader?.children).toHaveLength(1);
    expect([...(pageHeader?.firstElementChild?.children ?? [])].map((child) => child.tagName)).toEqual(['H1', 'P']);
    expect(KIT_CSS).toContain('.ui-lead');
  });
});
