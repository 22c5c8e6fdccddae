/**
 * A short insertion's head code: the words its compositor opens it with, before his first field's
 * mark (`CRÉA ^ X ^ SELARL …`, `[CST] [SAS] [DEN] X …`, `CHGT DÉN. «…»`, `Obj. modif. — X …`). A
 * reader reads the event there and nowhere else: the words after it are fields' labels (`gér.`,
 * `cap.`, `Objet`), which the learned event (insertion-event-model.ts) weighs with the head's and
 * may let outvote it. Read where the rules, the type fallback and the learned event name no type,
 * and only where the code is plain: each of its words cut (a prefix closed by its dot or of four
 * letters or more, a consonant skeleton, consonants alone, or the word whole where no colon makes
 * it a field's label: `TR. SIÈGE —`, `SIÈGE ➝ Païta`, against `Siège : …`), agreeing with the
 * words of events of one type more than of any other (insertion-event-tokens.ts), none unread,
 * no initials (`CLÔT. I.A.`: what the initials add may change the type) but those every reader
 * knows (an office's, `CAC`, `PDG`: its holder changed; `L.-G.`, `LJ`, `RJ`), a word cut in
 * hyphenated parts read part by part (`LOC.-GÉR.`; `GÉR.` alone the management, whose holder
 * changed, not a business let, and so is `GÉRANCE` whole), and no word whose type depends on the side the
 * notice is told from (a merger, a closure) or that heads two events whole (`GÉRANCE`). The words
 * that only say that something changed (`Chgt`, `Modif.`, `Nv`, `Fin`) tell no type; `nouvelle
 * société`, however cut, tells a constitution. A masthead above (a line with a date, a Roman
 * month's too) is passed over. Where no code is read, a column's rubric in the insertion's first
 * lines is read so (`:: VENTES DE FONDS ::`, `Nouvelles sociétés`, `Directions générales`).
 */

import type { AnnonceType } from '../model/announcement.ts';
import { fold } from './fold.ts';
import { findCompositorDates } from './compositor-date.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { EVENT_WORDS, agreement } from './insertion-event-tokens.ts';

const MASTHEAD =
  /\d{1,2}\s?[./-]\s?\d{1,2}\s?[./-]\s?\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2}|\b(?:janv|f[ée]vr|mars|avr|mai|juin|juil|ao[uû]t|sept|oct|nov|d[ée]c)\p{L}*\.?\s+(?:19|20)?\d{2}\b|\b(?:lun|mar|mer|jeu|ven|sam|dim)\p{L}*\.?\s+\d/iu;
