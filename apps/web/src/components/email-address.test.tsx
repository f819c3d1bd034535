import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

describe('<EmailAddress>', () => {
  it('may break after the "@" and after each "."', () => {
    const { container } = render(<EmailAddress address="lan.nguyen@lumiere-saigon.com.vn" />);
    expect(container.querySelector('span')?.innerHTML).toBe(
      'lan.<wbr>nguyen@<wbr>lumiere-saigon.<wbr>com.<wbr>vn',
    );
    // the address reads (and copies) whole
    expect(container.textContent).toBe('lan.nguyen@lumiere-saigon.com.vn');
  });

  it('leaves an address without those marks as it is', () => {
    const { container } = render(<EmailAddress address="someone" className="font-semibold" />);
    expect(container.innerHTML).toBe('<span class="wrap-break-word font-semibold">someone</span>');
  });
});
