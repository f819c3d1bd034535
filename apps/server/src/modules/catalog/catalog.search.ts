import { searchKey } from '@shop/shared';

/*
 * What a search finds and in which order, as pure functions. The one rule both of the
 * listing's paths apply: the catalogue index (catalog.index.ts) to its cards, and the database path
 * (CatalogRepository.list) to the candidates its SQL lets through. SQL only narrows the rows down
 * (`typoSimilarityFloor`); it never decides a match or an order itself, so the two paths cannot
 * drift apart.
 *
 * The rule. A search is its first MAX_WORDS words; a product matches when every word is found in
 * its name, category or description (all folded: no case, no diacritics), as a part of a word, or,
 * for a word of TYPO_MIN_LENGTH letters or more, as a whole word one typo away (one letter added,
 * left out, changed, or two neighbours swapped) from a word of the product of that length too. Each
 * word scores by where and how it was found (SCORES: the name before the rest; a whole word before a
 * word's start, before a part of a word, before a typo), plus one when it is a whole word of the name
 * exactly as typed, accents included ("rosé" prefers "Rosé" to "Rose"). The product's relevance is
 * the sum over the words; equal relevance keeps the newest first.
 */

/** Words of a search beyond these are ignored: a search box is a few words, not a text to match. */
export const MAX_WORDS = 8;

/** The shortest word in which a typo is forgiven: shorter ones are too close to too many others. */
export const TYPO_MIN_LENGTH = 4;

/** What a word scores, by where and how it is found; the best way it is found counts. */
export const SCORES = {
  nameWord: 16,
  /** added to nameWord when the name's word is the searched word as typed, accents included */
  exactAccents: 1,
  nameWordStart: 12,
  nameWordPart: 8,
  nameTypo: 6,
  textWord: 4,
  textWordStart: 3,
  textWordPart: 2,
  textTypo: 1,
} as const;

export interface SearchWord {
  /** folded (searchKey): what is compared with the product's folded text */
  key: string;
  /** lower-case as typed, accents kept */
  typed: string;
  /** whether a typo is forgiven in it: a word of letters and digits only, long enough */
  typos: boolean;
}

/** A product as the rule reads it; made once per product (`searchDocument`). */
export interface SearchDocument {
  /** the folded name */
  name: string;
  /** the name's words, folded */
  nameWords: string[];
  /** the same words lower-case, accents kept */
  nameTyped: string[];
  /** the product's searchText: folded name, category and description */
  text: string;
  /** its distinct words */
  textWords: string[];
}

/** A word, as pg_trgm splits text into words (letters and digits). */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const ONE_WORD = /^[\p{L}\p{N}]+$/u;

/** The words of a search text; undefined when it holds none (no search). */
export function searchWords(q: string | undefined): SearchWord[] | undefined {
  if (!q) return undefined;
  const words: SearchWord[] = [];
  for (const typed of q.normalize('NFC').toLowerCase().split(/\s+/)) {
    const key = searchKey(typed);
    if (!key) continue;
    words.push({ key, typed, typos: key.length >= TYPO_MIN_LENGTH && ONE_WORD.test(key) });
    if (words.length === MAX_WORDS) break;
  }
  return words.length ? words : undefined;
}

/** A product's name and stored searchText (`searchKey` of its name, category and description) as the rule reads them. */
export function searchDocument(name: string, searchText: string): SearchDocument {
  const nameTyped = name.normalize('NFC').toLowerCase().match(WORD) ?? [];
  return {
    name: searchKey(name),
    nameWords: nameTyped.map(searchKey),
    nameTyped,
    text: searchText,
    textWords: [...new Set(searchText.match(WORD))],
  };
}

/** How well `doc` matches the search `words`: 0 when it does not match, the higher the better. */
export function relevance(words: readonly SearchWord[], doc: SearchDocument): number {
  let total = 0;
  for (const word of words) {
    const score = wordScore(word, doc);
    if (score === 0) return 0;
    total += score;
  }
  return total;
}

