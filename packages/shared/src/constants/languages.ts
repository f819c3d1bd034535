/** SPEC §1, §3: interface languages; EN is the default and the fallback. */
export const LANGUAGES = [
  { code: 'en', name: 'English', flag: '🇬🇧' },
  { code: 'vi', name: 'Tiếng Việt', flag: '🇻🇳' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
/** SPEC §4: the browser-storage key holding the chosen language (i18next's detector default). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** SPEC §7: every translation namespace, fetched from /locales/{lng}/{ns}.json. */
export const I18N_NAMESPACES = [
  'peoplebought',
  'giftCard',
  'checkout',
  'paypal',
  'toast',
  'qrcode',
  'cod',
  'orderSum',
  'products',
  'cart',
  'footer',
  'navbar',
  'login',
  'signup',
  'forgot',
  'verification',
  'account',
  'how2order',
  'loyalty',
  'returnPolicy',
  'newsletter',
  'returnPolicyAgreement',
  'legalInformation',
  'paymentPolicy',
  'preOrderPolicy',
  'legal',
  'faq',
] as const;
export type I18nNamespace = (typeof I18N_NAMESPACES)[number];
