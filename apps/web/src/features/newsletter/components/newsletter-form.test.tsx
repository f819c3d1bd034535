import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

describe('<NewsletterForm>', () => {
  it("shows the server's own message as the success toast, and clears the input (SPEC §8, §5)", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Thank you for subscribing!' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <NewsletterForm />
        <Probe />
      </QueryClientProvider>,
    );
    const input = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'hoa@example.vn' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(shown).toEqual(['Thank you for subscribing!']));
    expect(input.value).toBe('');
  });
});
