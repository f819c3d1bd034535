import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '../../../../components/product-image';
import { productQueryOptions } from '../../../../features/catalog/api/get-product';
import { priceView } from '../../../../features/catalog/lib/price';

interface EmailPreviewProps {
  subject: string;
  title: string;
  description: string;
  productIds: readonly string[];
  collectionName: string | null;
}

/**
 * What subscribers will roughly see: the subject in their inbox, then the title, the text, the linked
 * products and collection. (The mail itself is rendered by the server, in each subscriber's language
 * where a text was left as its default.)
 */
export function EmailPreview({ subject, title, description, productIds, collectionName }: EmailPreviewProps) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'en';
  const products = useQueries({ queries: productIds.map((id) => productQueryOptions(id)) });

  return (
    <figure
      aria-label={t('bulkEmail.preview.label')}
      className="m-0 overflow-hidden rounded-2xl border border-line bg-ivory-50"
      data-testid="email-preview"
    >
      <div className="border-b border-line bg-ivory-200 px-4 py-3 text-xs text-plum-600">
        <span className="font-semibold">{t('bulkEmail.preview.subject')}</span>{' '}
        <span className="break-words">{subject}</span>
      </div>
      <div className="flex flex-col gap-4 px-5 py-6 sm:px-8">
        <p className="text-center font-display text-lg tracking-[0.2em] text-plum-700 uppercase">
          Lumière Saigon
        </p>
        <h3 className="text-center font-display text-3xl break-words text-plum-900">{title}</h3>
        <p className="text-center text-sm leading-relaxed break-words whitespace-pre-line text-plum-700">
          {description}
        </p>
        {productIds.length > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {products.map((query, index) => (
              <li key={productIds[index]} className="min-w-0 text-center">
                {query.data ? (
                  <>
                    <ProductImage
                      image={query.data.images[0] ?? null}
                      alt=""
                      sizes="160px"
                      className="aspect-[4/5] w-full rounded-xl object-cover"
                    />
                    <span className="mt-1 block truncate text-xs text-plum-900">{query.data.name}</span>
                    <span className="block text-xs text-plum-500">
                      {priceView(query.data, language).current}
                    </span>
                  </>
                ) : (
                  <span className="block aspect-[4/5] w-full animate-pulse rounded-xl bg-ivory-200" />
                )}
              </li>
            ))}
          </ul>
        )}
        {collectionName && (
          <p className="rounded-xl bg-blush-100 px-4 py-3 text-center text-sm text-plum-800">
            {t('bulkEmail.preview.collection', { name: collectionName })}
          </p>
        )}
        <p className="mx-auto rounded-pill bg-plum-800 px-6 py-2.5 text-sm text-ivory-100">
          {t('bulkEmail.preview.cta')}
        </p>
        <p className="border-t border-line pt-4 text-center text-[0.6875rem] text-plum-500">
          {t('bulkEmail.preview.unsubscribe')}
        </p>
      </div>
    </figure>
  );
}
