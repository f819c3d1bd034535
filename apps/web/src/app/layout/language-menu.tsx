import { LANGUAGES } from '@shop/shared';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagIcon } from '../../components/icons/flag-icon';
import { CheckIcon, ChevronDownIcon } from '../../components/icons/icons';
import { cx } from '../../components/ui/cx';

/**
 * The language dropdown (flag, name and code of each language). Follows the WAI-ARIA
 * menu-button pattern: Enter, Space or arrows open it, arrows/Home/End move, Escape closes and
 * returns focus to the button, Tab leaves. The choice applies at once and is stored by i18next.
 */
export function LanguageMenu({
  className,
  placement = 'below',
}: {
  className?: string;
  placement?: 'below' | 'above';
}) {
  const { t, i18n } = useTranslation('navbar');
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const currentIndex = Math.max(
    0,
    LANGUAGES.findIndex((l) => l.code === (i18n.resolvedLanguage ?? i18n.language)),
  );
  const current = LANGUAGES[currentIndex] ?? LANGUAGES[0];

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActive((index + LANGUAGES.length) % LANGUAGES.length);
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };
  const choose = (code: string) => {
    void i18n.changeLanguage(code);
    close(true);
  };

  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openAt(currentIndex);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(LANGUAGES.length - 1);
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: LANGUAGES.length - 1,
    };
    const next = moves[e.key];
    if (next !== undefined) {
      e.preventDefault();
      openAt(next);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={rootRef} className={cx('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('language.label', { language: current.name })}
        onClick={() => (open ? close(false) : openAt(currentIndex))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex min-h-9 items-center gap-2 rounded-pill px-3 text-xs font-semibold tracking-[0.14em] text-plum-800 uppercase transition-colors hover:bg-blush-100"
      >
        <FlagIcon code={current.code} fallback={current.flag} />
        <span>{current.code}</span>
        <ChevronDownIcon className={cx('size-3.5 transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('language.choose')}
          onKeyDown={onMenuKeyDown}
          className={cx(
            'absolute right-0 z-50 min-w-52 animate-fade-in rounded-2xl border border-line bg-ivory-50 p-1.5 shadow-card',
            placement === 'below' ? 'top-full mt-2' : 'bottom-full mb-2',
          )}
        >
          {LANGUAGES.map((lang, index) => {
            const selected = lang.code === current.code;
            return (
              <div key={lang.code} role="none">
                <button
                  ref={(el) => {
                    itemRefs.current[index] = el;
                  }}
                  type="button"
                  role="menuitemradio"
                  aria-checked={selected}
                  lang={lang.code}
                  tabIndex={index === active ? 0 : -1}
                  onClick={() => choose(lang.code)}
                  onMouseEnter={() => setActive(index)}
                  className={cx(
                    'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm text-plum-900 hover:bg-blush-100 focus-visible:bg-blush-100',
                    selected && 'font-semibold',
                  )}
                >
                  <FlagIcon code={lang.code} fallback={lang.flag} />
                  <span className="flex-1">{lang.name}</span>
                  <span className="text-xs tracking-[0.14em] text-plum-500 uppercase">{lang.code}</span>
                  <span className="w-4">{selected && <CheckIcon className="size-4 text-wine-600" />}</span>
                </button>
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
