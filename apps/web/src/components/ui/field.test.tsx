import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';
import { Select } from './select';
import { TextArea } from './text-area';

describe('the design system fields', () => {
  it.each([
    ['Input', (error: string | null) => <Input label="Name" hint="As on the parcel" error={error} />],
    ['TextArea', (error: string | null) => <TextArea label="Name" hint="As on the parcel" error={error} />],
  ])('%s: the label names it, the hint and the error describe it, the error marks it invalid', (_, field) => {
    const { rerender } = render(field(null));
    const control = screen.getByLabelText('Name');
    expect(control.getAttribute('aria-invalid')).toBeNull();
    expect(control.getAttribute('aria-describedby')).toBe(`${control.id}-hint`);

    rerender(field('Please enter a name'));
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(control.getAttribute('aria-describedby')).toBe(`${control.id}-hint ${control.id}-error`);
    expect(document.getElementById(`${control.id}-error`)?.textContent).toBe('Please enter a name');
  });

  it('Select: the same wiring, on the id it is given', () => {
    render(
      <Select id="province" label="Province" options={[{ value: '', label: 'Choose' }]} error="Required" />,
    );
    const control = screen.getByLabelText('Province');
    expect(control.tagName).toBe('SELECT');
    expect(control.id).toBe('province');
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(control.getAttribute('aria-describedby')).toBe('province-error');
  });
});
