import { describe, expect, it } from 'vitest';
import { staffProductSort, staffSortChoices } from './list-sort';

describe('a staff product list’s sort', () => {
  it('is by relevance while a search is typed, the newest first otherwise', () => {
    expect(staffProductSort(null, 'váy lụa')).toBe('relevance');
    expect(staffProductSort(null, '')).toBe('newest');
  });

  it('keeps the sort staff chose, but relevance only with a search', () => {
    expect(staffProductSort('price-asc', 'váy')).toBe('price-asc');
    expect(staffProductSort('best-selling', '')).toBe('best-selling');
    expect(staffProductSort('relevance', '')).toBe('newest');
  });

  it('offers relevance only while searching', () => {
    expect(staffSortChoices('váy')).toContain('relevance');
    expect(staffSortChoices('')).not.toContain('relevance');
  });
});
