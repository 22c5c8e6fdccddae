/**
 * A short insertion's event candidates where the rules name none (issue 32): a compositor cuts his
 * event's word his own way (`Cstit.`, `Nmt°`, `Cptl↑`, `TR.SGE`, `RAD. OFF.`), so no cut is listed
 * here. Every word of the insertion is read by the letters it keeps of the words every writer tells
 * an event of a type with (its first letter first, the rest in order: a prefix, a consonant
 * skeleton, any cut), and each type some word agrees with is a candidate, described by how well its
 * best words agree and where they stand (the insertion's head, a line's head, before the first
 * digit, in capitals, closed by a dot or a mark, before a value, inside a run of capitals that reads
 * as a name). No cut and no text is a feature: which cues weigh is fitted on the labelled corpora
 * (insertion-event-model.ts, insertion-event-weights.ts), and a cut the fitted texts never showed
 * scores by the same cues.
 */

import { ANNONCE_TYPES, type AnnonceType } from '../model/announcement.ts';
import { foldedSlice } from './fold.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { matchesOf } from './global-pattern.ts';
import { keepsInOrder } from './value-labels.ts';

/**
 * The words a writer tells each type's event with (folded): its nouns, its participles, the
 * offices and things it is done to. A word may tell two types (`liquidation`): each agrees.
 */
export const EVENT_WORDS: Readonly<Record<AnnonceType, readonly string[]>> = {
  creation: ['constitution', 'constituee', 'creation', 'creee', 'immatriculation', 'fondation'],
  capital: ['capital', 'augmentation', 'reduction', 'diminution'],
  siege: ['siege', 'transfert', 'transferee', 'domicile', 'domiciliation', 'adresse', 'deplacement', 'demenagement'],
  statuts: ['denomination', 'objet', 'transformation', 'prorogation', 'duree', 'statuts', 'modification', 'continuation', 'poursuite', 'enseigne'],
  nomination: ['nomination', 'nomme', 'nommee', 'administrateur', 'commissaire', 'directeur', 'president', 'gerant', 'demission', 'revocation', 'renouvellement', 'remplacement', 'mandat', 'dirigeant'],
  cession: ['cession', 'cede', 'cedee', 'vente', 'vendu', 'location', 'gerance', 'fonds', 'parts', 'bail', 'acquisition'],
  procedure: ['redressement', 'judiciaire', 'jugement', 'sauvegarde', 'insuffisance', 'tribunal', 'faillite', 'mandataire', 'procedure'],
  dissolution: ['dissolution', 'dissoute', 'liquidation', 'liquidateur', 'radiation', 'radiee', 'cloture', 'transmission', 'fusion', 'absorption'],
};

export const INSERTION_EVENT_FEATURES = [
  'whole_word',
  'prefix',
  'skeleton',
  'cut',
  'consonants_only',
  'kept_share',
  'at_head',
  'head_cut',
  'opens_line',
  'opening_cut',
  'before_digits_on_line',
  'on_first_line',
  'capitals',
  'mark_after',
  'colon_after',
  'value_after',
  'in_name_run',
  'lower_case',
  'words',
  'later_whole',
  'later_skeleton',
  'head_agreement',
  'other_types',
] as const;

export type InsertionEventFeature = (typeof INSERTION_EVENT_FEATURES)[number];

export interface InsertionEventCandidate {
  type: AnnonceType;
  /** The words printed that agree with the type, in the text's order (the review queue shows them). */
  words: string[];
  /**
   * Its describing word is cut and stands at the insertion's head or opens a line: where a compositor
   * sets his event, never a field's label inside a line; a word printed whole the rules have read,
   * and where they name no type from it they say why (`AUGMENTATION` of what).
   */
  placed: boolean;
  features: Record<InsertionEventFeature, number>;
}

