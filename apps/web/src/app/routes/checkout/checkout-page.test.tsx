import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from './checkout-page';
import { HOME, serveCheckout, signedInForEachTest } from './test-fixtures';

function renderCheckout() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/checkout']}>
        <CheckoutPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// labels are the translation keys, without their namespace, in unit tests (no files are loaded)
const field = (key: string) => screen.getByLabelText(key) as HTMLInputElement | HTMLSelectElement;
const choose = (key: string, value: string) => fireEvent.change(field(key), { target: { value } });

signedInForEachTest();

describe('<CheckoutPage> shipping details', () => {
  it('starts from the default saved address, offered among the saved ones', async () => {
    vi.stubGlobal('fetch', serveCheckout([HOME]));
    renderCheckout();
    await waitFor(() => expect(field('fields.street').value).toBe('12 Lê Lợi'));
    expect(field('fields.phone').value).toBe('0912 345 678');
    expect(field('picker.label').value).toBe('a-home');
    await waitFor(() => expect(field('fields.ward').value).toBe('Phường Sài Gòn'));
  });

  it('keeps what was typed through a reload, over the default saved address', async () => {
    vi.stubGlobal('fetch', serveCheckout([HOME]));
    const first = renderCheckout();
    await waitFor(() => expect(field('fields.street').value).toBe('12 Lê Lợi'));
    fireEvent.change(field('fields.street'), { target: { value: '99 Nguyễn Huệ' } });
    fireEvent.change(field('fields.note'), { target: { value: 'Gọi trước' } });
    // the form no longer holds the saved address: "another address" shows
    expect(field('picker.label').value).toBe('new');
    first.unmount();

    renderCheckout();
    await waitFor(() => expect(field('picker.label')).toBeTruthy());
    expect(field('fields.street').value).toBe('99 Nguyễn Huệ');
    expect(field('fields.note').value).toBe('Gọi trước');
    expect(field('fields.phone').value).toBe('0912 345 678');
  });

  it('switching abroad and back keeps the shared fields and brings the province and ward back, across a reload', async () => {
    vi.stubGlobal('fetch', serveCheckout([HOME]));
    const first = renderCheckout();
    await waitFor(() => expect(field('fields.ward').value).toBe('Phường Sài Gòn'));

    choose('fields.country', 'Singapore');
    expect(field('fields.region').value).toBe('');
    expect(field('fields.city').value).toBe('');
    expect(field('fields.street').value).toBe('12 Lê Lợi');
    expect(field('fields.phone').value).toBe('0912 345 678');
    fireEvent.change(field('fields.city'), { target: { value: 'Singapore' } });
    first.unmount();

    // reloaded while abroad: the Vietnamese province and ward wait in the draft
    renderCheckout();
    await waitFor(() => expect(field('fields.city').value).toBe('Singapore'));
    choose('fields.country', 'Vietnam');
    // the select shows its value once the provinces (not asked for while abroad) have arrived
    await waitFor(() => expect(field('fields.province').value).toBe('Thành phố Hồ Chí Minh'));
    await waitFor(() => expect(field('fields.ward').value).toBe('Phường Sài Gòn'));
    expect(field('picker.label').value).toBe('a-home');
    // and the city typed abroad comes back on the next trip abroad
    choose('fields.country', 'France');
    expect(field('fields.city').value).toBe('Singapore');
  });

  it('with nothing saved, starts from the account’s name and e-mail and offers no saved address', async () => {
    vi.stubGlobal('fetch', serveCheckout([]));
    renderCheckout();
    await waitFor(() => expect(field('fields.name').value).toBe('Lan Nguyễn'));
    expect(field('fields.email').value).toBe('lan@example.com');
    expect(field('fields.street').value).toBe('');
    expect(screen.queryByLabelText('picker.label')).toBeNull();
  });
});
