import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.js';

describe('escapeHtml', () => {
  it.each([
    ['<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    ["Lan's & Mai's", 'Lan&#39;s &amp; Mai&#39;s'],
    ['https://shop.vn/products?a=1&b=2', 'https://shop.vn/products?a=1&amp;b=2'],
    ['Áo sơ mi lụa', 'Áo sơ mi lụa'],
    ['&amp;', '&amp;amp;'],
  ])('%s → %s', (raw, escaped) => expect(escapeHtml(raw)).toBe(escaped));
});
