import type { CouponAdmin } from '@shop/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionListState } from '../../../components/staff/section-list-state';
import { CouponCard } from './coupon-card';

/** The coupons, newest first, each with its usage and a Delete. */
export function CouponList({
  coupons,
  onDelete,
}: {
  coupons: UseQueryResult<CouponAdmin[]>;
  onDelete: (coupon: CouponAdmin) => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <section aria-labelledby="coupon-list" className="min-w-0 border-t border-line pt-10">
      <h3 id="coupon-list" className="font-display text-2xl">
        {t('admin:coupons.list')}
      </h3>
      <SectionListState query={coupons} isEmpty={!coupons.data?.length} emptyText={t('admin:coupons.empty')}>
        <ul aria-labelledby="coupon-list" className="mt-4 grid gap-4 lg:grid-cols-2">
          {coupons.data?.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard coupon={coupon} onDelete={onDelete} />
            </li>
          ))}
        </ul>
      </SectionListState>
    </section>
  );
}
