/** The interface languages; EN is the default and the fallback (docs/requirements/entities.md). */
export const LANGUAGES = [
  { code: 'en', name: 'English', flag: '🇬🇧' },
  { code: 'vi', name: 'Tiếng Việt', flag: '🇻🇳' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
/** The browser-storage key holding the chosen language (i18next's detector default; docs/requirements/states.md). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Every translation namespace the product names, fetched from /locales/{lng}/{ns}.json (docs/requirements/api.md). */
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
