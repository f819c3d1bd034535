import { searchKey, stripDiacritics } from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * An address as the COD risk compares it: street, ward and province, without
 * diacritics, case or punctuation ("42, Đồng Khởi" and "42 dong khoi" are one address). The JS form
 * (`addressKey`, the shared `searchKey`) and the SQL form (`addressKeySql`, for the history query,
 * which must compare the keys of orders it reads) give the same key: the SQL's accent table is built
 * here from the shared `stripDiacritics`, character by character, and a test holds the two together.
 *
 * Checkout stores the JS key on the order (`orders.shipping_address_key`, indexed: migration 0015), so
 * the history query matches it through an index like the phone and the e-mail; the SQL form is what
 * that migration filled the orders placed before it with.
 */
export function addressKey(address: { street: string; ward: string; province: string }): string {
  return searchKey(`${address.street} ${address.ward} ${address.province}`)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Every precomposed Latin letter whose diacritic-free form is one ASCII letter, and that letter. */
function accentTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  const ranges: [number, number][] = [
    [0x00c0, 0x024f], // Latin-1 Supplement, Latin Extended-A and -B
    [0x1e00, 0x1eff], // Latin Extended Additional: the Vietnamese vowels with two marks
  ];
  for (const [start, end] of ranges) {
    for (let code = start; code <= end; code++) {
      const letter = String.fromCodePoint(code);
      const plain = stripDiacritics(letter).toLowerCase();
      if (plain !== letter && /^[a-z]$/.test(plain)) {
        from += letter;
        to += plain;
      }
    }
  }
  return { from, to };
}
const ACCENTS = accentTable();

/**
 * The same key in SQL, for text expressions: NFC first (the table holds precomposed letters), the
 * accented letters translated, ASCII lower-cased (lower() of the C locale leaves other letters alone:
 * the table lower-cases those), anything not a letter or digit a single space.
 */
export function addressKeySql(street: SQL, ward: SQL, province: SQL): SQL {
  const joined = sql`normalize(coalesce(${street}, '') || ' ' || coalesce(${ward}, '') || ' ' || coalesce(${province}, ''), NFC)`;
  return sql`btrim(regexp_replace(lower(translate(${joined}, ${ACCENTS.from}::text, ${ACCENTS.to}::text)), '[^a-z0-9]+', ' ', 'g'))`;
}
