import { describe, expect, it } from 'vitest';
import { markSecrets, redactSecrets } from '../mail/mail.secrets.js';
import { devHighlights } from '../mail/mail.templates.js';
import { confirmSubscriptionMail } from './newsletter.mail.js';

const publicUrl = 'https://shop.example.vn';
const token = 'tK3_-9aZ0b1c2d3e4f5g6h7i8j9k0l1m2n3o4p5q6r7';

describe('the newsletter confirmation mail', () => {
  it('asks in English to confirm with the link, says how long it works, and marks the token a secret', () => {
    const m = confirmSubscriptionMail({ to: 'lan@example.vn', language: 'en', publicUrl, token });
    const link = `${publicUrl}/api/subscribe/confirm?token=${token}`;
    expect(m).toMatchObject({ to: 'lan@example.vn', kind: 'newsletter-confirm', secrets: [token] });
    expect(m.subject).toBe('Confirm your subscription to the Lumière Saigon newsletter');
    expect(m.html).toContain('<html lang="en"');
    expect(m.html).toContain(`href="${link}"`);
    expect(m.text).toContain(`Confirm my subscription: ${link}`);
    expect(m.text).toContain('7 days');
    expect(m.text).toContain('ignore this e-mail');
    // it is no newsletter: no unsubscribe link to an address that did not subscribe yet
    expect(m.text).not.toContain('/unsubscribe');
    // the development outbox logs the link, as it does a reset link (production never does)
    expect(devHighlights(m.kind, m.text)).toEqual({ link });
  });

  it('asks in Vietnamese', () => {
    const m = confirmSubscriptionMail({ to: 'hoa@example.vn', language: 'vi', publicUrl, token });
    expect(m.subject).toBe('Xác nhận đăng ký nhận bản tin Lumière Saigon');
    expect(m.html).toContain('<html lang="vi"');
    expect(m.text).toContain('Xác nhận đăng ký');
    expect(m.text).toContain('7 ngày');
  });

  it('keeps no token in its stored copy once sent', () => {
    const m = confirmSubscriptionMail({ to: 'lan@example.vn', language: 'en', publicUrl, token });
    const kept = redactSecrets(markSecrets(m, m.secrets));
    expect(`${kept.subject}${kept.html}${kept.text}`).not.toContain(token);
    expect(kept.text).toContain('/api/subscribe/confirm?token=••••••');
  });
});
