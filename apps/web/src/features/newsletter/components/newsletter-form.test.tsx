import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NEWSLETTER_MESSAGES } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './newsletter-form';

let shown: string[] = [];
function Probe() {
  shown = useToasterStore().toasts.map((t) => String(t.message));
  return null;
}

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(async () => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  act(() => toast.remove());
  await i18n.changeLanguage('en');
});

const response = (body: object) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

async function subscribe(email: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewsletterForm />
      <Probe />
    </QueryClientProvider>,
  );
  const input = screen.getByRole('textbox') as HTMLInputElement;
  fireEvent.change(input, { target: { value: email } });
  fireEvent.submit(input.closest('form') as HTMLFormElement);
  return input;
}

describe('<NewsletterForm>', () => {
  it("shows the server's own message as the success toast, and clears the input", async () => {
    fetchMock.mockResolvedValueOnce(response({ message: NEWSLETTER_MESSAGES.subscribed }));
    const input = await subscribe('hoa@example.vn');
    // double opt-in, the shopper is told to look for the confirmation mail
    await waitFor(() => expect(shown).toEqual(['Please check your inbox to confirm your subscription.']));
    expect(input.value).toBe('');
  });

  it("shows the server's Vietnamese response as it is", async () => {
    await i18n.changeLanguage('vi');
    fetchMock.mockResolvedValueOnce(response({ message: NEWSLETTER_MESSAGES.subscribedVi }));
    await subscribe('lan@example.vn');
    await waitFor(() => expect(shown).toEqual(['Vui lòng kiểm tra hộp thư để xác nhận đăng ký nhận tin.']));
  });

  it('falls back to its own "check your inbox" text, in both languages, when the response has none', async () => {
    fetchMock.mockResolvedValueOnce(response({}));
    await subscribe('mai@example.vn');
    // unit tests render keys (no translation files are loaded); the files say it below
    await waitFor(() => expect(shown).toEqual(['newsletter.success']));
    const success = (lng: string) =>
      JSON.parse(readFileSync(join(__dirname, `../../../../public/locales/${lng}/footer.json`), 'utf8'))
        .newsletter.success;
    expect(success('en')).toBe(NEWSLETTER_MESSAGES.subscribed);
    expect(success('vi')).toBe(NEWSLETTER_MESSAGES.subscribedVi);
  });
});
