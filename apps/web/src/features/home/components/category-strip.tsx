import { CATEGORIES, ROUTES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The everyday shelves; the themed ones have their own sliders further down. */
const SHELVES = CATEGORIES.slice(0, 6);
const SALE = CATEGORIES[CATEGORIES.length - 1];

const categoryLink = (category: string) => `${ROUTES.products}?category=${encodeURIComponent(category)}`;

/** "Shop by category": one tap to a filtered listing. */
export function CategoryStrip() {
  const { t } = useTranslation('common');
  return (
    <nav aria-labelledby="home-categories" className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
      <h2 id="home-categories" className="sr-only">
        {t('home.categories')}
      </h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:justify-center sm:px-0 [&::-webkit-scrollbar]:hidden">
        {SHELVES.map((category) => (
          <li key={category} className="shrink-0">
            <Link
              to={categoryLink(category)}
              className="inline-flex min-h-10 items-center rounded-pill border border-line bg-ivory-50 px-5 text-sm text-plum-800 transition-colors hover:border-plum-800 hover:bg-ivory-50"
            >
              {t(`catalog.category.${category}`)}
            </Link>
          </li>
        ))}
        {SALE && (
          <li className="shrink-0">
            <Link
              to={categoryLink(SALE)}
              className="inline-flex min-h-10 items-center rounded-pill bg-wine-600 px-5 text-sm font-medium text-ivory-50 transition-colors hover:bg-wine-700"
            >
              {t(`catalog.category.${SALE}`)}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
