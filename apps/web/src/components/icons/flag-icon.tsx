import { useId } from 'react';

/**
 * Flags rendered inline: emoji flags show as two letters on Windows and on Linux without an emoji font,
 * so the language menu renders its own. Unknown codes fall back to the emoji given by LANGUAGES.
 */
export function FlagIcon({
  code,
  fallback,
  className = 'h-3.5 w-5',
}: {
  code: string;
  fallback: string;
  className?: string;
}) {
  const id = useId();
  if (code === 'vi') {
    return (
      <svg aria-hidden="true" viewBox="0 0 30 20" className={`${className} shrink-0 rounded-[2px]`}>
        <rect width="30" height="20" fill="#da251d" />
        <polygon
          fill="#ffdd00"
          points="15,4 16.35,8.15 20.71,8.15 17.18,10.71 18.53,14.85 15,12.29 11.47,14.85 12.82,10.71 9.29,8.15 13.65,8.15"
        />
      </svg>
    );
  }
  if (code === 'en') {
    return (
      <svg aria-hidden="true" viewBox="0 0 60 30" className={`${className} shrink-0 rounded-[2px]`}>
        <clipPath id={`${id}s`}>
          <path d="M0 0v30h60V0z" />
        </clipPath>
        <clipPath id={`${id}t`}>
          <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
        </clipPath>
        <g clipPath={`url(#${id}s)`}>
          <path d="M0 0v30h60V0z" fill="#012169" />
          <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
          <path d="M0 0l60 30m0-30L0 30" clipPath={`url(#${id}t)`} stroke="#c8102e" strokeWidth="4" />
          <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
          <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
        </g>
      </svg>
    );
  }
  return <span aria-hidden="true">{fallback}</span>;
}
