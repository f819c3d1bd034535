import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setRouteMeta, summarize, usePageMeta } from './document-meta';

function Page(props: { title?: string; description?: string }) {
  usePageMeta(props);
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('document meta', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("shows the route's title and description, and a page's own over them whichever comes first", () => {
    setRouteMeta('/product/1', { title: 'Product', description: 'A piece of the shop.' });
    expect(document.title).toBe('Product · Lumière Saigon');
    expect(description()).toBe('A piece of the shop.');

    const { rerender, unmount } = render(<Page title="Silk blouse" />);
    expect(document.title).toBe('Silk blouse · Lumière Saigon');
    // a page without a description keeps the route's
    expect(description()).toBe('A piece of the shop.');
    rerender(<Page title="Silk blouse" description="Soft silk, pearl buttons." />);
    expect(description()).toBe('Soft silk, pearl buttons.');
    // the layout's effect running after the page's does not undo it
    setRouteMeta('/product/1', { title: 'Sản phẩm', description: 'Một thiết kế.' });
    expect(document.title).toBe('Silk blouse · Lumière Saigon');

    unmount();
    expect(document.title).toBe('Sản phẩm · Lumière Saigon');
    expect(description()).toBe('Một thiết kế.');
  });

  it("removes the server's canonical and Open Graph tags once the shopper moves to another page", () => {
    document.head.innerHTML =
      '<link rel="canonical" href="https://x/product/1"><meta property="og:title" content="Silk"><meta name="twitter:card" content="summary">';
    setRouteMeta('/product/1', { title: 'Product' });
    expect(document.head.querySelectorAll('link, meta[property], meta[name^="twitter"]')).toHaveLength(3);
    setRouteMeta('/faq', { title: 'FAQ', description: 'Answers.' });
    expect(document.head.querySelectorAll('link, meta[property], meta[name^="twitter"]')).toHaveLength(0);
    expect(description()).toBe('Answers.');
  });

  it('cuts a long description at a word, under 160 characters', () => {
    const long = `${'Mềm mại, thoáng mát. '.repeat(20)}`;
    const cut = summarize(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(summarize(' two\n lines ')).toBe('two lines');
  });
});