/** Up to four words at the line's head, closed by a field's mark, a spaced dash, two spaces or the line's end. */
const CODE = /^(?:[\s[(]|[^\p{L}\p{N}«"“'’])*((?:\p{L}+(?:['’]\p{L}+)?(?:[.°]?-\p{L}+)*[.°]?[ ]?){1,4}?)(?=\s*(?:[—–|^•▪·~»/;:=\]>)(¤‖│▸◊#→➝➔⇒↑↓+]|--|\s[-–]\s|$|\s{2}))/u;
const INITIALS_AFTER = /^\s*[/°.]\s*\p{Lu}{1,3}(?![\p{L}])/u;
/** The words of `nouvelle société` as compositors cut them: a new company is a constitution. */
const NEW_WORDS = ['nouv', 'nouvelle', 'nouveau', 'nvlle', 'nvelle', 'nlle', 'nvx', 'nv'];
const QUALIFIERS: ReadonlySet<string> = new Set(['fin', 'chgt', 'changement', 'modif', 'mod', 'modification', 'off', 'office', ...NEW_WORDS]);
const COMPANY_WORDS: ReadonlySet<string> = new Set(['ste', 'stes', 'societe', 'societes', 'soc', 'entreprise', 'entreprises']);
/** A company's birth, as a rubric or a code says it (`NAISSANCES D'ENTREPRISES`, `NAISS.`). */
const BIRTH_WORDS: ReadonlySet<string> = new Set(['naissance', 'naissances', 'naiss']);
/**
 * The initials every French reader knows: an office's (at an insertion's head a change of its
 * holder), a location-gérance's, a court's procedure's. Other initials may say anything.
 */
const INITIALS: ReadonlyMap<string, AnnonceType> = new Map<string, AnnonceType>([
  ...['cac', 'pdg', 'dg', 'dga', 'dgd', 'pca'].map((w): [string, AnnonceType] => [w, 'nomination']),
  ['ljs', 'procedure'],
  ['lg', 'cession'],
  ['lj', 'procedure'],
  ['rj', 'procedure'],
]);
/** Words of events whose type is the side's: the absorbed company's dissolution or the absorbing one's capital; a liquidation's closure or a court's. */
const SIDED: ReadonlySet<string> = new Set(['fusion', 'absorption', 'cloture']);
/** Whole words of several events: a business's sale or its shares', a mandate's start or end. */
const AMBIGUOUS_WHOLE: ReadonlySet<string> = new Set(['fonds', 'parts', 'mandat']);
const FORM_WORDS: ReadonlySet<string> = new Set(FORM_ABBREVIATIONS.map((form) => fold(form)));
const EVENT_WORD_SET: ReadonlySet<string> = new Set(Object.values(EVENT_WORDS).flat());
const VOWEL = /[aeiouy]/;

/** An insertion's head code: the type it tells and its words as printed. */
export interface HeadCode {
  type: AnnonceType;
  printed: string;
}

interface CodeWord {
  word: string;
  dotted: boolean;
  initials: boolean;
}

/**
 * The insertion's head code where it is plain, or else its column's rubric above it, or else the
 * sign it opens on as its printed legend names it; null when none tells one type.
 */
export function headCode(text: string, printed: string = text): HeadCode | null {
  const lines = text.split('\n').filter((l) => /\p{L}/u.test(l));
  const head = lines.length > 1 && (MASTHEAD.test(lines[0]!) || findCompositorDates(lines[0]!).length > 0) ? lines[1]! : lines[0];
  if (head === undefined) return null;
  // A legend is read as printed: the reading of fields may have moved the sign from its line's head.
  // A rubric that tells no one event (`[MODIFICATIONS]`) stands over the insertion's own head code.
  const next = lines[lines.indexOf(head) + 1];
  const rubric = RUBRIC.exec(head.trim());
  const underRubric = next !== undefined && rubric !== null && typeOfPhrase(rubric[1]!) === null ? codeAtHead(next) : null;
  return codeAtHead(head) ?? underRubric ?? rubricAbove(lines.slice(0, RUBRIC_REACH)) ?? signInLegend(printed === text ? lines : printed.split('\n').filter((l) => /\p{L}/u.test(l)));
}

/** A sign and the word its legend gives it (`◆ = vente de fonds`, `(✚ : constitution · ⇄ cession)`). */
const LEGEND_ENTRY = /([^\p{L}\p{N}\s()[\]«»"“”'’,.;:=·•|-])[ \t]*[:=]?[ \t]*(\p{L}+)/gu;
/** A line that is a legend: in brackets, or opening on a sign and its equals sign. */
const LEGEND_LINE = /^\s*(?:\(.*\)|[^\p{L}\p{N}\s(][ \t]*=.*)\s*$/u;
/** A sign or a code in capitals given its meaning by an equals sign anywhere (`✦ = société nouvelle`, `(CRTN = création de société)`, `NG = nomination de gérant`). */
const EQUALS_ENTRY = /(?:^|[\s(—–|·•])([^\p{L}\p{N}\s()[\]«»"“”'’,.;:=·•|-]|\p{Lu}{2,5})[ \t]*=[ \t]*(\p{L}[\p{L}'’ ]{2,40}?\p{L})(?=[ \t]*(?:[)—–|·•,;]|$))/gmu;

/**
 * The sign or code the insertion opens on, where a legend printed with it says what it stands for
 * (`◆ = vente de fonds de commerce` over `◆ X (SARL, …) à Y …`, `NG = nomination de gérant` in the
 * masthead over `NG | X | …`): the legend's words typed as a rubric's, else its first word as a code's.
 */
function signInLegend(lines: readonly string[]): HeadCode | null {
  const legend = new Map<string, string>();
  for (const line of lines) {
    for (const m of line.matchAll(EQUALS_ENTRY)) if (!legend.has(m[1]!)) legend.set(m[1]!, m[2]!);
    if (!LEGEND_LINE.test(line)) continue;
    for (const m of line.matchAll(LEGEND_ENTRY)) if (!legend.has(m[1]!)) legend.set(m[1]!, m[2]!);
  }
  if (legend.size === 0) return null;
  for (const line of lines) {
    if (LEGEND_LINE.test(line)) continue;
    const head = /^\s*(?:([^\p{L}\p{N}\s])|(\p{Lu}{2,5})(?![\p{L}\d]))/u.exec(line);
    const sign = head?.[1] ?? head?.[2];
    const meaning = sign === undefined ? undefined : legend.get(sign);
    if (meaning === undefined) continue;
    const type = typeOfPhrase(meaning) ?? typeOfWords([{ word: fold(meaning.split(/\s+/u)[0]!), dotted: false, initials: false }]);
    return type === null ? null : { type, printed: sign! };
  }
  return null;
}

function codeAtHead(head: string): HeadCode | null {
  const code = CODE.exec(head);
  if (!code || INITIALS_AFTER.test(head.slice(code.index + code[0].length))) return null;
  // A word cut in hyphenated parts (`LOC.-GÉR.`) is read part by part; letters alone so joined are initials (`L.-G.`).
  // An elided article is read past (`RAD. D'OFF.`: radiation d'office).
  const words = code[1]!.trim().split(/\s+/u).map((token) => token.replace(/^[dl]['’]/iu, '')).flatMap((token): CodeWord[] => {
    const parts = token.split(/[.°-]+/u).filter((part) => part !== '').map((part) => fold(part));
    if (parts.length > 1 && parts.every((part) => part.length === 1)) return [{ word: parts.join(''), dotted: true, initials: true }];
    return parts.map((word, i) => ({ word, dotted: i < parts.length - 1 || /[.°]$/u.test(token), initials: false }));
  });
  // A word printed whole is a field's label where its colon follows (`Siège : …`, `Dénomination :`).
  const labelled = /^\s*[:=]/.test(head.slice(code.index + code[0].length));
  // An arrow closing the code says what changed (`CAP ↑`, `SIÈGE ➝`): a short word before it is its cut.
  const arrowed = /^\s*[→➝➔⇒↑↓]/u.test(head.slice(code.index + code[0].length));
  if (words.some((w) => w.word.length === 1 || (w.initials && !INITIALS.has(w.word)) || (EVENT_WORD_SET.has(w.word) && (labelled || AMBIGUOUS_WHOLE.has(w.word))))) return null;
  const type = typeOfWords(arrowed ? words.map((w) => ({ ...w, dotted: true })) : words);
  return type === null ? null : { type, printed: code[1]!.trim() };
}

/** How far down the insertion a column's rubric stands: under the paper's name and its date. */
const RUBRIC_REACH = 3;
/**
 * A rubric's line: a few words in the plural or not, framed by a compositor's marks (`:: X ::`), no
 * digit; a colon alone after them makes them a field's label (`Siège :`), no rubric.
 */
const RUBRIC = /^[^\p{L}\d]*(\p{L}[\p{L}'’ -]{2,48}\p{L})([^\p{L}\d]*)$/u;
/** An identifier's seven digits, glued or in groups of three (`1234567`, `1 234 567`, `1.234.567`), no date's. */
const IDENTIFIER_DIGITS = /(?<!\d)(?:\d{7}|\d[ .]\d{3}[ .]\d{3})(?!\d)/u;
/** The small words between a rubric's nouns. */
const CONNECTORS: ReadonlySet<string> = new Set(['de', 'd', 'des', 'du', 'aux', 'au', 'l', 'la', 'le', 'les', 'et']);
/** What a rubric qualifies its nouns with, telling no event (`SOCIAUX`, `GÉNÉRALES`, `LÉGALES`). */
const RUBRIC_QUALIFIERS: ReadonlySet<string> = new Set(['sociaux', 'sociales', 'social', 'sociale', 'generales', 'generale', 'legales', 'legale', 'collective', 'collectives', 'coll']);
/** The offices a rubric names the changes of (`DIRECTIONS GÉNÉRALES`, `COMMISSARIAT AUX COMPTES`, `PRÉSIDENCES`). */
const RUBRIC_OFFICES: ReadonlySet<string> = new Set(['direction', 'commissariat', 'presidence', 'mandat', 'gerance']);

/**
 * A column's rubric over the insertion (`:: VENTES DE FONDS ::`, `Nouvelles sociétés`, `Créations
 * d'entreprises`, `COMMISSARIAT AUX COMPTES`): its nouns read in the singular, its small words and
 * qualifiers passed over, and typed as a head code's words, whole words read.
 */
function rubricAbove(lines: readonly string[]): HeadCode | null {
  for (const line of lines) {
    // The rubric stands above the notice: from its identifier's line down, lines are the notice's.
    if (IDENTIFIER_DIGITS.test(line)) return null;
    const rubric = RUBRIC.exec(line.trim());
    // A full stop ends a sentence or a signature (`Le président.`), no rubric.
    if (!rubric || /^\s*:\s*$/u.test(rubric[2]!) || (rubric[2]!.includes('.') && !/(?<![\p{L}])\p{L}{1,5}$/u.test(rubric[1]!))) continue;
    const type = typeOfPhrase(rubric[1]!);
    if (type !== null) return { type, printed: rubric[1]! };
  }
  return null;
}

/** A rubric's or a legend's words: its nouns in the singular, its small words and qualifiers passed over, typed as a code's words. */
function typeOfPhrase(phrase: string): AnnonceType | null {
  const words = fold(phrase)
    .split(/[^a-z]+/u)
    .filter((w) => w !== '' && !CONNECTORS.has(w))
    .map((w) => (w.length > 4 && w.endsWith('s') ? w.slice(0, -1) : w));
  if (words.length === 0 || words.length > 4 || words.every((w) => RUBRIC_QUALIFIERS.has(w) || QUALIFIERS.has(w))) return null;
  if (words.some((w) => RUBRIC_OFFICES.has(w))) {
    return words.every((w) => RUBRIC_OFFICES.has(w) || RUBRIC_QUALIFIERS.has(w) || w === 'compte') ? 'nomination' : null;
  }
  return typeOfWords(words.filter((w) => !RUBRIC_QUALIFIERS.has(w)).map((word) => ({ word, dotted: false, initials: false })));
}

/** The one type a code's words agree with more than any other, or null. */
function typeOfWords(words: readonly CodeWord[]): AnnonceType | null {
  const totals = new Map<AnnonceType, number>();
  // `GÉR.` alone is the management, whose holder changed; a business let is `LOC.-GÉR.`, `L.-G.`.
  const letting = words.some((w) => w.word !== 'ger' && agreement(w.word, 'location') > 0);
  for (const [i, { word, dotted }] of words.entries()) {
    // What is constituted or changed ('SCI CONSTITUÉE', 'CONST. SAS') tells no event.
    if (QUALIFIERS.has(word) || FORM_WORDS.has(word)) continue;
    const initialsType = INITIALS.get(word) ?? (word === 'gerance' && !letting ? 'nomination' : undefined);
    // A new company, the new word before or after it (`NVLLE STÉ`, `SOCIÉTÉS NOUVELLES`), or a company's birth.
    const newCompany = (COMPANY_WORDS.has(word) && [words[i - 1], words[i + 1]].some((w) => w !== undefined && NEW_WORDS.includes(w.word.replace(/s$/u, '')))) || BIRTH_WORDS.has(word);
    if (COMPANY_WORDS.has(word) && !newCompany) continue;
    if (initialsType !== undefined || newCompany) {
      const type: AnnonceType = initialsType ?? 'creation';
      totals.set(type, (totals.get(type) ?? 0) + 4);
      continue;
    }
    let agreed = false;
    for (const [type, eventWords] of Object.entries(EVENT_WORDS) as Array<[AnnonceType, readonly string[]]>) {
      let level = 0;
      for (const eventWord of eventWords) {
        if (SIDED.has(eventWord) || (eventWord === 'gerance' && !letting)) continue;
        const a = agreement(word, eventWord);
        // A short prefix undotted is as often a word of its own ('nom', 'loc'); a cut keeping vowels, a name's.
        if (a === 3 && !dotted && word.length < 4) continue;
        if (a === 1 && (VOWEL.test(word) || word.length < 3)) continue;
        level = Math.max(level, a);
      }
      if (level === 0) continue;
      agreed = true;
      totals.set(type, (totals.get(type) ?? 0) + level);
    }
    // A word of three letters or more that tells no event says something the reader does not read.
    if (!agreed && word.length >= 3) return null;
  }
  const ranked = [...totals].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0 || (ranked[1] !== undefined && ranked[1][1] >= ranked[0]![1])) return null;
  return ranked[0]![0];
}
