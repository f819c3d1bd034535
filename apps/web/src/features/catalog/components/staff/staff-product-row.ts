import type { AdminProduct } from '@shop/shared';

/** What the product list's rows and cards need from the page: the ticks and the row's actions. */
export interface StaffProductRowProps {
  language: string;
  selected: ReadonlySet<string>;
  onSelect: (id: string) => void;
  onToggle: (product: AdminProduct, which: 'featured' | 'visible') => void;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}
