import type { CouponAdmin, CouponCreateBody } from '@shop/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmRemoval } from '../../../../components/staff/confirm-removal';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useCreateCoupon } from '../../../../features/admin/api/create-coupon';
import { useDeleteCoupon } from '../../../../features/admin/api/delete-coupon';
import { useCoupons } from '../../../../features/admin/api/get-coupons';
import { CouponCard } from '../../../../features/admin/components/coupon-card';
import { couponServerErrors } from '../../../../features/admin/lib/coupon-form';
import { errorMessage, isApiError } from '../../../../lib/api-error';
import { CouponForm } from '../components/coupon-form';

/**
 * SPEC §2 dashboard tab "coupon": create a coupon (DECISIONS §10 body, every discount and condition
 * type of SPEC §3), list them with their usage counts, delete one after a confirmation.
 */
export function CouponTab() {
  const { t } = useTranslation(['admin', 'common']);
  const coupons = useCoupons();
  const create = useCreateCoupon();
  const remove = useDeleteCoupon();
  const showError = useMutationErrorToast();
  const [deleting, setDeleting] = useState<CouponAdmin | null>(null);

  const submit = async (body: CouponCreateBody) => {
    try {
      const coupon = await create.mutateAsync(body);
      toast.success(t('admin:coupons.created', { code: coupon.code }));
      return true;
    } catch (error) {
      const fields = isApiError(error) ? couponServerErrors(error, body) : null;
      if (fields) return fields;
      showError(error);
      return false;
    }
  };

  return (
    <div className="flex flex-col gap-12">
      <CouponForm pending={create.isPending} onSubmit={submit} />

      <section aria-labelledby="coupon-list" className="min-w-0 border-t border-line pt-10">
        <h3 id="coupon-list" className="font-display text-2xl">
          {t('admin:coupons.list')}
        </h3>
        {coupons.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label={t('common:loading.generic')} />
          </div>
        ) : coupons.isError ? (
          <div className="mt-4 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line p-8 text-center">
            <p className="text-sm text-wine-600">{errorMessage(coupons.error, t('admin:errors.generic'))}</p>
            <Button size="sm" variant="secondary" onClick={() => coupons.refetch()}>
              {t('admin:errors.retry')}
            </Button>
          </div>
        ) : !coupons.data.length ? (
          <p className="mt-4 rounded-2xl border border-dashed border-line p-8 text-center text-sm text-plum-500">
            {t('admin:coupons.empty')}
          </p>
        ) : (
          <ul aria-labelledby="coupon-list" className="mt-4 grid gap-4 lg:grid-cols-2">
            {coupons.data.map((coupon) => (
              <li key={coupon.id}>
                <CouponCard coupon={coupon} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmRemoval
        item={deleting}
        title={t('admin:coupons.deleteTitle')}
        body={(coupon) => t('admin:coupons.deleteBody', { code: coupon.code, name: coupon.name })}
        mutation={remove}
        success={(coupon) => t('admin:coupons.deleted', { code: coupon.code })}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
