import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchBoxProps {
  value: string;
  onSearch: (q: string) => void;
}

const DEBOUNCE_MS = 350;

/**
 * Search as you type (debounced), or at once on Enter. The server ignores case and Vietnamese
 * diacritics, so "ao so mi" finds "Áo sơ mi".
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('products');
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // the URL changed from elsewhere (Back, a chip "clear all"): show what it holds
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (q: string) => {
    clearTimeout(timer.current);
    const trimmed = q.trim();
    if (trimmed === sent.current) return;
    sent.current = trimmed;
    onSearch(trimmed);
  };

  return (
    <search className="block w-full">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send(text);
        }}
        className="relative w-full"
      >
        <label htmlFor={id} className="sr-only">
          {t('search.label')}
        </label>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute top-1/2 left-5 size-4 -translate-y-1/2 text-plum-500"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5" strokeLinecap="round" />
        </svg>
        <input
          id={id}
          type="search"
          value={text}
          maxLength={100}
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('search.placeholder')}
          onChange={(e) => {
            const next = e.target.value;
            setText(next);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => send(next), DEBOUNCE_MS);
          }}
          className="min-h-12 w-full rounded-pill border border-line bg-ivory-50 pr-5 pl-12 text-sm text-plum-900 placeholder:text-placeholder focus-visible:border-wine-600 [&::-webkit-search-cancel-button]:cursor-pointer"
        />
      </form>
    </search>
  );
}
