import { act, render } from '@testing-library/react';
import toast, { type Toast, useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster, TOAST_OPTIONS } from './app-toaster';

let snapshot: Toast[] = [];
/** Reads the toaster's state as the <Toaster> sees it (with the shop's options merged in). */
function Probe() {
  snapshot = useToasterStore(TOAST_OPTIONS).toasts;
  return null;
}

function renderToaster() {
  render(
    <>
      <AppToaster />
      <Probe />
    </>,
  );
}

afterEach(() => {
  act(() => toast.remove());
});

describe('<AppToaster>', () => {
  it('keeps at most 20 toasts', async () => {
    renderToaster();
    await act(async () => {
      for (let i = 0; i < 25; i++) toast(`message ${i}`);
    });
    expect(snapshot.filter((t) => t.visible)).toHaveLength(20);
  });

  it('gives success toasts 2 s, blank and error 4 s, loading no limit', async () => {
    renderToaster();
    await act(async () => {
      toast.success('ok', { id: 's' });
      toast.error('no', { id: 'e' });
      toast.loading('wait', { id: 'l' });
      toast('hi', { id: 'b' });
    });
    const duration = (id: string) => snapshot.find((t) => t.id === id)?.duration;
    expect(duration('s')).toBe(2000);
    expect(duration('e')).toBe(4000);
    expect(duration('l')).toBe(Number.POSITIVE_INFINITY);
    expect(duration('b')).toBe(4000);
  });
});
