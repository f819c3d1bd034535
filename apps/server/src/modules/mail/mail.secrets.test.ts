import { describe, expect, it } from 'vitest';
import { hasSecrets, markSecrets, REDACTED, redactSecrets, unmarkSecrets } from './mail.secrets.js';
import { passwordResetMail, verificationMail } from './mail.templates.js';

const publicUrl = 'https://shop.example.vn';

describe('mail secrets', () => {
  it('sends a marked mail exactly as built, and keeps none of its secrets once redacted', () => {
    const mails = [
      verificationMail({ to: 'a@example.vn', name: 'Lan', code: 'K7Q2M9', language: 'en', publicUrl }),
      passwordResetMail({ to: 'a@example.vn', name: 'Lan', token: 'tok_en-1.2', language: 'vi', publicUrl }),
    ];
    for (const mail of mails) {
      const marked = markSecrets(mail, mail.secrets);
      expect(hasSecrets(marked)).toBe(true);
      expect(unmarkSecrets(marked)).toEqual({ subject: mail.subject, html: mail.html, text: mail.text });
      const kept = redactSecrets(marked);
      for (const secret of mail.secrets ?? []) expect(JSON.stringify(kept)).not.toContain(secret);
      expect(kept.text).toContain(REDACTED);
      expect(hasSecrets(kept)).toBe(false);
    }
  });

  it('marks a reset token in its HTML-escaped form too, and a code only where it stands alone', () => {
    const token = "it's";
    const marked = markSecrets(
      {
        subject: 'Reset',
        html: `<a href="/reset-password/it&#39;s">x</a><!DOCTYPE html>`,
        text: `/${token}`,
      },
      [token, 'OCTYPE'],
    );
    const kept = redactSecrets(marked);
    expect(kept.html).toBe(`<a href="/reset-password/${REDACTED}">x</a><!DOCTYPE html>`);
    expect(kept.text).toBe(`/${REDACTED}`);
  });

  it('lets no content fake or hide a mark: marks already in a mail are dropped before marking', () => {
    const name = '\uE000Lan\uE001 \uE000';
    const mail = verificationMail({ to: 'a@example.vn', name, code: 'ZX9Y8W', language: 'en', publicUrl });
    const kept = redactSecrets(markSecrets(mail, mail.secrets));
    expect(kept.text).toContain('Hello Lan ,');
    expect(kept.text).not.toContain('ZX9Y8W');
    expect(kept.subject).toBe(`${REDACTED} is your Lumière Saigon verification code`);
  });

  it('leaves a mail without secrets as it is', () => {
    const parts = { subject: 'Order DH-7K2M9Q', html: '<p>Thanks</p>', text: 'Thanks' };
    expect(markSecrets(parts, undefined)).toEqual(parts);
    expect(hasSecrets(markSecrets(parts, []))).toBe(false);
  });
});