function wordScore(word: SearchWord, doc: SearchDocument): number {
  const { key } = word;
  if (doc.name.includes(key)) {
    let best: number = SCORES.nameWordPart;
    for (let i = 0; i < doc.nameWords.length; i += 1) {
      const nameWord = doc.nameWords[i]!;
      if (nameWord === key) {
        if (doc.nameTyped[i] === word.typed) return SCORES.nameWord + SCORES.exactAccents;
        best = SCORES.nameWord;
      } else if (best < SCORES.nameWordStart && nameWord.startsWith(key)) best = SCORES.nameWordStart;
    }
    return best;
  }
  if (word.typos && hasTypoOf(key, doc.nameWords)) return SCORES.nameTypo;
  if (doc.text.includes(key)) {
    let best: number = SCORES.textWordPart;
    for (const textWord of doc.textWords) {
      if (textWord === key) return SCORES.textWord;
      if (textWord.startsWith(key)) best = SCORES.textWordStart;
    }
    return best;
  }
  if (word.typos && hasTypoOf(key, doc.textWords)) return SCORES.textTypo;
  return 0;
}

function hasTypoOf(key: string, words: readonly string[]): boolean {
  for (const w of words) if (w.length >= TYPO_MIN_LENGTH && withinOneEdit(key, w)) return true;
  return false;
}

/**
 * Whether `b` is `a` with at most one letter added, left out or changed, or two neighbouring letters
 * swapped (the optimal string alignment distance is at most 1). Linear, and allocates nothing.
 */
export function withinOneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (la - lb > 1 || lb - la > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  if (i === la && i === lb) return true;
  if (la > lb) return sameFrom(a, i + 1, b, i);
  if (lb > la) return sameFrom(a, i, b, i + 1);
  if (sameFrom(a, i + 1, b, i + 1)) return true;
  return (
    i + 1 < la &&
    a.charCodeAt(i) === b.charCodeAt(i + 1) &&
    a.charCodeAt(i + 1) === b.charCodeAt(i) &&
    sameFrom(a, i + 2, b, i + 2)
  );
}

/** Whether `a` from `ai` and `b` from `bi` are the same to their ends. */
function sameFrom(a: string, ai: number, b: string, bi: number): boolean {
  if (a.length - ai !== b.length - bi) return false;
  for (; ai < a.length; ai += 1, bi += 1) if (a.charCodeAt(ai) !== b.charCodeAt(bi)) return false;
  return true;
}

/** The relevance order: the higher relevance first, then the newest (the lower rank) first. */
export function byRelevance(a: { score: number; rank: number }, b: { score: number; rank: number }): number {
  return b.score - a.score || a.rank - b.rank;
}

interface Ranked {
  /** position in the newest-first order (created_at desc, id asc) */
  rank: number;
  /** what a shopper pays for one (the shared pricing rule) */
  effective: number;
  soldCount?: number;
}

/**
 * A listing's order for a sort other than relevance and newest, ties newest first: the one order the
 * catalogue index and the database path of a search both sort by (their pages must agree).
 */
export const bySort = {
  'price-asc': (a: Ranked, b: Ranked) => a.effective - b.effective || a.rank - b.rank,
  'price-desc': (a: Ranked, b: Ranked) => b.effective - a.effective || a.rank - b.rank,
  'best-selling': (a: Ranked, b: Ranked) => (b.soldCount ?? 0) - (a.soldCount ?? 0) || a.rank - b.rank,
} as const;

/**
 * The least pg_trgm `word_similarity(word, text)` of a text that holds a word one typo away from
 * `word` (the rule's `withinOneEdit`, both words of TYPO_MIN_LENGTH letters or more): the database
 * path keeps the rows at or above it as candidates, and so never loses one the rule would accept.
 *
 * Why it is a floor. pg_trgm reads a word as the trigrams of its padded form ("  word "), n + 1 of
 * them for n letters, and word_similarity is the best |A ∩ E| / |A ∪ E| over the runs E of the text's
 * trigrams, A being the word's set. Take E = all of the other word's trigrams. One edit touches at most
 * 4 trigram positions on each side (a swap of two neighbours; the other edits fewer), so A \ E and
 * E \ A hold at most 4 each, and the |A| − 4 or more of A left untouched (at least 1, since n ≥ 4 gives
 * 5 positions) are in A ∩ E: the ratio is at least k / (k + 8), k = max(1, |A| − 4).
 * catalog.search.test.ts checks it against pg_trgm itself.
 */
export function typoSimilarityFloor(key: string): number {
  const padded = `  ${key} `;
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) trigrams.add(padded.slice(i, i + 3));
  const kept = Math.max(1, trigrams.size - 4);
  // pg_trgm computes in single precision: a hair below, so that rounding never drops a row
  return kept / (kept + 8) - 1e-6;
}
