import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  throw new Error('boom');
}

describe('<AppErrorBoundary>', () => {
  it("shows 'Something went wrong' with a Reload Page button", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
  });
});

describe('<ErrorFallback> in place of a server-rendered page', () => {
  afterEach(() => {
    delete window.shopEarly;
  });

  it('stops the page’s starter holding clicks: its Reload Page button is the app’s', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.shopEarly = { taken: false, actions: [] };
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(window.shopEarly.taken).toBe(true);
  });
});
