import { ADMIN_TABS, type AdminTabId } from '@shop/shared';
import {
  type ComponentType,
  type KeyboardEvent,
  lazy,
  Suspense,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LineIcon } from '../../../components/staff/line-icon';
import { cx } from '../../../components/ui/cx';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useScrollTrack } from '../../../lib/use-scroll-track';

const tab = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

/**
 * The catalogue's tools, each its own chunk: opening the dashboard loads only the tab on screen
 * (and no shopper ever loads any of them: the dashboard itself is a lazy, staff-only page).
 */
const CATALOGUE_TABS: Partial<Record<AdminTabId, ComponentType>> = {
  create: tab(() => import('./tabs/create-product-tab'), 'CreateProductTab'),
  products: tab(() => import('./tabs/products-tab'), 'ProductsTab'),
  collections: tab(() => import('./tabs/create-collection-tab'), 'CreateCollectionTab'),
  'view-collections': tab(() => import('./tabs/view-collections-tab'), 'ViewCollectionsTab'),
  banner: tab(() => import('./tabs/banner-tab'), 'BannerTab'),
  coupon: tab(() => import('./tabs/coupon-tab'), 'CouponTab'),
  orders: tab(() => import('./tabs/orders-tab'), 'OrdersTab'),
  analytics: tab(() => import('./tabs/analytics-tab'), 'AnalyticsTab'),
  bulkNewsLetter: tab(() => import('./tabs/send-email-tab'), 'SendEmailTab'),
  userListManagement: tab(() => import('./tabs/users-tab'), 'UsersTab'),
  userBlacklist: tab(() => import('./tabs/blacklist-tab'), 'BlacklistTab'),
};

const isTabId = (value: string | null): value is AdminTabId => ADMIN_TABS.some((tab) => tab.id === value);

/**
 * The tab a dashboard URL opens: the one `?tab=` names, else the first of the tabs' list
 * (docs/requirements/screens.md), Create Product.
 */
export const tabFromQuery = (requested: string | null): AdminTabId =>
  isTabId(requested) ? requested : ADMIN_TABS[0].id;

/** The admin dashboard and its tabs (docs/requirements/screens.md), each tab a chunk of its own. */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');

  const baseId = useId();
  const [params, setParams] = useSearchParams();
  const active = tabFromQuery(params.get('tab'));
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const Tool = CATALOGUE_TABS[active];
  usePageTitle(`${t(`tabs.${active}`)} · ${t('title')}`);

  // Below lg the tabs are one row that scrolls sideways: fades and arrows at its edges say more tabs
  // lie that way, and the active tab is brought into the row's view
  const strip = useScrollTrack<HTMLDivElement>();
  const stripRef = useRef<HTMLDivElement | null>(null);
  const moved = useRef(false);
  const stripRefs = useCallback(
    (el: HTMLDivElement | null) => {
      stripRef.current = el;
      return strip.ref(el);
    },
    [strip.ref],
  );
  useLayoutEffect(() => {
    const row = stripRef.current;
    const tab = tabRefs.current[ADMIN_TABS.findIndex((x) => x.id === active)];
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    const left = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    row.scrollTo({ left, behavior: moved.current && !reduce ? 'smooth' : 'auto' });
    moved.current = true;
  }, [active]);

  const select = (index: number) => {
    const tab = ADMIN_TABS[(index + ADMIN_TABS.length) % ADMIN_TABS.length];
    if (!tab) return;
    setParams({ tab: tab.id }, { replace: true });
    tabRefs.current[ADMIN_TABS.indexOf(tab)]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: ADMIN_TABS.length - 1,
    };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    select(next);
  };

  return (
    <section className="mx-auto grid w-full max-w-7xl flex-1 grid-cols-[minmax(0,1fr)] gap-8 px-4 py-10 lining-nums sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
      <div className="min-w-0">
        <h1 className="font-display text-4xl">{t('title')}</h1>
        <div className="relative mt-6">
          <div
            ref={stripRefs}
            role="tablist"
            aria-orientation="vertical"
            aria-label={t('tabsLabel')}
            data-testid="dashboard-tabs"
            className="relative flex gap-1 overflow-x-auto [scrollbar-width:none] lg:flex-col lg:overflow-visible [&::-webkit-scrollbar]:hidden"
          >
            {ADMIN_TABS.map((tab, index) => {
              const selected = tab.id === active;
              return (
                <button
                  key={tab.id}
                  ref={(el) => {
                    tabRefs.current[index] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${tab.id}`}
                  aria-selected={selected}
                  aria-controls={`${baseId}-panel`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => select(index)}
                  onKeyDown={(e) => onKeyDown(e, index)}
                  className={cx(
                    'rounded-xl px-4 py-2.5 text-left text-sm whitespace-nowrap transition-colors',
                    selected ? 'bg-plum-800 text-ivory-100' : 'text-plum-800 hover:bg-blush-100',
                  )}
                >
                  {t(`tabs.${tab.id}`)}
                </button>
              );
            })}
          </div>
          {/* the row's edges: a fade and an arrow on each side with more tabs (a mouse has no swipe) */}
          <StripEdge side="start" hidden={strip.atStart} onClick={strip.previous} />
          <StripEdge side="end" hidden={strip.atEnd} onClick={strip.next} />
        </div>
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${active}`}
        className="min-w-0 self-start rounded-2xl border border-line bg-ivory-50 p-6 sm:p-8"
      >
        <h2 className="font-display text-3xl">{t(`tabs.${active}`)}</h2>
        {Tool ? (
          <div className="mt-8">
            <Suspense
              fallback={
                <div className="flex justify-center py-16">
                  <Spinner label={t('loadingTool')} />
                </div>
              }
            >
              <Tool key={active} />
            </Suspense>
          </div>
        ) : (
          <p className="mt-3 max-w-xl text-sm leading-relaxed text-plum-500">{t('comingSoon')}</p>
        )}
      </div>
    </section>
  );
}

/**
 * One edge of the tab row below lg: a fade into the page and an arrow that scrolls the row a
 * screenful that way. The arrow is for the mouse only (out of the tab order and hidden from screen
 * readers): the keyboard moves along the tabs with the arrow keys, and a finger swipes.
 */
function StripEdge({
  side,
  hidden,
  onClick,
}: {
  side: 'start' | 'end';
  hidden: boolean;
  onClick: () => void;
}) {
  return (
    <div
      data-testid={`tabs-edge-${side}`}
      data-shown={!hidden}
      className={cx(
        'pointer-events-none absolute inset-y-0 flex w-14 items-center transition-opacity duration-200 lg:hidden',
        side === 'start'
          ? 'left-0 justify-start bg-linear-to-r from-ivory-100 from-35% to-transparent'
          : 'right-0 justify-end bg-linear-to-l from-ivory-100 from-35% to-transparent',
        hidden ? 'opacity-0' : 'opacity-100',
      )}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClick}
        className={cx(
          'inline-flex size-8 items-center justify-center rounded-full border border-line bg-ivory-50 text-plum-800 shadow-sm',
          hidden ? 'pointer-events-none' : 'pointer-events-auto',
        )}
      >
        <LineIcon small>
          <path d={side === 'start' ? 'M12 5l-5 5 5 5' : 'M8 5l5 5-5 5'} />
        </LineIcon>
      </button>
    </div>
  );
}
