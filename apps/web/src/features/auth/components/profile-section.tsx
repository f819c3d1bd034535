import type { ReactNode } from 'react';

export interface ProfileSectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'paper' | 'quiet';
}

/** One card of the profile page, a landmark named by its heading (and a target of the side menu). */
export function ProfileSection({ id, title, intro, children, tone = 'paper' }: ProfileSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={
        tone === 'paper'
          ? 'scroll-mt-28 rounded-[1.75rem] border border-line bg-ivory-50 p-6 shadow-card sm:p-8'
          : 'scroll-mt-28 rounded-[1.75rem] border border-dashed border-plum-300 p-6 sm:p-8'
      }
    >
      <h2 id={`${id}-title`} className="font-display text-[1.75rem] leading-tight font-medium">
        {title}
      </h2>
      {intro && <div className="mt-2 max-w-prose text-sm leading-relaxed text-plum-500">{intro}</div>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
