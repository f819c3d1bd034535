import type { ReactNode } from 'react';
import { cx } from './ui/cx';

/**
 * An e-mail address that breaks at sensible points on a narrow screen: after the "@" and
 * after each "." (a <wbr> there, so copying the address gives it whole). A part still longer than the
 * line breaks where it must rather than widening the page.
 */
export function EmailAddress({ address, className }: { address: string; className?: string }) {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const part of address.split(/(?<=[@.])/)) {
    if (at > 0) nodes.push(<wbr key={at} />);
    nodes.push(part);
    at += part.length;
  }
  return <span className={cx('wrap-break-word', className)}>{nodes}</span>;
}
