import type { EditUserBody } from '@shop/shared';
import { type AdminUser, ROLES, USER_TYPES } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../components/email-address';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { editUserRequest, type UserActions, type UserEditForm, userEditForm } from '../lib/user-access';

interface EditUserDialogProps {
  user: AdminUser | null;
  actions: UserActions | null;
  pending: boolean;
  onClose: () => void;
  onSave: (user: AdminUser, body: EditUserBody) => void;
}

/** Name, phone and customer type; the role only for those who may change it (an ADMIN, not on themselves). */
export function EditUserDialog({ user, actions, pending, onClose, onSave }: EditUserDialogProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title={t('admin:users.editTitle', { name: user?.name ?? '' })}
      closeLabel={t('common:close')}
    >
      {user && actions && (
        <EditUserForm
          key={user.id}
          user={user}
          actions={actions}
          pending={pending}
          onClose={onClose}
          onSave={onSave}
        />
      )}
    </Dialog>
  );
}

function EditUserForm({
  user,
  actions,
  pending,
  onClose,
  onSave,
}: { user: AdminUser; actions: UserActions } & Pick<EditUserDialogProps, 'pending' | 'onClose' | 'onSave'>) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<UserEditForm>(() => userEditForm(user));
  const [errors, setErrors] = useState<Partial<Record<'name' | 'phone', string>>>({});
  const set = <K extends keyof UserEditForm>(key: K, value: UserEditForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = editUserRequest(form, user, actions);
    if (!result.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(result.errors).map(([field, code]) => [field, t(`users.errors.${code}`)]),
        ),
      );
      return;
    }
    setErrors({});
    if (!result.body) onClose();
    else onSave(user, result.body);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <EmailAddress address={user.email} className="block text-sm text-plum-500" />
      <Input
        label={t('users.fields.name')}
        value={form.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
        maxLength={100}
      />
      <Input
        label={t('users.fields.phone')}
        type="tel"
        value={form.phone}
        onChange={(e) => set('phone', e.target.value)}
        error={errors.phone}
        hint={t('users.phoneHint')}
        maxLength={30}
      />
      {actions.editType && (
        <Select
          label={t('users.fields.userType')}
          value={form.userType}
          onChange={(e) => set('userType', e.target.value as UserEditForm['userType'])}
          options={USER_TYPES.map((type) => ({ value: type, label: t(`users.userTypes.${type}`) }))}
        />
      )}
      {actions.editRole && (
        <Select
          label={t('users.fields.role')}
          value={form.role}
          onChange={(e) => set('role', e.target.value as UserEditForm['role'])}
          options={ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
        />
      )}
      <div className="mt-2 flex justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('form.saving') : t('users.save')}
        </Button>
      </div>
    </form>
  );
}