const WORD = /\p{L}+/gu;
const VOWELS = /[aeiouy]/;
const FORMS: ReadonlySet<string> = new Set(FORM_ABBREVIATIONS.map((f) => f.toLowerCase()));
// An identifier's label is a field's, never an event's.
const IDENTIFIER_LABELS: ReadonlySet<string> = new Set(['rcs', 'ridet', 'rid', 'idt', 'matr', 'rdt', 'no', 'n']);
const MARK_AFTER = /^[.°/:=>»~|▪•·◊§#\-–—↑↓→]/u;
const VALUE_AFTER = /^[.:°]?\s{0,2}[\d«"]/u;
const NAME_RUN = 3;

const consonants = (word: string): string => word.replace(/[aeiouy]/g, '');
const SKELETONS = new Map<string, string>();
const skeletonOf = (word: string): string => {
  let s = SKELETONS.get(word);
  if (s === undefined) SKELETONS.set(word, (s = consonants(word)));
  return s;
};

/**
 * How a folded word agrees with a word of events: 4 whole, 3 a prefix, 2 its consonants opening
 * the word's consonants (`sg` siège, `trsf` transfert, not `sg` sauvegarde), 1 a cut keeping its
 * letters in order, 0 none.
 */
export function agreement(token: string, word: string): number {
  if (token === word) return 4;
  if (token.length >= 3 && word.startsWith(token)) return 3;
  if (token.length >= 2 && token.length < word.length && keepsInOrder(token, word)) {
    const own = consonants(token);
    return own.length >= 2 && skeletonOf(word).startsWith(own) ? 2 : 1;
  }
  return 0;
}

interface Token {
  folded: string;
  printed: string;
  index: number;
  end: number;
  line: number;
  firstOnLine: boolean;
  digitBeforeOnLine: boolean;
}

function tokensOf(text: string): Token[] {
  const folded = foldedSlice(text);
  const tokens: Token[] = [];
  let line = 0;
  let lineStart = 0;
  let lastNewline = -1;
  let firstOnLine = true;
  for (const { 0: printed, index } of matchesOf(WORD, text)) {
    for (let i = text.indexOf('\n', lastNewline + 1); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) {
      // A blank line opens no line of fields.
      if (text.slice(lineStart, i).trim() !== '') line += 1;
      lineStart = i + 1;
      lastNewline = i;
      firstOnLine = true;
    }
    const before = text.slice(lineStart, index);
    tokens.push({ folded: folded.slice(index, index + printed.length), printed, index, end: index + printed.length, line, firstOnLine, digitBeforeOnLine: /\d/.test(before) });
    firstOnLine = false;
  }
  // Lines counted before the first word's line are no line of the insertion.
  const first = tokens[0]?.line ?? 0;
  for (const t of tokens) t.line -= first;
  return tokens;
}

// Articles and prepositions are printed whole and tell no event, whatever letters they keep.
const FUNCTION_WORDS: ReadonlySet<string> = new Set(['les', 'des', 'aux', 'une', 'sur', 'par', 'des', 'pour', 'non', 'dans', 'avec', 'sans', 'son', 'ses', 'leur', 'dont', 'qui', 'que']);

/** A word that may be an event's, whole or cut: two letters only when both are consonants (`SG`, `DG`); never an article. */
function mayTellEvent(folded: string): boolean {
  if (folded.length < 2 || FORMS.has(folded) || IDENTIFIER_LABELS.has(folded) || FUNCTION_WORDS.has(folded)) return false;
  return folded.length > 2 || !VOWELS.test(folded);
}

const isCapitals = (printed: string): boolean => printed.length >= 2 && printed === printed.toUpperCase() && printed !== printed.toLowerCase();

/**
 * The insertion's event candidates: each type a word of the insertion agrees with, its features
 * the strongest each of its agreeing words shows. A legal form and an identifier's label agree with none.
 */
export function insertionEventCandidates(text: string): InsertionEventCandidate[] {
  const tokens = tokensOf(text);
  // Words in capitals, undotted, three or more in a row: a name's (the cues say so; the model weighs it).
  const inNameRun = new Array<boolean>(tokens.length).fill(false);
  for (let i = 0; i < tokens.length; ) {
    let j = i;
    while (j < tokens.length && isCapitals(tokens[j]!.printed) && tokens[j]!.printed.length >= 3 && !MARK_AFTER.test(text.slice(tokens[j]!.end, tokens[j]!.end + 1)) && tokens[j]!.line === tokens[i]!.line) j += 1;
    if (j - i >= NAME_RUN) for (let k = i; k < j; k += 1) inNameRun[k] = true;
    i = Math.max(j, i + 1);
  }
  // The insertion's head: its first line's first two words, or (a masthead above: digits on the first line) the second line's.
  const firstLineHasDigits = /\d/.test(text.slice(0, text.indexOf('\n') < 0 ? text.length : text.indexOf('\n')));
  const headLine = firstLineHasDigits && tokens.some((t) => t.line === 1) ? 1 : 0;
  const headIndex = tokens.findIndex((x) => x.line === headLine);
  const perType = new Map<AnnonceType, { words: string[]; f: Record<InsertionEventFeature, number>; rank: number; count: number; laterWhole: boolean; laterSkeleton: boolean; head: number }>();
  tokens.forEach((t, i) => {
    if (!mayTellEvent(t.folded)) return;
    const after = text.slice(t.end, t.end + 4);
    const atHead = t.line === headLine && headIndex >= 0 && i - headIndex < 2;
    for (const type of ANNONCE_TYPES) {
      let level = 0;
      let share = 0;
      for (const word of EVENT_WORDS[type]) {
        const a = agreement(t.folded, word);
        if (a > level || (a === level && a > 0 && t.folded.length / word.length > share)) {
          level = a;
          share = t.folded.length / word.length;
        }
      }
      if (level === 0) continue;
      const entry = perType.get(type);
      // A type is described by its word at the head, or opening a line, then by its best agreement, then by its first.
      const rank = (atHead ? 20 : t.firstOnLine ? 10 : 0) + level;
      // How well the head's words, together, agree with the type (`Trsf.Dom.`: a cut and a prefix of the siège's words).
      const head = atHead ? level / 4 : 0;
      if (entry) {
        entry.head += head;
        entry.words.push(t.printed);
        entry.count += 1;
        if (level === 4) entry.laterWhole = true;
        if (level === 2 || level === 3) entry.laterSkeleton = true;
        if (rank <= entry.rank) continue;
      }
      const cut = level < 4 ? 1 : 0;
      const f = Object.fromEntries(INSERTION_EVENT_FEATURES.map((k) => [k, 0])) as Record<InsertionEventFeature, number>;
      f.whole_word = level === 4 ? 1 : 0;
      f.prefix = level === 3 ? 1 : 0;
      f.skeleton = level === 2 ? 1 : 0;
      f.cut = level === 1 ? 1 : 0;
      f.consonants_only = VOWELS.test(t.folded) ? 0 : 1;
      f.kept_share = share;
      f.at_head = atHead ? 1 : 0;
      f.head_cut = atHead ? cut : 0;
      f.opens_line = t.firstOnLine ? 1 : 0;
      f.opening_cut = t.firstOnLine ? cut : 0;
      f.before_digits_on_line = t.digitBeforeOnLine ? 0 : 1;
      f.on_first_line = t.line === 0 ? 1 : 0;
      f.capitals = isCapitals(t.printed) ? 1 : 0;
      f.mark_after = MARK_AFTER.test(after) ? 1 : 0;
      f.colon_after = /^\s?:/.test(after) ? 1 : 0;
      f.value_after = VALUE_AFTER.test(after) ? 1 : 0;
      f.in_name_run = inNameRun[i] ? 1 : 0;
      f.lower_case = t.printed === t.printed.toLowerCase() ? 1 : 0;
      if (entry) {
        entry.rank = rank;
        entry.f = f;
      } else perType.set(type, { words: [t.printed], f, rank, count: 1, laterWhole: false, laterSkeleton: false, head });
    }
  });
  // Whether another of its words is printed whole or as its consonants (the word describing it may be the one).
  const candidates = [...perType].map(([type, e]) => ({
    type,
    words: e.words,
    placed: e.rank >= 10 && e.rank % 10 < 4,
    features: { ...e.f, words: Math.log1p(e.count), later_whole: e.laterWhole ? 1 : 0, later_skeleton: e.laterSkeleton ? 1 : 0, head_agreement: e.head, other_types: perType.size - 1 },
  }));
  return candidates.sort((a, b) => ANNONCE_TYPES.indexOf(a.type) - ANNONCE_TYPES.indexOf(b.type));
}

export function insertionEventFeatureVector(candidate: InsertionEventCandidate): number[] {
  return INSERTION_EVENT_FEATURES.map((k) => candidate.features[k]);
}
