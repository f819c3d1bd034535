import { ROUTES } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BagIcon } from '../../../components/icons/icons';
import { buttonClasses } from '../../../components/ui/button';
import { ProfileSection } from './profile-section';

/**
 * SPEC §1: "track orders from a profile page". The slot the checkout work fills with the shopper's
 * orders (GET /order); until then it shows the empty state.
 */
export function OrdersSection() {
  const { t } = useTranslation('account');
  return (
    <ProfileSection id="orders" title={t('orders')} intro={<p>{t('ordersIntro')}</p>}>
      <div
        data-slot="orders"
        className="flex flex-col items-start gap-5 rounded-2xl bg-blush-100/60 p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-center gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full border border-gold-500 bg-ivory-50 text-wine-600">
            <BagIcon />
          </span>
          <p className="text-sm leading-relaxed text-plum-700">{t('ordersEmpty')}</p>
        </div>
        <Link to={ROUTES.products} className={buttonClasses('primary', 'md', 'shrink-0')}>
          {t('ordersCta')}
        </Link>
      </div>
    </ProfileSection>
  );
}
