import type { ReactNode } from 'react';

/**
 * A product chooser the page passes in (the catalogue's: a feature does not import another), for the
 * SPECIFIC_PRODUCTS condition.
 */
export type ProductChooserSlot = (props: {
  label: string;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) => ReactNode;
