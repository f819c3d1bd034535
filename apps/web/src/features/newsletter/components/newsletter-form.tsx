import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { subscribeFailureKind, useSubscribeUser } from '../api/subscribe-user';

/** The footer's newsletter form. Its strings live in the footer namespace (shell). */
export function NewsletterForm() {
  const { t, i18n } = useTranslation('footer');
  const inputId = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeUser();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    // An empty address or one without @ is rejected here and nothing is sent.
    if (!value.includes('@')) {
      toast.error(t('newsletter.invalidEmail'));
      return;
    }
    subscribe.mutate(
      { email: value, language: i18n.resolvedLanguage },
      {
        onSuccess: (data) => {
          setEmail('');
          // The server's message, as it is (it responds in the language asked for above)
          toast.success(data.message || t('newsletter.success'));
        },
        onError: (error) => {
          const kind = subscribeFailureKind(error);
          toast.error(
            <span>
              <strong className="block font-semibold">{t('newsletter.failed')}</strong>
              {kind === 'invalidEmail' ? t('newsletter.invalidEmail') : t(`newsletter.errors.${kind}`)}
            </span>,
          );
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex w-full max-w-md flex-col gap-3 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        {t('newsletter.label')}
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        placeholder={t('newsletter.placeholder')}
        className="min-h-12 flex-1 rounded-pill border border-plum-600 bg-plum-800 px-5 text-sm text-ivory-100 placeholder:text-placeholder-on-dark focus-visible:border-blush-200"
      />
      <Button type="submit" variant="light" size="lg" disabled={subscribe.isPending}>
        {subscribe.isPending ? t('newsletter.sending') : t('newsletter.submit')}
      </Button>
    </form>
  );
}
