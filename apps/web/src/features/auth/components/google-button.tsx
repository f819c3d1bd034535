import { MESSAGES } from '@shop/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { isGoogleConfigured, requestGoogleCode } from '../lib/google';
import { useAuthMessage } from '../lib/messages';

export interface GoogleButtonProps {
  label: string;
  /** Gets the authorization code from Google's popup; the caller sends it to the server. */
  onCode: (code: string) => Promise<unknown>;
  /** The popup was closed or Google's script could not load. */
  onError: () => void;
  disabled?: boolean;
}

/** "Continue with Google" — rendered only when a Google client id was built in (VITE_GOOGLE_CLIENT_ID). */
export function GoogleButton({ label, onCode, onError, disabled }: GoogleButtonProps) {
  const { t } = useTranslation('login');
  const [pending, setPending] = useState(false);
  if (!isGoogleConfigured()) return null;
  const onClick = async () => {
    setPending(true);
    try {
      await onCode(await requestGoogleCode());
    } catch {
      onError();
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="lg"
      className="w-full border-line bg-ivory-50 text-plum-900 hover:border-plum-800"
      onClick={onClick}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
    >
      <GoogleMark />
      {pending ? t('google.opening') : label}
    </Button>
  );
}

/**
 * The top of the login and sign-up forms: "Continue with Google", a failure toast, and the "or" before
 * the e-mail form. Nothing when Google is not configured.
 */
export function GoogleSignIn({ onCode, disabled }: Pick<GoogleButtonProps, 'onCode' | 'disabled'>) {
  const { t } = useTranslation('login');
  const translate = useAuthMessage();
  return (
    <>
      <GoogleButton
        label={t('google.continue')}
        onCode={onCode}
        onError={() => toast.error(translate(MESSAGES.googleLoginFailed))}
        disabled={disabled}
      />
      <OrDivider />
    </>
  );
}

/** "or", between the Google button and the form. */
function OrDivider() {
  const { t } = useTranslation('login');
  if (!isGoogleConfigured()) return null;
  return (
    <div className="my-6 flex items-center gap-4 text-xs tracking-[0.2em] text-plum-500 uppercase">
      <span aria-hidden="true" className="h-px flex-1 bg-line" />
      {t('google.or')}
      <span aria-hidden="true" className="h-px flex-1 bg-line" />
    </div>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-[1.125rem]">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.6 13.2l7.9 6.2C12.4 13.7 17.7 9.5 24 9.5Z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2Z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.6c-.5-1.4-.8-2.9-.8-4.6s.3-3.2.8-4.6l-7.9-6.2C.9 16.5 0 20.1 0 24s.9 7.5 2.6 10.8l7.9-6.2Z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.2-8.5 2.2-6.3 0-11.6-4.2-13.5-9.9l-7.9 6.2C6.6 42.6 14.6 48 24 48Z"
      />
    </svg>
  );
}
