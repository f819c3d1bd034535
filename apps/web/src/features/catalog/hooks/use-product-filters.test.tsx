import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useProductFilters } from './use-product-filters';

const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

describe('useProductFilters', () => {
  it('keeps a change made before the previous one was rendered (a size, then the sort, quickly)', () => {
    window.history.replaceState(null, '', '/products?category=Skirt');
    const { result } = renderHook(() => useProductFilters(), { wrapper });
    const { setFilters } = result.current;
    act(() => {
      // both from the same render, as two events handled before React renders the first
      setFilters({ size: ['M'] });
      setFilters({ sort: 'price-desc' });
    });
    const params = new URLSearchParams(window.location.search);
    expect(params.get('category')).toBe('Skirt');
    expect(params.getAll('size')).toEqual(['M']);
    expect(params.get('sort')).toBe('price-desc');
    expect(result.current.filters.size).toEqual(['M']);
    expect(result.current.filters.sort).toBe('price-desc');
  });
});
