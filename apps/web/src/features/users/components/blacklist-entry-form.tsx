import { type AdminUser, BLACKLIST_REASONS, type BlacklistReason } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../../components/staff/choice-chips';
import { FormSection } from '../../../components/staff/form-section';
import { useMutationErrorToast } from '../../../components/staff/use-mutation-error-toast';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { TextArea } from '../../../components/ui/text-area';
import { useAddToBlacklist } from '../api/add-to-blacklist';
import { whoOf } from '../lib/blacklist-entry';
import {
  BLACKLIST_NOTE_MAX,
  BLACKLIST_TARGETS,
  type BlacklistForm,
  type BlacklistFormError,
  type BlacklistFormField,
  blacklistRequest,
  EMPTY_BLACKLIST_FORM,
} from '../lib/blacklist-form';
import { UserPicker } from './user-picker';

/**
 * Adds an entry to the blacklist: a user, a phone number or an e-mail, with a reason (shown in
 * Vietnamese in VI, docs/requirements/entities.md) and a note.
 */
export function BlacklistEntryForm() {
  const { t } = useTranslation(['admin', 'common']);
  const [form, setForm] = useState<BlacklistForm>(EMPTY_BLACKLIST_FORM);
  const [user, setUser] = useState<AdminUser | null>(null);
  const [errors, setErrors] = useState<Partial<Record<BlacklistFormField, BlacklistFormError>>>({});
  const add = useAddToBlacklist();
  const showError = useMutationErrorToast();
  const set = <K extends keyof BlacklistForm>(key: K, value: BlacklistForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const errorText = (field: BlacklistFormField) =>
    errors[field] ? t(`admin:blacklist.errors.${errors[field]}`) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = blacklistRequest(form);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    add.mutate(result.body, {
      onSuccess: (entry) => {
        toast.success(t('admin:blacklist.added', { who: whoOf(entry) }));
        setForm({ ...EMPTY_BLACKLIST_FORM, target: form.target });
        setUser(null);
      },
      onError: showError,
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-6">
      <FormSection title={t('admin:blacklist.addTitle')} description={t('admin:blacklist.addHint')}>
        <div className="flex flex-col gap-5">
          <ChoiceChips
            legend={t('admin:blacklist.by')}
            value={form.target}
            options={BLACKLIST_TARGETS.map((target) => ({
              value: target,
              label: t(`admin:blacklist.targets.${target}`),
            }))}
            onChange={(target) => {
              set('target', target);
              setErrors((er) => ({ ...er, target: undefined }));
            }}
          />

          {form.target === 'user' && (
            <UserPicker
              selected={user}
              error={errorText('target')}
              onSelect={(picked) => {
                setUser(picked);
                set('userId', picked?.id ?? '');
              }}
            />
          )}
          {form.target === 'phone' && (
            <Input
              label={t('admin:blacklist.fields.phone')}
              type="tel"
              value={form.phone}
              onChange={(e) => set('phone', e.target.value)}
              error={errorText('target')}
              maxLength={30}
            />
          )}
          {form.target === 'email' && (
            <Input
              label={t('admin:blacklist.fields.email')}
              type="email"
              value={form.email}
              onChange={(e) => set('email', e.target.value)}
              error={errorText('target')}
              maxLength={254}
            />
          )}

          <Select
            label={t('admin:blacklist.fields.reason')}
            value={form.reason}
            onChange={(e) => set('reason', e.target.value as BlacklistReason | '')}
            error={errorText('reason')}
            options={[
              { value: '', label: t('admin:blacklist.chooseReason') },
              ...BLACKLIST_REASONS.map((r) => ({ value: r, label: t(`admin:blacklist.reasons.${r}`) })),
            ]}
          />
          <TextArea
            label={t('admin:blacklist.fields.note')}
            hint={t('admin:blacklist.noteHint', { max: BLACKLIST_NOTE_MAX })}
            value={form.note}
            onChange={(e) => set('note', e.target.value)}
            error={errorText('note')}
            className="[&_textarea]:min-h-20"
          />
          <div>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? t('admin:form.saving') : t('admin:blacklist.add')}
            </Button>
          </div>
        </div>
      </FormSection>
    </form>
  );
}
