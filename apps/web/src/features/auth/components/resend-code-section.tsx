import { MESSAGES } from '@shop/shared';
import { type FormEvent, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../components/email-address';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/api-error';
import { useResendVerification } from '../api/resend-verification';
import { useAuthMessage } from '../lib/messages';
import { savePendingEmail } from '../lib/pending-email';
import { checkEmail } from '../lib/validation';
import { EmailField } from './email-field';

/** A new code may be asked for once a minute (each one replaces the last). */
const RESEND_COOLDOWN_S = 60;

interface ResendCodeSectionProps {
  /** the id its heading takes, for the section's name */
  headingId: string;
  email: string;
  onEmailChange: (email: string) => void;
  editingEmail: boolean;
  onEditingEmailChange: (editing: boolean) => void;
}

/**
 * "No code?": a new code to the address shown, which the shopper may change first; then a minute's
 * wait, counted down on the button.
 */
export function ResendCodeSection({
  headingId,
  email,
  onEmailChange,
  editingEmail,
  onEditingEmailChange,
}: ResendCodeSectionProps) {
  const { t } = useTranslation(['verification', 'login']);
  const translate = useAuthMessage();
  const resend = useResendVerification();
  const [emailError, setEmailError] = useState<string | null>(null);
  const { waitS, start } = useCooldown();

  const onResend = async (e: FormEvent) => {
    e.preventDefault();
    if (waitS > 0) return;
    const result = checkEmail({ email });
    setEmailError(result.fields.email ?? null);
    if (!result.ok) {
      onEditingEmailChange(true);
      return;
    }
    let sent: { message: string | null };
    try {
      sent = await resend.mutateAsync(email);
    } catch (error) {
      toast.error(translate(errorMessage(error, MESSAGES.resendVerificationFailed)));
      return;
    }
    const normalised = email.trim().toLowerCase();
    onEmailChange(normalised);
    savePendingEmail(normalised);
    onEditingEmailChange(false);
    start(RESEND_COOLDOWN_S);
    toast.success(translate(sent.message ?? MESSAGES.verificationEmailSent));
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-2xl border border-line bg-ivory-50 p-5 sm:p-6"
    >
      <h2 id={headingId} className="font-display text-2xl">
        {t('noCode')}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-plum-500">{t('checkSpam')}</p>
      <form noValidate onSubmit={onResend} className="mt-4 flex flex-col gap-4">
        {editingEmail ? (
          <EmailField
            value={email}
            onChange={(e) => {
              onEmailChange(e.target.value);
              if (emailError) setEmailError(null);
            }}
            error={emailError ? translate(emailError) : null}
          />
        ) : (
          <p className="flex flex-wrap items-baseline gap-x-3 text-sm text-plum-700">
            <EmailAddress address={email} className="min-w-0" />
            <Button variant="link" onClick={() => onEditingEmailChange(true)}>
              {t('changeEmail')}
            </Button>
          </p>
        )}
        <Button
          type="submit"
          variant="secondary"
          disabled={resend.isPending || waitS > 0}
          aria-busy={resend.isPending || undefined}
          className="self-start"
        >
          {resend.isPending ? t('resending') : waitS > 0 ? t('resendIn', { seconds: waitS }) : t('resend')}
        </Button>
        {waitS > 0 && <FormAlert tone="success">{t('resentNote', { email })}</FormAlert>}
      </form>
    </section>
  );
}

/** Seconds left of a wait, ticking once a second while any is left. */
function useCooldown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const waitS = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);

  const start = (seconds: number) => {
    setUntil(Date.now() + seconds * 1000);
    setNow(Date.now());
  };
  return { waitS, start };
}
