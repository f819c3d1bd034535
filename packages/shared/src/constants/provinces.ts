import { stripDiacritics } from '../text/strip-diacritics.js';

/**
 * Vietnam's 34 provincial units since July 2025 (docs/decisions/0037), with the codes of the provinces open
 * API (v2). Bundled so that checkout works when the service is unreachable (the ward is then typed).
 */
export const VN_PROVINCES: readonly { code: number; name: string }[] = [
  { code: 1, name: 'Thành phố Hà Nội' },
  { code: 4, name: 'Tỉnh Cao Bằng' },
  { code: 8, name: 'Tỉnh Tuyên Quang' },
  { code: 11, name: 'Tỉnh Điện Biên' },
  { code: 12, name: 'Tỉnh Lai Châu' },
  { code: 14, name: 'Tỉnh Sơn La' },
  { code: 15, name: 'Tỉnh Lào Cai' },
  { code: 19, name: 'Tỉnh Thái Nguyên' },
  { code: 20, name: 'Tỉnh Lạng Sơn' },
  { code: 22, name: 'Tỉnh Quảng Ninh' },
  { code: 24, name: 'Tỉnh Bắc Ninh' },
  { code: 25, name: 'Tỉnh Phú Thọ' },
  { code: 31, name: 'Thành phố Hải Phòng' },
  { code: 33, name: 'Tỉnh Hưng Yên' },
  { code: 37, name: 'Tỉnh Ninh Bình' },
  { code: 38, name: 'Tỉnh Thanh Hóa' },
  { code: 40, name: 'Tỉnh Nghệ An' },
  { code: 42, name: 'Tỉnh Hà Tĩnh' },
  { code: 44, name: 'Tỉnh Quảng Trị' },
  { code: 46, name: 'Thành phố Huế' },
  { code: 48, name: 'Thành phố Đà Nẵng' },
  { code: 51, name: 'Tỉnh Quảng Ngãi' },
  { code: 52, name: 'Tỉnh Gia Lai' },
  { code: 56, name: 'Tỉnh Khánh Hòa' },
  { code: 66, name: 'Tỉnh Đắk Lắk' },
  { code: 68, name: 'Tỉnh Lâm Đồng' },
  { code: 75, name: 'Tỉnh Đồng Nai' },
  { code: 79, name: 'Thành phố Hồ Chí Minh' },
  { code: 80, name: 'Tỉnh Tây Ninh' },
  { code: 82, name: 'Tỉnh Đồng Tháp' },
  { code: 86, name: 'Tỉnh Vĩnh Long' },
  { code: 91, name: 'Tỉnh An Giang' },
  { code: 92, name: 'Thành phố Cần Thơ' },
  { code: 96, name: 'Tỉnh Cà Mau' },
];

export const HO_CHI_MINH_CITY = 'Thành phố Hồ Chí Minh';

/** Lower-case, no diacritics, no punctuation, single spaces: "TP. Hồ Chí Minh" → "tp ho chi minh". */
const simplify = (text: string) =>
  stripDiacritics(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The ways people write Ho Chi Minh City (TP.HCM, Sài Gòn, HCMC…), all one city. */
const HCMC_FORMS = new Set(
  [
    'thanh pho ho chi minh',
    'tp ho chi minh',
    'tphcm',
    'tp hcm',
    'hcm',
    'hcmc',
    'ho chi minh',
    'ho chi minh city',
    'thanh pho hcm',
    'sai gon',
    'saigon',
    'tp sai gon',
    'sg',
    'tp sg',
    'ho chi minh vietnam',
  ].map(simplify),
);

export function isHoChiMinhCity(text: string): boolean {
  return HCMC_FORMS.has(simplify(text));
}

/** Drops the "Tỉnh" / "Thành phố" prefix, so "Đà Nẵng" and "Thành phố Đà Nẵng" compare equal. */
const bareName = (name: string) => simplify(name).replace(/^(tinh|thanh pho|tp)\s+/, '');

/**
 * The province's official name for what was typed or picked ("TP.HCM" → "Thành phố Hồ Chí Minh",
 * "da nang" → "Thành phố Đà Nẵng"); undefined when it names none of the 34.
 */
export function canonicalProvince(text: string): string | undefined {
  if (isHoChiMinhCity(text)) return HO_CHI_MINH_CITY;
  const wanted = bareName(text);
  if (!wanted) return undefined;
  return VN_PROVINCES.find((p) => bareName(p.name) === wanted)?.name;
}
