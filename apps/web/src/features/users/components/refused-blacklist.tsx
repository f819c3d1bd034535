import type { Order } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useAddToBlacklist } from '../api/add-to-blacklist';

/** The blacklist reason for a buyer who refuses a COD parcel at the door (docs/requirements/entities.md). */
export const REFUSED_REASON = 'BOOM HÀNG';

/**
 * An order the carrier brought back (Canceled, REFUSED_AT_DOOR) offers to blacklist its phone in one
 * step, through the blacklist's own endpoint, with a note naming the order: a buyer who refuses COD
 * parcels costs the shop two shipping fees each time. A phone already listed gets a 409, which is said
 * as such rather than as a failure.
 */
export function RefusedBlacklist({ order }: { order: Pick<Order, 'code' | 'shipping'> }) {
  const { t } = useTranslation('admin');
  const add = useAddToBlacklist();
  const phone = order.shipping.phone;
  const already = add.isError && isApiError(add.error) && add.error.status === 409;

  return (
    <div
      data-testid="refused-blacklist"
      className="flex flex-col gap-2 rounded-2xl border border-line p-3 text-sm"
    >
      <p className="text-plum-700">{t('admin:shipping.boom.hint', { code: order.code })}</p>
      {add.isSuccess ? (
        <FormAlert tone="success">{t('admin:shipping.boom.done', { phone })}</FormAlert>
      ) : already ? (
        <FormAlert tone="info">{t('admin:shipping.boom.already', { phone })}</FormAlert>
      ) : (
        <div>
          <Button
            size="sm"
            variant="secondary"
            disabled={add.isPending}
            onClick={() =>
              add.mutate({
                phone,
                reason: REFUSED_REASON,
                note: t('admin:shipping.boom.note', { code: order.code }),
              })
            }
          >
            {t('admin:shipping.boom.action')}
          </Button>
        </div>
      )}
      {add.isError && !already && <FormAlert>{errorMessage(add.error, t('admin:errors.generic'))}</FormAlert>}
    </div>
  );
}
