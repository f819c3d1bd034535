import { SHOP } from '@shop/shared';
import { useEffect } from 'react';

/** Sets the tab title to "{title} · {shop}" (the shop's name alone when no title is given). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SHOP.name}` : SHOP.name;
  }, [title]);
}
