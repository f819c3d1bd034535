import type { CouponAdmin } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { type SectionListQuery, SectionListState } from '../../../components/staff/section-list-state';
import { CouponCard } from './coupon-card';

/** The coupons, newest first, each with its usage and a Delete. */
export function CouponList({
  coupons,
  onDelete,
}: {
  coupons: SectionListQuery<CouponAdmin[]>;
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
