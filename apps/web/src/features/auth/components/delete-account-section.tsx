import { MESSAGES, ROUTES } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteAccount } from '../api/delete-account';
import { useAuthMessage } from '../lib/messages';
import { ProfileSection } from './profile-section';

/**
 * DELETE /auth/delete-account, behind a typed confirmation (the account's e-mail address): the
 * shopper is signed out and lands on the home page.
 */
export function DeleteAccountSection({ email }: { email: string }) {
  const { t } = useTranslation(['account', 'common']);
  const translate = useAuthMessage();
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const pending = deleteAccount.isPending;

  const close = () => {
    if (pending) return;
    setOpen(false);
    setTyped('');
    setMismatch(false);
    setFormError(null);
  };

  const onConfirm = async (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim().toLowerCase() !== email.toLowerCase()) {
      setMismatch(true);
      return;
    }
    setFormError(null);
    try {
      await deleteAccount.mutateAsync();
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.deleteAccountFailed));
      return;
    }
    toast.success(t('delete.deleted'));
    navigate(ROUTES.home, { replace: true });
  };

  return (
    <ProfileSection id="delete" tone="quiet" title={t('delete.title')} intro={<p>{t('delete.intro')}</p>}>
      <Button
        variant="secondary"
        className="border-wine-600 text-wine-600 hover:bg-wine-600 hover:text-ivory-50"
        onClick={() => setOpen(true)}
      >
        {t('delete.open')}
      </Button>
      <Dialog open={open} onClose={close} title={t('delete.dialogTitle')} closeLabel={t('common:close')}>
        <form noValidate onSubmit={onConfirm} className="flex flex-col gap-5">
          <p className="text-sm leading-relaxed text-plum-700">{t('delete.dialogBody')}</p>
          {formError && <FormAlert>{translate(formError)}</FormAlert>}
          <Input
            label={t('delete.confirmLabel', { email })}
            name="confirm-email"
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setMismatch(false);
            }}
            error={mismatch ? t('delete.mismatch') : null}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close} disabled={pending}>
              {t('delete.cancel')}
            </Button>
            <SubmitButton
              pending={pending}
              pendingLabel={t('delete.deleting')}
              size="md"
              className="bg-wine-600 hover:bg-wine-700 sm:w-auto"
            >
              {t('delete.confirm')}
            </SubmitButton>
          </div>
        </form>
      </Dialog>
    </ProfileSection>
  );
}
