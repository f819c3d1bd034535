import { render, screen } from '@testing-library/react';
import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useEarlyInput } from './use-early-input';

function Form() {
  const [size, setSize] = useState<string | null>(null);
  const [sale, setSale] = useState(false);
  const [word, setWord] = useState('');
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form);
  return (
    <form ref={form}>
      {['S', 'M'].map((s) => (
        <input
          key={s}
          type="radio"
          name="size"
          aria-label={s}
          checked={size === s}
          onChange={() => setSize(s)}
        />
      ))}
      <input type="checkbox" aria-label="sale" checked={sale} onChange={(e) => setSale(e.target.checked)} />
      <input aria-label="word" value={word} onChange={(e) => setWord(e.target.value)} />
      <output>{`${size ?? '-'} ${sale} ${word}`}</output>
    </form>
  );
}

describe('useEarlyInput', () => {
  it('plays what was done to a server-drawn form before hydration through React', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    // the shopper, before the script: taps M, ticks the box, types a word
    container.querySelector<HTMLInputElement>('[aria-label=M]')!.checked = true;
    container.querySelector<HTMLInputElement>('[aria-label=sale]')!.checked = true;
    container.querySelector<HTMLInputElement>('[aria-label=word]')!.value = 'lụa';
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(container.querySelector('output')?.textContent).toBe('M true lụa');
    container.remove();
  });

  it('leaves a form nobody touched as it is', () => {
    render(<Form />);
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('- false ');
  });
});
