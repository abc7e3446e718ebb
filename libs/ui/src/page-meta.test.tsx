import { render } from '@testing-library/react';
import { applyPageMeta, formatPageTitle, PAGE_META_ATTRIBUTE, PageMeta, usePageMeta } from './page-meta';

const metaTags = (selector: string) => Array.from(document.head.querySelectorAll<HTMLMetaElement>(`meta[${selector}]`));

/** The content of the one tag matching the selector; fails on duplicates; null when absent. */
function content(selector: string): string | null {
  const tags = metaTags(selector);
  expect(tags.length).toBeLessThanOrEqual(1);
  return tags[0]?.getAttribute('content') ?? null;
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('formatPageTitle', () => {
  it.each([
    ['Tests', 'Tests · Verity'],
    ['  Run 42  ', 'Run 42 · Verity'],
    ['Verity', 'Verity'],
    ['', 'Verity'],
    ['Blog · Verity', 'Blog · Verity'],
  ])('%p → %p', (title, expected) => {
    expect(formatPageTitle(title)).toBe(expected);
  });

  it('uses the given site name', () => {
    expect(formatPageTitle('Tests', 'Acme QA')).toBe('Tests · Acme QA');
    expect(formatPageTitle('Acme QA', 'Acme QA')).toBe('Acme QA');
  });
});

describe('PageMeta', () => {
  it('sets the title, the description and summary_large_image share tags for a page with an image', () => {
    render(
      <PageMeta
        title="Reading a failed run"
        description="What each part of a failed run tells you."
        image="/blog/images/reading-a-failed-run.svg"
        siteName="Verity"
        socialHandle="verityqa"
      />,
    );

    expect(document.title).toBe('Reading a failed run · Verity');
    expect(content('name="description"')).toBe('What each part of a failed run tells you.');
    expect(content('property="og:title"')).toBe('Reading a failed run');
    expect(content('property="og:description"')).toBe('What each part of a failed run tells you.');
    expect(content('property="og:site_name"')).toBe('Verity');
    expect(content('property="og:image"')).toBe('http://localhost/blog/images/reading-a-failed-run.svg');
    expect(content('name="twitter:image"')).toBe('http://localhost/blog/images/reading-a-failed-run.svg');
    expect(content('name="twitter:card"')).toBe('summary_large_image');
    expect(content('name="twitter:site"')).toBe('@verityqa');
    expect(metaTags(PAGE_META_ATTRIBUTE)).toHaveLength(8);
  });

  it('uses the summary card and no image or handle tags without them; the site name is Verity by default', () => {
    render(<PageMeta title="Tests" />);

    expect(document.title).toBe('Tests · Verity');
    expect(content('property="og:site_name"')).toBe('Verity');
    expect(content('name="twitter:card"')).toBe('summary');
    expect(content('property="og:image"')).toBeNull();
    expect(content('name="twitter:image"')).toBeNull();
    expect(content('name="twitter:site"')).toBeNull();
    expect(content('name="description"')).toBeNull();
  });

  it('keeps a handle that already starts with @', () => {
    render(<PageMeta title="Blog" socialHandle="@verityqa" />);
    expect(content('name="twitter:site"')).toBe('@verityqa');
  });

  it("updates the same tags when the page changes and removes what the new page lacks", () => {
    const { rerender } = render(<PageMeta title="Article one" description="First." image="https://cdn.example/one.png" socialHandle="verityqa" />);
    const ogTitle = metaTags('property="og:title"')[0];

    rerender(<PageMeta title="Blog" description="All articles." />);

    expect(document.title).toBe('Blog · Verity');
    expect(metaTags('property="og:title"')[0]).toBe(ogTitle);
    expect(content('property="og:title"')).toBe('Blog');
    expect(content('name="description"')).toBe('All articles.');
    expect(content('name="twitter:card"')).toBe('summary');
    expect(content('property="og:image"')).toBeNull();
    expect(content('name="twitter:site"')).toBeNull();
  });

  it('takes over tags already in the page (index.html, server-rendered share tags) instead of adding more', () => {
    document.head.innerHTML = `
      <meta name="description" content="Test your website in plain English, in a real browser." />
      <meta property="og:title" content="Verity" />
      <meta property="og:title" content="Verity (duplicate)" />
      <meta property="og:image" content="https://verity.dev/og.png" />`;

    render(<PageMeta title="Pricing" description="Plans and credits." />);

    expect(content('name="description"')).toBe('Plans and credits.');
    expect(content('property="og:title"')).toBe('Pricing');
    expect(content('property="og:image"')).toBeNull();
    expect(metaTags('name="description"')[0]).toHaveAttribute(PAGE_META_ATTRIBUTE);
  });

  it('leaves the head as it is on unmount', () => {
    const { unmount } = render(<PageMeta title="Runs" description="Every run." />);
    unmount();

    expect(document.title).toBe('Runs · Verity');
    expect(content('name="description"')).toBe('Every run.');
  });

  it('lets the last writer win across several React roots, without duplicate tags', () => {
    function ShellPage({ title }: { title: string }) {
      usePageMeta({ title, siteName: 'Verity' });
      return null;
    }
    // render() gives each call its own container and React root, like the shell and a remote parcel.
    const shell = render(<ShellPage title="Runs" />);
    expect(document.title).toBe('Runs · Verity');

    const parcel = render(<PageMeta title="Run 42" description="Checkout flow, failed at step 3." image="/shots/42.png" />);
    expect(document.title).toBe('Run 42 · Verity');
    expect(content('property="og:title"')).toBe('Run 42');
    expect(content('name="description"')).toBe('Checkout flow, failed at step 3.');
    expect(content('name="twitter:card"')).toBe('summary_large_image');

    shell.rerender(<ShellPage title="Billing" />);
    expect(document.title).toBe('Billing · Verity');
    expect(content('property="og:title"')).toBe('Billing');
    expect(content('name="description"')).toBeNull();
    expect(content('name="twitter:card"')).toBe('summary');

    // Re-rendering with unchanged values writes nothing: the shell's page stays the last writer.
    parcel.rerender(<PageMeta title="Run 42" description="Checkout flow, failed at step 3." image="/shots/42.png" />);
    expect(document.title).toBe('Billing · Verity');

    for (const key of ['name="description"', 'property="og:title"', 'property="og:site_name"', 'name="twitter:card"']) {
      expect(metaTags(key).length).toBeLessThanOrEqual(1);
    }
    expect(metaTags('property="og:site_name"')).toHaveLength(1);
  });
});

describe('applyPageMeta', () => {
  it('works on any document, outside React', () => {
    const doc = document.implementation.createHTMLDocument('');
    applyPageMeta({ title: 'Verity', description: 'AI website testing.' }, doc);

    expect(doc.title).toBe('Verity');
    expect(doc.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Verity');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });
});
