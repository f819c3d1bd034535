import { describe, expect, it } from 'vitest';
import { withHead } from './web-app.js';

describe('withHead', () => {
  it('keeps replacement patterns in names literal and works on an index without a head', () => {
    const head = {
      title: 'Set $& $1 · Shop',
      name: 'Set $& $1',
      description: 'A $` set',
      canonical: 'https://x.test/product/1',
      type: 'product' as const,
      siteName: 'Shop',
    };
    const out = withHead('<!doctype html><title>shop</title><div id="root"></div>', head);
    expect(out).toContain('<title>Set $&amp; $1 · Shop</title>');
    expect(out).toContain('<meta name="description" content="A $` set" />');
    expect(out).toContain('<div id="root"></div>');
  });
});
