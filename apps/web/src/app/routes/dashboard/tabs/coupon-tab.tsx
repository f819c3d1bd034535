import type { CouponAdmin, CouponCreateBody } from '@shop/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmRemoval } from '../../../../components/staff/confirm-removal';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { ProductChooser } from '../../../../features/catalog/components/staff/product-chooser';
import { useCreateCoupon } from '../../../../features/coupons/api/create-coupon';
import { useDeleteCoupon } from '../../../../features/coupons/api/delete-coupon';
import { useCoupons } from '../../../../features/coupons/api/get-coupons';
import { CouponForm } from '../../../../features/coupons/components/coupon-form';
import { CouponList } from '../../../../features/coupons/components/coupon-list';
import { couponServerErrors } from '../../../../features/coupons/lib/coupon-form';
import { isApiError } from '../../../../lib/api-error';

/**
 * The dashboard's "coupon" tab: create a coupon (every discount and condition type,
 * docs/requirements/entities.md), list them with their usage counts, delete one after a confirmation.
 * The coupon form's product condition is the catalogue's product chooser.
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
      <CouponForm
        pending={create.isPending}
        onSubmit={submit}
        productChooser={(props) => <ProductChooser {...props} />}
      />
      <CouponList coupons={coupons} onDelete={setDeleting} />
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
