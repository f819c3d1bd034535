import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pageCount, pageWindow } from './pager';

describe('pageWindow', () => {
  it('lists every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first pages near the start, and a gap before the last', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });

  it('shows the last pages near the end, and a gap after the first', () => {
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 7, 8, 9, 10]);
    expect(pageWindow(8, 10)).toEqual([1, 'gap', 7, 8, 9, 10]);
  });

  it('shows the neighbours of a page in the middle, with a gap on each side', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  });

  it('keeps the first and the last page in reach, however far', () => {
    expect(pageWindow(4, 10)).toEqual([1, 'gap', 3, 4, 5, 'gap', 10]);
    expect(pageWindow(50, 100)).toEqual([1, 'gap', 49, 50, 51, 'gap', 100]);
  });
});

describe('pageCount', () => {
  it('counts the pages the items fill, the last one partly', () => {
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(1, 20)).toBe(1);
  });

  it('gives an empty list its one page', () => {
    expect(pageCount(0, 20)).toBe(1);
  });
});

describe('<Pager>', () => {
  it('shows nothing for a list on one page', () => {
    const { container } = render(<Pager page={1} totalPages={1} onPage={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('links every page when given their URLs, the current one marked, no way back from the first', () => {
    render(
      <MemoryRouter>
        <Pager page={1} totalPages={3} hrefFor={(p) => `/products?page=${p}`} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'pager.label' });
    const links = Array.from(nav.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/products?page=1',
      '/products?page=2',
      '/products?page=3',
      '/products?page=2',
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'pager.next' }).getAttribute('href')).toBe('/products?page=2');
    // a link cannot be disabled: the arrow that leads nowhere is left out for screen readers
    expect(screen.queryByRole('link', { name: 'pager.previous' })).toBeNull();
    expect(nav.querySelectorAll('button')).toHaveLength(0);
  });

  it('shows the page asked for through buttons, the arrows that lead nowhere disabled', () => {
    const onPage = vi.fn();
    render(<Pager page={3} totalPages={3} onPage={onPage} label="Pages of orders" />);
    const nav = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(nav.querySelectorAll('a')).toHaveLength(0);
    const next = screen.getByRole('button', { name: 'pager.next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    const current = screen.getAllByRole('button', { name: 'pager.page' }).find((b) => b.textContent === '3');
    expect(current?.getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'pager.previous' }));
    const first = screen.getAllByRole('button', { name: 'pager.page' }).find((b) => b.textContent === '1');
    fireEvent.click(first as HTMLElement);
    expect(onPage.mock.calls).toEqual([[2], [1]]);
  });
});
