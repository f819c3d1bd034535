import { SHOP } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { InstagramIcon, ThreadsIcon, TikTokIcon } from '../../components/icons/icons';
import { cx } from '../../components/ui/cx';

const NETWORKS = [
  { key: 'instagram', href: SHOP.social.instagram, Icon: InstagramIcon },
  { key: 'tiktok', href: SHOP.social.tiktok, Icon: TikTokIcon },
  { key: 'threads', href: SHOP.social.threads, Icon: ThreadsIcon },
] as const;

/** Instagram, TikTok and Threads, in the navbar and the footer. */
export function SocialLinks({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const { t } = useTranslation('navbar');
  return (
    <ul aria-label={t('social.label')} className={cx('flex items-center gap-1', className)}>
      {NETWORKS.map(({ key, href, Icon }) => (
        <li key={key}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social.link', { network: t(`social.${key}`) })}
            className={cx(
              'inline-flex size-9 items-center justify-center rounded-full transition-colors',
              tone === 'dark' ? 'text-blush-100 hover:bg-plum-700' : 'text-plum-700 hover:bg-blush-100',
            )}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
