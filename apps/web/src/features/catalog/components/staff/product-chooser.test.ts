import { describe, expect, it } from 'vitest';
import { paramsToQueryString } from '../../lib/product-filters';
import { chooserQuery } from './product-chooser';

describe('the product chooser’s list', () => {
  it('offers the newsletter only the pieces shoppers see, and a collection hidden ones too', () => {
    expect(paramsToQueryString(chooserQuery('', true))).toBe('sort=newest&page=1&pageSize=200&visible=true');
    expect(chooserQuery('', false)).not.toHaveProperty('visible');
  });

  it('asks for the best matches first while a search is typed', () => {
    expect(chooserQuery('váy lụa', true)).toEqual({
      sort: 'relevance',
      page: 1,
      pageSize: 200,
      q: 'váy lụa',
      visible: true,
    });
  });
});
