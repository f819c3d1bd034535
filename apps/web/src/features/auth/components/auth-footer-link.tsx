import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AuthFooterLinkProps {
  /** the question before the link ("Already have an account?") */
  lead: ReactNode;
  to: string;
  /** router state to carry along (where the guard sent the visitor from) */
  state?: unknown;
  children: ReactNode;
}

/** The line under every account form that leads to the neighbouring one. */
export function AuthFooterLink({ lead, to, state, children }: AuthFooterLinkProps) {
  return (
    <p>
      {lead}{' '}
      <Link
        to={to}
        state={state}
        className="font-semibold text-wine-600 underline underline-offset-4 hover:text-wine-700"
      >
        {children}
      </Link>
    </p>
  );
}
