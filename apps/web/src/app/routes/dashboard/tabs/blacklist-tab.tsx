import { type AdminUser, BLACKLIST_REASONS, type BlacklistEntry, type BlacklistReason } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../../components/email-address';
import { ChoiceChips } from '../../../../components/staff/choice-chips';
import { ConfirmRemoval } from '../../../../components/staff/confirm-removal';
import { FormSection } from '../../../../components/staff/form-section';
import { useMutationErrorToast } from '../../../../components/staff/use-mutation-error-toast';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Spinner } from '../../../../components/ui/spinner';
import { TextArea } from '../../../../components/ui/text-area';
import { useAddToBlacklist } from '../../../../features/admin/api/add-to-blacklist';
import { useBlacklist } from '../../../../features/admin/api/get-blacklist';
import { useRemoveFromBlacklist } from '../../../../features/admin/api/remove-from-blacklist';
import { UserPicker } from '../../../../features/admin/components/user-picker';
import {
  BLACKLIST_NOTE_MAX,
  BLACKLIST_TARGETS,
  type BlacklistForm,
  type BlacklistFormError,
  type BlacklistFormField,
  blacklistRequest,
  EMPTY_BLACKLIST_FORM,
} from '../../../../features/admin/lib/blacklist-form';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';

/**
 * SPEC §2 dashboard tab "userBlacklist": add a user, a phone number or an e-mail with a reason of
 * SPEC §3 (its Vietnamese wording shown in VI) and a note; the list, newest first; removal. A
 * blacklisted user is signed out and checkout refuses them (DECISIONS §7).
 */
export function BlacklistTab() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const [form, setForm] = useState<BlacklistForm>(EMPTY_BLACKLIST_FORM);
  const [user, setUser] = useState<AdminUser | null>(null);
  const [errors, setErrors] = useState<Partial<Record<BlacklistFormField, BlacklistFormError>>>({});
  const [removing, setRemoving] = useState<BlacklistEntry | null>(null);
  const entries = useBlacklist();
  const add = useAddToBlacklist();
  const remove = useRemoveFromBlacklist();
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

  const whoOf = (entry: BlacklistEntry) => entry.user?.name ?? entry.email ?? entry.phone ?? '—';
  // the named user's sign-in address, or the address the entry names
  const mailOf = (entry: BlacklistEntry) => entry.user?.email ?? entry.email;

  return (
    <div className="flex flex-col gap-12">
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

      <section aria-labelledby="blacklist-list" className="min-w-0 border-t border-line pt-10">
        <h3 id="blacklist-list" className="font-display text-2xl">
          {t('admin:blacklist.list')}
        </h3>
        {entries.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label={t('common:loading.generic')} />
          </div>
        ) : entries.isError ? (
          <div
            role="alert"
            className="mt-4 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line p-8 text-center"
          >
            <p className="text-sm text-wine-600">{errorMessage(entries.error, t('admin:errors.generic'))}</p>
            <Button size="sm" variant="secondary" onClick={() => entries.refetch()}>
              {t('admin:errors.retry')}
            </Button>
          </div>
        ) : entries.data.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-dashed border-line p-8 text-center text-sm text-plum-500">
            {t('admin:blacklist.empty')}
          </p>
        ) : (
          <ul aria-labelledby="blacklist-list" className="mt-4 grid gap-3 lg:grid-cols-2">
            {entries.data.map((entry) => (
              <li
                key={entry.id}
                data-testid="blacklist-entry"
                className="flex min-w-0 flex-col gap-2 rounded-2xl border border-line bg-ivory-50 p-4"
              >
                {/* the reason goes under the name when both do not fit beside each other (a phone) */}
                <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="truncate font-semibold text-plum-900">{whoOf(entry)}</p>
                    <p className="text-xs text-plum-500">
                      {mailOf(entry) && <EmailAddress address={mailOf(entry) ?? ''} />}
                      {mailOf(entry) && entry.phone && ' · '}
                      {entry.phone && <span className="whitespace-nowrap">{entry.phone}</span>}
                    </p>
                  </div>
                  <span className="shrink-0 rounded-pill bg-wine-600 px-2.5 py-0.5 text-xs font-semibold text-ivory-50">
                    {t(`admin:blacklist.reasons.${entry.reason}`)}
                  </span>
                </div>
                {entry.note && <p className="text-sm break-words text-plum-700">{entry.note}</p>}
                <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
                  <p className="text-xs text-plum-500">
                    {entry.createdBy
                      ? t('admin:blacklist.addedBy', {
                          name: entry.createdBy.name,
                          date: formatDateTime(entry.createdAt, language),
                        })
                      : formatDateTime(entry.createdAt, language)}
                  </p>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setRemoving(entry)}
                    aria-label={t('admin:blacklist.removeFor', { who: whoOf(entry) })}
                  >
                    {t('admin:blacklist.remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmRemoval
        item={removing}
        title={t('admin:blacklist.removeTitle')}
        body={(entry) => t('admin:blacklist.removeBody', { who: whoOf(entry) })}
        confirmLabel={t('admin:blacklist.remove')}
        mutation={remove}
        success={(entry) => t('admin:blacklist.removed', { who: whoOf(entry) })}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
