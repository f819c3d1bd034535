import type { ReactNode } from 'react';
import { cx } from '../../../../components/ui/cx';

/** A section heading of the order drawer: small capitals; `spaced` when nothing else spaces it. */
export function DrawerHeading({
  id,
  spaced,
  children,
}: {
  id: string;
  spaced?: boolean;
  children: ReactNode;
}) {
  return (
    <h3
      id={id}
      className={cx(
        spaced && 'mb-2',
        'font-sans text-xs font-semibold tracking-[0.14em] text-plum-500 uppercase',
      )}
    >
      {children}
    </h3>
  );
}
