import { STORAGE_KEYS } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkout-draft';
import { emptyShipping } from './shipping-form';

const typed = emptyShipping({
  name: 'Lan Nguyễn',
  phone: '0912 345 678',
  email: 'lan@example.com',
  province: 'Thành phố Hồ Chí Minh',
  ward: 'Phường Sài Gòn',
  street: '12 Lê Lợi',
  note: 'Gọi trước khi giao',
});

describe('checkout draft', () => {
  it('gives back, after a reload, what this user typed in this tab', () => {
    const stash = { province: 'Central', ward: 'Singapore City' };
    saveCheckoutDraft('u1', { values: typed, stash });
    expect(sessionStorage.getItem(STORAGE_KEYS.checkoutDraft)).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.checkoutDraft)).toBeNull();
    expect(readCheckoutDraft('u1')).toEqual({ values: typed, stash });
  });

  it('shows another account nothing of it', () => {
    saveCheckoutDraft('u1', { values: typed, stash: { province: '', ward: '' } });
    expect(readCheckoutDraft('u2')).toBeNull();
  });

  it('is gone once cleared (the order placed)', () => {
    saveCheckoutDraft('u1', { values: typed, stash: { province: '', ward: '' } });
    clearCheckoutDraft();
    expect(readCheckoutDraft('u1')).toBeNull();
  });

  it('ignores what cannot be the form’s: unreadable JSON, values that are not text, missing fields', () => {
    sessionStorage.setItem(STORAGE_KEYS.checkoutDraft, '{not json');
    expect(readCheckoutDraft('u1')).toBeNull();
    sessionStorage.setItem(STORAGE_KEYS.checkoutDraft, JSON.stringify({ owner: 'u1', values: 'x' }));
    expect(readCheckoutDraft('u1')).toBeNull();
    sessionStorage.setItem(
      STORAGE_KEYS.checkoutDraft,
      JSON.stringify({
        owner: 'u1',
        values: { name: 'Lan', phone: 912345678, street: 'x'.repeat(5000), country: '', extra: 'dropped' },
      }),
    );
    expect(readCheckoutDraft('u1')).toEqual({
      values: emptyShipping({ name: 'Lan' }),
      stash: { province: '', ward: '' },
    });
  });
});
