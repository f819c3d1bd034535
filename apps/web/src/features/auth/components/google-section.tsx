import { MESSAGES } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { useAuthStore } from '../../../stores/auth-store';
import { userProfileKey } from '../api/get-user-profile';
import { useLinkGoogleAccount } from '../api/link-google-account';
import { useUnlinkGoogleAccount } from '../api/unlink-google-account';
import { isGoogleConfigured } from '../lib/google';
import { useAuthMessage } from '../lib/messages';
import { GoogleButton } from './google-button';
import { ProfileSection } from './profile-section';

/**
 * Link or unlink Google sign-in; absent when the shop was built without a Google client id. An
 * account whose address is not verified cannot link Google (the server rejects it: whoever signed up
 * with another's address must not plant a Google identity on it first; see
 * docs/decisions/0001-proving-an-address.md), so it is told why instead of being offered the button.
 */
export function GoogleSection({ linked, hasPassword }: { linked: boolean; hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const translate = useAuthMessage();
  const queryClient = useQueryClient();
  const verified = useAuthStore((s) => s.account?.isVerified === true);
  const link = useLinkGoogleAccount();
  const unlink = useUnlinkGoogleAccount();
  const unlinking = unlink.isPending;
  if (!isGoogleConfigured()) return null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: userProfileKey });

  const onCode = async (code: string) => {
    let linked: { message?: string };
    try {
      linked = await link.mutateAsync(code);
    } catch (error) {
      toast.error(translate(errorMessage(error, MESSAGES.googleLinkFailed)));
      return;
    }
    toast.success(translate(linked.message ?? 'Google account linked successfully'));
    await refresh();
  };

  const onUnlink = async () => {
    let unlinked: { message: string | null };
    try {
      unlinked = await unlink.mutateAsync();
    } catch (error) {
      toast.error(translate(errorMessage(error, MESSAGES.googleUnlinkFailed)));
      return;
    }
    toast.success(translate(unlinked.message ?? 'Google account unlinked successfully'));
    await refresh();
  };

  return (
    <ProfileSection
      id="google"
      title={t('google.title')}
      intro={<p>{linked ? t('google.linked') : t('google.notLinked')}</p>}
    >
      {linked ? (
        <div className="flex flex-col items-start gap-3">
          <Button
            variant="secondary"
            onClick={onUnlink}
            disabled={unlinking || !hasPassword}
            aria-busy={unlinking || undefined}
          >
            {unlinking ? t('google.working') : t('google.unlink')}
          </Button>
          {!hasPassword && <p className="text-xs text-plum-500">{t('google.needsPassword')}</p>}
        </div>
      ) : !verified ? (
        <p className="text-sm text-plum-500">{translate(MESSAGES.verifyBeforeLinkingGoogle)}</p>
      ) : (
        <div className="max-w-xs">
          <GoogleButton
            label={t('google.link')}
            onCode={onCode}
            onError={() => toast.error(translate(MESSAGES.googleLinkFailed))}
          />
        </div>
      )}
    </ProfileSection>
  );
}
