import { ROUTES } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import {
  type BuyerConfirmOutcome,
  buyerConfirmOutcome,
  useConfirmByBuyer,
} from '../../../features/orders/api/confirm-by-buyer';
import { usePageTitle } from '../../../lib/use-page-title';

/** The outcomes after which pressing again cannot help (the others offer "Try again"). */
const FINAL: ReadonlySet<BuyerConfirmOutcome> = new Set(['confirmed', 'already', 'invalid', 'notWaiting']);

/**
 * /confirm-order?token=…: the page of the mail's "Confirm my order" link, signed in or
 * not. One button rather than confirming on load: mail providers' link scanners open every link in a
 * mail, and a GET that confirmed would confirm orders nobody looked at. The server's response is shown
 * in the reader's language.
 */
export function ConfirmOrderPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('confirmOrder.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmByBuyer();
  const [outcome, setOutcome] = useState<BuyerConfirmOutcome | null>(null);

  const send = () => {
    if (!token || confirm.isPending) return;
    confirm.mutate(token, {
      onSuccess: (response) => setOutcome(buyerConfirmOutcome({ ok: true, response })),
      onError: (error) => setOutcome(buyerConfirmOutcome({ ok: false, error })),
    });
  };
  const done = outcome !== null && FINAL.has(outcome);
  const good = outcome === 'confirmed' || outcome === 'already';

  return (
    <section
      aria-labelledby="confirm-order-title"
      data-testid="confirm-order"
      data-outcome={outcome ?? (token ? 'ready' : 'missing')}
      className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center px-4 py-20 text-center sm:py-28"
    >
      <p className="text-eyebrow font-semibold text-wine-600 uppercase">{t('confirmOrder.eyebrow')}</p>
      <h1 id="confirm-order-title" className="mt-4 text-title font-medium">
        {outcome ? t(`confirmOrder.outcome.${outcome}.title`) : t('confirmOrder.title')}
      </h1>
      <div aria-hidden="true" className="mt-6 h-px w-24 bg-gold-500" />

      {outcome ? (
        <p
          role={good ? 'status' : 'alert'}
          data-testid="confirm-order-message"
          className="mt-6 max-w-md text-base leading-relaxed text-plum-700"
        >
          {t(`confirmOrder.outcome.${outcome}.body`)}
        </p>
      ) : token ? (
        <p className="mt-6 max-w-md text-base leading-relaxed text-plum-700">{t('confirmOrder.body')}</p>
      ) : (
        <p role="alert" data-testid="confirm-order-message" className="mt-6 max-w-md text-plum-700">
          {t('confirmOrder.missing')}
        </p>
      )}

      <div className="mt-10 flex w-full flex-col items-center gap-3 sm:w-auto sm:flex-row sm:justify-center">
        {token && !done && (
          <Button size="lg" onClick={send} disabled={confirm.isPending} className="w-full sm:w-auto">
            {confirm.isPending
              ? t('confirmOrder.working')
              : outcome
                ? t('confirmOrder.retry')
                : t('confirmOrder.submit')}
          </Button>
        )}
        <Link
          to={`${ROUTES.profile}#orders`}
          className={buttonClasses(done ? 'primary' : 'secondary', 'lg', 'w-full sm:w-auto')}
        >
          {t('confirmOrder.orders')}
        </Link>
      </div>
    </section>
  );
}
