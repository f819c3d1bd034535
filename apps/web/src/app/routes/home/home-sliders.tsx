import { type Collection, ROUTES } from '@shop/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeaturedProducts } from '../../../features/catalog/api/get-featured-products';
import { useProducts } from '../../../features/catalog/api/get-products';
import { ProductSlider } from '../../../features/catalog/components/product-slider';
import { useCollections } from '../../../features/collections/api/get-collections';
import { useNearScreen } from '../../../lib/use-near-screen';

const SLIDER_LENGTH = 12;

function FeaturedSlider() {
  const { t } = useTranslation('common');
  const [ref, near] = useNearScreen<HTMLElement>();
  const query = useFeaturedProducts(SLIDER_LENGTH, { enabled: near });
  return (
    <ProductSlider
      sectionRef={ref}
      eyebrow={t('home.featured.eyebrow')}
      title={t('home.featured.title')}
      viewAll={{ to: ROUTES.products, label: t('home.viewAll') }}
      products={query.data}
      hidden={query.isError}
    />
  );
}

function NewArrivalsSlider() {
  const { t } = useTranslation('common');
  const [ref, near] = useNearScreen<HTMLElement>();
  const query = useProducts({ sort: 'newest', page: 1, pageSize: SLIDER_LENGTH }, { enabled: near });
  return (
    <ProductSlider
      sectionRef={ref}
      eyebrow={t('home.newArrivals.eyebrow')}
      title={t('home.newArrivals.title')}
      viewAll={{ to: ROUTES.products, label: t('home.viewAll') }}
      products={query.data?.products}
      hidden={query.isError}
    />
  );
}

function BestSellersSlider() {
  const { t } = useTranslation('common');
  const [ref, near] = useNearScreen<HTMLElement>();
  const query = useProducts({ sort: 'best-selling', page: 1, pageSize: SLIDER_LENGTH }, { enabled: near });
  return (
    <ProductSlider
      sectionRef={ref}
      eyebrow={t('home.bestSellers.eyebrow')}
      title={t('home.bestSellers.title')}
      viewAll={{ to: `${ROUTES.products}?sort=best-selling`, label: t('home.viewAll') }}
      products={query.data?.products}
      hidden={query.isError}
    />
  );
}

/** One slider per collection: its name and story, then its pieces. */
function CollectionSlider({ collection }: { collection: Collection }) {
  const { t } = useTranslation('common');
  const [ref, near] = useNearScreen<HTMLElement>();
  const query = useProducts(
    { collectionId: collection.id, sort: 'newest', page: 1, pageSize: SLIDER_LENGTH },
    { enabled: near },
  );
  return (
    <ProductSlider
      sectionRef={ref}
      eyebrow={t('home.collectionEyebrow')}
      title={collection.name}
      description={
        collection.description ? <p className="line-clamp-2">{collection.description}</p> : undefined
      }
      viewAll={{ to: `/Collection/${collection.id}`, label: t('home.viewCollection') }}
      products={query.data?.products}
      hidden={query.isError}
    />
  );
}

function CollectionSliders() {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  const { data } = useCollections({ enabled: near });
  return (
    <div ref={ref} className="flex flex-col gap-20 sm:gap-24">
      {data
        ?.filter((collection) => collection.productCount > 0)
        .map((collection) => (
          <CollectionSlider key={collection.id} collection={collection} />
        ))}
    </div>
  );
}

/**
 * The home page's product sliders: featured, new arrivals, best sellers, one per collection. They sit
 * below the first screen, so their code is a chunk of its own, fetched while the banners load, and
 * each slider fetches its products as it comes near the screen.
 */
export function HomeSliders({ interlude }: { interlude: ReactNode }) {
  return (
    <>
      <FeaturedSlider />
      <NewArrivalsSlider />
      {interlude}
      <BestSellersSlider />
      <CollectionSliders />
    </>
  );
}
