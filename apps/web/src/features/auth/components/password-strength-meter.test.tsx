import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

// Unit tests render translation keys (src/test/setup.ts): 'strength.good' stands for "Good".
describe('<PasswordStrengthMeter>', () => {
  it('names the strength and lights one bar per level', () => {
    const { container } = render(<PasswordStrengthMeter password="Password12" />);
    expect(screen.getByText('strength.good')).toBeTruthy();
    expect(container.querySelector('[data-strength]')?.getAttribute('data-strength')).toBe('good');
    expect(container.querySelectorAll('.bg-gold-500')).toHaveLength(3);
  });

  it('shows no level and lights nothing for an empty password', () => {
    const { container } = render(<PasswordStrengthMeter password="" />);
    expect(container.querySelector('[data-strength]')?.getAttribute('data-strength')).toBe('none');
    expect(screen.queryByText('strength.weak')).toBeNull();
    expect(
      container.querySelectorAll('.bg-wine-600, .bg-blush-400, .bg-gold-500, .bg-plum-800'),
    ).toHaveLength(0);
  });
});
