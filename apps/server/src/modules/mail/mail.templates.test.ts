import { describe, expect, it } from 'vitest';
import { escapeHtml, html, rawHtml, safeUrl } from './mail.html.js';
import { button, detailsTable, paragraph, renderLayout } from './mail.layout.js';
import { devHighlights, passwordResetMail, verificationMail, welcomeMail } from './mail.templates.js';

const publicUrl = 'https://shop.example.vn';
const EVIL = `<script>alert("x")</script> & 'Lan'`;

describe('mail templates', () => {
  it('builds the verification mail in English with the code in the subject, HTML and text', () => {
    const m = verificationMail({
      to: 'lan@example.vn',
      name: 'Lan',
      code: 'K7Q2M9',
      language: 'en',
      publicUrl,
    });
    expect(m).toMatchObject({ to: 'lan@example.vn', kind: 'verification' });
    expect(m.subject).toBe('K7Q2M9 is your Lumière Saigon verification code');
    expect(m.text).toContain('Hello Lan,');
    expect(m.text).toContain('\n    K7Q2M9\n');
    expect(m.text).toContain('24 hours');
    expect(m.html).toContain('K7Q2M9');
    expect(m.html).toContain('<html lang="en"');
    expect(m.html).toContain(`href="${publicUrl}/verify-email"`);
    expect(devHighlights(m.kind, m.text)).toEqual({ code: 'K7Q2M9' });
  });

  it('builds the verification mail in Vietnamese', () => {
    const m = verificationMail({
      to: 'hoa@example.vn',
      name: 'Hoa',
      code: 'AB12CD',
      language: 'vi',
      publicUrl,
    });
    expect(m.subject).toBe('AB12CD là mã xác minh Lumière Saigon của bạn');
    expect(m.text).toContain('Xin chào Hoa,');
    expect(m.text).toContain('24 giờ');
    expect(m.html).toContain('<html lang="vi"');
    expect(m.html).toContain('Xác nhận địa chỉ email của bạn');
  });

  it('builds the password-reset mail with its link, validity and "ignore" note in both languages', () => {
    const token = 'tok_en-123.abc';
    const en = passwordResetMail({ to: 'a@example.vn', name: 'A', token, language: 'en', publicUrl });
    const link = `${publicUrl}/reset-password/${token}`;
    expect(en.kind).toBe('password-reset');
    expect(en.subject).toBe('Reset your Lumière Saigon password');
    expect(en.text).toContain(link);
    expect(en.text).toContain('1 hour');
    expect(en.text).toContain('If you did not ask');
    expect(en.html).toContain(`href="${link}"`);
    expect(devHighlights(en.kind, en.text)).toEqual({ link });
    const vi = passwordResetMail({ to: 'a@example.vn', name: 'A', token, language: 'vi', publicUrl });
    expect(vi.subject).toBe('Đặt lại mật khẩu Lumière Saigon của bạn');
    expect(vi.text).toContain('1 giờ');
    expect(vi.text).toContain('Nếu bạn không yêu cầu');
    expect(vi.text).toContain(link);
  });

  it('greets without a name when there is none, and welcomes a verified customer', () => {
    const m = verificationMail({ to: 'x@example.vn', name: '  ', code: 'ZZZZZZ', language: 'en', publicUrl });
    expect(m.text).toContain('Hello,');
    const w = welcomeMail({ to: 'x@example.vn', name: 'Mai', language: 'vi', publicUrl });
    expect(w.kind).toBe('welcome');
    expect(w.subject).toBe('Chào mừng bạn đến với Lumière Saigon');
    expect(w.html).toContain(`href="${publicUrl}"`);
  });

  it('escapes every value it interpolates into the HTML, and keeps the text part literal', () => {
    const m = verificationMail({ to: 'x@example.vn', name: EVIL, code: 'Q1W2E3', language: 'en', publicUrl });
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Lan&#39;');
    expect(m.text).toContain(`Hello ${EVIL},`);
    const r = passwordResetMail({
      to: 'x@example.vn',
      name: 'A',
      token: '"><img src=x>',
      language: 'en',
      publicUrl,
    });
    expect(r.html).not.toContain('<img src=x>');
  });

  it('keeps the layout reusable: details, buttons, footer note and unsubscribe link', () => {
    const out = renderLayout({
      language: 'en',
      title: 'Your order DH-7K2M9Q',
      preheader: 'Thank you for your order',
      blocks: [
        paragraph('Thank you!'),
        detailsTable([
          ['Áo lụa <Silk>', '1.250.000 ₫'],
          ['Total', '1.280.000 ₫'],
        ]),
        button('View order', `${publicUrl}/profile`),
      ],
      publicUrl,
      footerNote: 'You subscribed to our newsletter.',
      unsubscribeUrl: `${publicUrl}/api/subscribe/unsubscribe?token=abc&x=1`,
    });
    expect(out.html).toContain('Áo lụa &lt;Silk&gt;');
    expect(out.html).toContain('href="https://shop.example.vn/api/subscribe/unsubscribe?token=abc&amp;x=1"');
    expect(out.text).toContain('Áo lụa <Silk>: 1.250.000 ₫');
    expect(out.text).toContain('View order: https://shop.example.vn/profile');
    expect(out.text).toContain(
      'Unsubscribe: https://shop.example.vn/api/subscribe/unsubscribe?token=abc&x=1',
    );
    expect(out.text).toContain('You subscribed to our newsletter.');
    expect(devHighlights('newsletter', out.text)).toEqual({});
  });

  it('never renders a javascript: link and only trusts what is marked as HTML', () => {
    expect(safeUrl('javascript:alert(1)')).toBe('#');
    expect(safeUrl(' https://a.vn/x ')).toBe('https://a.vn/x');
    expect(button('Go', 'javascript:alert(1)').html.value).toContain('href="#"');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(html`<b>${'<i>'}</b>${rawHtml('<br>')}${['<x>', html`<y>`]}${null}${false}`.value).toBe(
      '<b>&lt;i&gt;</b><br>&lt;x&gt;<y>',
    );
  });
});
