import { LANGUAGES, MESSAGES, type PublicUser } from '@shop/shared';
import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-error';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useUpdateProfile } from '../api/update-profile';
import { useAuthMessage } from '../lib/messages';
import { checkProfile, type FieldErrors, type ProfileField } from '../lib/validation';
import { ProfileSection } from './profile-section';

type Values = Record<ProfileField, string> & { language: string };

/** PUT /auth/profile: name, phone, delivery address and the language of the shop's e-mails. */
export function ProfileDetailsForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation(['account', 'login']);
  const translate = useAuthMessage();
  const updateProfile = useUpdateProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({
    name: user.name,
    phone: user.phone ?? '',
    address: user.address ?? '',
    language: user.language,
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ProfileField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = updateProfile.isPending;

  const update = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'language' && fieldErrors[field]) setFieldErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const result = checkProfile(values);
    setFieldErrors(result.fields);
    if (!result.ok) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await updateProfile.mutateAsync({
        name: values.name.trim(),
        phone: values.phone.trim(),
        address: values.address.trim(),
        language: values.language,
      });
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.updateProfileFailed));
      return;
    }
    toast.success(translate(MESSAGES.profileUpdated));
  };

  const error = (field: ProfileField) => (fieldErrors[field] ? translate(fieldErrors[field]) : null);

  return (
    <ProfileSection id="details" title={t('details.title')} intro={<p>{t('details.intro')}</p>}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        {formError && <FormAlert className="sm:col-span-2">{translate(formError)}</FormAlert>}
        <Input
          label={t('login:fields.name')}
          name="name"
          autoComplete="name"
          maxLength={100}
          value={values.name}
          onChange={(e) => update('name', e.target.value)}
          error={error('name')}
        />
        <Input
          label={t('login:fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={user.email}
          readOnly
          hint={t('details.emailNote')}
          className="[&_input]:bg-ivory-200 [&_input]:text-plum-700"
        />
        <Input
          label={t('details.phone')}
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
          placeholder={t('details.phonePlaceholder')}
          value={values.phone}
          onChange={(e) => update('phone', e.target.value)}
          error={error('phone')}
        />
        <Select
          label={t('details.language')}
          name="language"
          value={values.language}
          onChange={(e) => update('language', e.target.value)}
          options={LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
        />
        <Input
          label={t('details.address')}
          name="address"
          autoComplete="street-address"
          maxLength={300}
          placeholder={t('details.addressPlaceholder')}
          value={values.address}
          onChange={(e) => update('address', e.target.value)}
          error={error('address')}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2 sm:flex sm:justify-end">
          <SubmitButton pending={pending} pendingLabel={t('details.saving')} className="sm:w-auto">
            {t('details.save')}
          </SubmitButton>
        </div>
      </form>
    </ProfileSection>
  );
}
