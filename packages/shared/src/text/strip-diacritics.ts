/**
 * Strips diacritics so that "ao so mi" finds "Áo sơ mi". NFD splits most Vietnamese letters
 * into a base letter and combining marks; đ/Đ has no decomposition and is mapped by hand.
 */
export function stripDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

/** Lower-cased, diacritic-free, whitespace-folded form used for search. */
export function searchKey(text: string): string {
  return stripDiacritics(text).toLowerCase().replace(/\s+/g, ' ').trim();
}
