import { MESSAGES, ROUTES } from '@shop/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmailAddress } from '../../../components/email-address';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { AuthFooterLink } from '../../../features/auth/components/auth-footer-link';
import { AuthLayout } from '../../../features/auth/components/auth-layout';
import { EmailField } from '../../../features/auth/components/email-field';
import { CHOOSE_PASSWORD_PATH, needsPassword } from '../../../features/auth/lib/choose-password';
import { useAuthMessage } from '../../../features/auth/lib/messages';
import {
  emailFromState,
  forgetPendingEmail,
  pendingEmail,
  rememberPendingEmail,
} from '../../../features/auth/lib/pending-email';
import { checkEmail, checkVerificationCode } from '../../../features/auth/lib/validation';
import { cleanCode } from '../../../features/auth/lib/verification-code';
import { useAuthStore } from '../../../stores/auth-store';

/** A new code may be asked for once a minute (each one replaces the last). */
const RESEND_COOLDOWN_S = 60;

/**
 * SPEC §2 /verify-email (everyone may open it; the guards send unverified accounts here). The code
 * goes with the address when it is known (from sign-up, log-in or the signed-in user); on success
 * the store holds the session and the shopper is signed in. a code proven
 * away from the browser that signed up ends the sign-up's password; the shopper then chooses one.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation(['verification', 'login']);
  const translate = useAuthMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const verifyEmail = useAuthStore((s) => s.verifyEmail);
  const resendVerification = useAuthStore((s) => s.resendVerification);
  const signedInEmail = useAuthStore((s) => (s.isAuthenticated ? s.user?.email : undefined));
  const alreadyVerified = useAuthStore((s) => s.isAuthenticated && s.account?.isVerified === true);

  const codeId = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  const [email, setEmail] = useState(
    () => signedInEmail ?? (emailFromState(location.state) || pendingEmail()),
  );
  const [editingEmail, setEditingEmail] = useState(email === '');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const waitS = Math.max(0, Math.ceil((resendAt - now) / 1000));

  useEffect(() => {
    if (resendAt <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendAt]);

  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    const result = checkVerificationCode({ code });
    setCodeError(result.fields.code ?? null);
    if (!result.ok) {
      codeRef.current?.focus();
      return;
    }
    setPending(true);
    const ok = await verifyEmail(code, email);
    setPending(false);
    if (!ok) {
      const error = useAuthStore.getState().error ?? MESSAGES.verifyEmailFailed;
      if (error === MESSAGES.emailAlreadyVerified) {
        // nothing left to verify: the address signs in with its password (or Google)
        forgetPendingEmail();
        toast.success(translate(error));
        navigate(ROUTES.login, { replace: true, state: { email } });
        return;
      }
      setCodeError(error);
      codeRef.current?.focus();
      return;
    }
    setDone(true);
    forgetPendingEmail();
    toast.success(translate(MESSAGES.emailVerified));
    if (needsPassword(useAuthStore.getState().account)) {
      navigate(CHOOSE_PASSWORD_PATH, { replace: true, state: location.state });
      return;
    }
    navigate(ROUTES.home, { replace: true });
  };

  const onResend = async (e: FormEvent) => {
    e.preventDefault();
    if (waitS > 0) return;
    const result = checkEmail({ email });
    setEmailError(result.fields.email ?? null);
    if (!result.ok) {
      setEditingEmail(true);
      return;
    }
    setResending(true);
    const ok = await resendVerification(email);
    setResending(false);
    if (!ok) {
      toast.error(translate(useAuthStore.getState().error));
      return;
    }
    const normalised = email.trim().toLowerCase();
    setEmail(normalised);
    rememberPendingEmail(normalised);
    setEditingEmail(false);
    setResendAt(Date.now() + RESEND_COOLDOWN_S * 1000);
    setNow(Date.now());
    toast.success(translate(useAuthStore.getState().message ?? MESSAGES.verificationEmailSent));
  };

  if (alreadyVerified && !done) {
    return (
      <AuthLayout eyebrow={t('eyebrow')} title={t('verifiedTitle')} intro={<p>{t('verifiedBody')}</p>}>
        <Link to={ROUTES.products} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('continue')}
        </Link>
      </AuthLayout>
    );
  }

  const hintId = `${codeId}-hint`;
  const errorId = `${codeId}-error`;
  return (
    <AuthLayout
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={
        <p>
          {t('subtitle')}{' '}
          {email && !editingEmail && (
            <>
              {t('sentTo')}{' '}
              <strong className="font-semibold text-plum-800">
                <EmailAddress address={email} />
              </strong>
            </>
          )}
        </p>
      }
      footer={
        <AuthFooterLink lead={t('wrongPlace')} to={ROUTES.login}>
          {t('login:title')}
        </AuthFooterLink>
      }
    >
      <form noValidate onSubmit={onVerify} className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={codeId} className="text-sm font-medium text-plum-800">
            {t('codeLabel')}
          </label>
          <input
            ref={codeRef}
            id={codeId}
            name="code"
            value={code}
            onChange={(e) => {
              setCode(cleanCode(e.target.value));
              if (codeError) setCodeError(null);
            }}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            inputMode="text"
            placeholder="••••••"
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? `${hintId} ${errorId}` : hintId}
            className={cx(
              'min-h-16 w-full rounded-2xl border bg-ivory-50 px-5 text-center font-mono text-3xl tracking-[0.5em] text-plum-900 uppercase outline-none placeholder:tracking-[0.5em] placeholder:text-plum-300 focus-visible:border-wine-600 focus-visible:outline-2 focus-visible:outline-solid',
              codeError ? 'border-wine-600' : 'border-line',
            )}
          />
          <p id={hintId} className="text-xs text-plum-500">
            {t('codeHint')}
          </p>
          {codeError && (
            <p id={errorId} className="text-xs font-medium text-wine-600">
              {translate(codeError)}
            </p>
          )}
        </div>
        <SubmitButton pending={pending} pendingLabel={t('submitting')}>
          {t('submit')}
        </SubmitButton>
      </form>

      <section
        aria-labelledby={`${codeId}-resend`}
        className="mt-10 rounded-2xl border border-line bg-ivory-50 p-5 sm:p-6"
      >
        <h2 id={`${codeId}-resend`} className="font-display text-2xl">
          {t('noCode')}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-plum-500">{t('checkSpam')}</p>
        <form noValidate onSubmit={onResend} className="mt-4 flex flex-col gap-4">
          {editingEmail ? (
            <EmailField
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (emailError) setEmailError(null);
              }}
              error={emailError ? translate(emailError) : null}
            />
          ) : (
            <p className="flex flex-wrap items-baseline gap-x-3 text-sm text-plum-700">
              <EmailAddress address={email} className="min-w-0" />
              <Button variant="link" onClick={() => setEditingEmail(true)}>
                {t('changeEmail')}
              </Button>
            </p>
          )}
          <Button
            type="submit"
            variant="secondary"
            disabled={resending || waitS > 0}
            aria-busy={resending || undefined}
            className="self-start"
          >
            {resending ? t('resending') : waitS > 0 ? t('resendIn', { seconds: waitS }) : t('resend')}
          </Button>
          {waitS > 0 && <FormAlert tone="success">{t('resentNote', { email })}</FormAlert>}
        </form>
      </section>
    </AuthLayout>
  );
}
