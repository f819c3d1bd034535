import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImagePicker } from './image-picker';
import type { PickedImage } from './picked-image';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const MB = 1024 * 1024;
const sized = (f: File, size: number) => Object.defineProperty(f, 'size', { value: size });

// the turned-away files' texts with their words, so the test reads the file's name in them
beforeEach(() => {
  i18n.addResourceBundle('en', 'admin', {
    images: {
      refused: {
        notImage: '{{name}} is not a picture',
        noRoom: '{{name}} ({{size}}) does not fit, {{left}} left',
      },
    },
  });
  // jsdom has no object URLs
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => i18n.removeResourceBundle('en', 'admin'));

const pick = (files: File[]) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
};

describe('<ImagePicker>', () => {
  it('refuses fake.png holding text when it is picked, naming it: it never becomes the cover', async () => {
    const onChange = vi.fn();
    render(<ImagePicker label="Photos" images={[]} onChange={onChange} />);
    pick([new File(['this is text, not a PNG'], 'fake.png', { type: 'image/png' })]);
    expect((await screen.findByRole('alert')).textContent).toContain('fake.png is not a picture');
    expect(screen.getByLabelText('Photos').getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('adds the pictures that fit the 10 MB of one save and names the one that does not', async () => {
    const onChange = vi.fn();
    const chosen: PickedImage[] = [
      { key: 'a', kind: 'new', file: sized(new File([PNG], 'a.png'), 7 * MB), url: 'blob:a' },
    ];
    render(<ImagePicker label="Photos" images={chosen} onChange={onChange} />);
    const fits = sized(new File([PNG], 'fits.png'), 2 * MB);
    const big = sized(new File([PNG], 'big.png'), 4 * MB);
    pick([fits, big]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'big.png (4 MB) does not fit, 1 MB left',
    );
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const next = onChange.mock.calls[0]?.[0] as PickedImage[];
    expect(next.map((img) => (img.kind === 'new' ? img.file.name : img.id))).toEqual(['a.png', 'fits.png']);
  });
});
