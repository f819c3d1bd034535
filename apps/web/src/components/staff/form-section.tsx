import type { ReactNode } from 'react';

/** A section of a long form, with its title. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="border-t border-line pt-8 first:border-0 first:pt-0">
      <h3 className="font-display text-2xl">{title}</h3>
      {description && <p className="mt-1 text-sm text-plum-500">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
