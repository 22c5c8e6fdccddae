/**
 * The company's history a notice recalls before its own act ('a été constituée par acte du 3 juin
 * 1998', 'son capital a été porté … par l'assemblée du 14 mai 2004'): a reader knows those
 * sentences are background because every date they print is well before the act the notice
 * reports. Their events are not this notice's type, and their dates are not its date.
 */

import { FRENCH_MONTHS } from './month-names.ts';
import { matchesOf } from './global-pattern.ts';
import { oneOfWords } from './required-literal.ts';
import { formerOfficeRelativeSpans } from './former-office-company.ts';

/** A date mention with the score the act-date rules gave the words before it (french-date.ts). */
export interface ScoredDate {
  iso: string;
  index: number;
  length: number;
  score: number;
  /** The words before it say it dates no event of the company's own (a birth, a 'Vu' citation, a registration…). */
  citation: boolean;
}

export interface Span {
  start: number;
  end: number;
}

// Dates the words before make an act's (a deed, a meeting, a decision, a judgment): the latest
// one is the notice's time. A deadline or an effective date ahead is not.
const DATES_AN_ACT = 40;
// How much older than the latest dated act a sentence's dates must all be to be history.
const HISTORY_YEARS = 1;

const YEAR = /\b(?:19|20)\d{2}\b/g;

/** Whether the text prints years far enough apart for a sentence to be history (speed only). */
export function mayHoldHistory(text: string): boolean {
  let low = 9999;
  let high = 0;
  for (const m of matchesOf(YEAR, text)) {
    const year = Number(m[0]);
    if (year < low) low = year;
    if (year > high) high = year;
  }
  return high - low >= HISTORY_YEARS;
}

// A sentence ends at a full stop before a space or a line end (not the stop of a civility or of a
// one-letter abbreviation such as 's.s.p.') or at a blank line. Folded text: case is no guide.
const SENTENCE_END = /(?<!\b(?:m|mm|mme|mmes|mlle|me|mr|dr|st|ste|n|no|\p{L}))\.(?=\s|$)|\n[ \t]*\n/gu;

function sentences(folded: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (const m of matchesOf(SENTENCE_END, folded)) {
    const end = m.index + m[0].length;
    spans.push({ start, end });
    start = end;
  }
  if (start < folded.length) spans.push({ start, end: folded.length });
  return spans;
}

function yearsBefore(iso: string, years: number): string {
  return `${String(Number(iso.slice(0, 4)) - years).padStart(4, '0')}${iso.slice(4)}`;
}

/**
 * The sentences of `folded` (lower-case, as fold() gives it) that recall the company's history:
 * every date they print of an event is more than a year before the latest act the text dates.
 */
export function historySpans(folded: string, dates: readonly ScoredDate[]): Span[] {
  let latest: string | null = null;
  for (const d of dates) if (d.score >= DATES_AN_ACT && (latest === null || d.iso > latest)) latest = d.iso;
  if (latest === null) return [];
  const before = yearsBefore(latest, HISTORY_YEARS);
  const spans: Span[] = [];
  let k = 0;
  for (const sentence of sentences(folded)) {
    let dated = false;
    let old = true;
    for (; k < dates.length && dates[k]!.index < sentence.end; k += 1) {
      const d = dates[k]!;
      if (d.citation) continue;
      dated = true;
      if (d.iso >= before) old = false;
    }
    if (dated && old) spans.push(sentence);
  }
  return spans;
}

/** Spans in order, those that overlap joined into one (withoutSpans reads them so). */
function merged(spans: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const last = out.at(-1);
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else out.push({ ...span });
  }
  return out;
}

/** The text with its history sentences blanked (line breaks kept, so offsets hold). */
export function withoutSpans(text: string, spans: readonly Span[]): string {
  if (spans.length === 0) return text;
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + text.slice(span.start, span.end).replace(/[^\n]/g, ' ');
    at = span.end;
  }
  return out + text.slice(at);
}

// Background told by the verb and its markers, dated or not. Folded text.
// The words that say a sentence recalls what happened before the notice's own act: the
// plus-que-parfait ('avait/avaient (été) + participle', not 'il n'y avait pas lieu' nor 'avait une'),
// and the adverbs and phrases of a recall.
export const PLUPERFECT_SOURCE =
  String.raw`\bavai(?:t|ent)\s+(?:(?:deja|precedemment|anterieurement|initialement|alors|egalement)\s+)?(?:ete\s+)?(?!(?:une?s?|des|les?|la|ses|son|sa|leurs?|ce|cet|cette|ces|que|qu|lieu|besoin|plus|pas|point|rien|jamais|toute?s?|tous|aucune?|ete)\b)[a-z]+(?:e|ee|es|ees|i|ie|is|ies|u|ue|us|ues|it|ite|its|ites|ert|erte|erts|ertes)\b`;
const RECALL_SOURCE = String.raw`\bil est (?:ici )?rappele|\brappelons\b|\bpour memoire\b|\blors de (?:sa|la) constitution\b|\baux termes d'un acte anterieur\b`;
const ADVERB_SOURCE = String.raw`\b(?:precedemment|anterieur(?:e|es|s|ement)?|auparavant|initialement|jusqu'(?:alors|a present)|deja)\b`;

// A word every marker holds: a text without any is not searched (speed only).
const MARKER_WORDS = oneOfWords(['avai', 'rappel', 'memoire', 'constitution', 'anterieur', 'precedemment', 'auparavant', 'initialement', "jusqu'", 'deja']);

function mayHoldMarker(folded: string): boolean {
  return MARKER_WORDS.test(folded);
}

/** Every marker of background, one declaration: the blanking below and the type model's `background_only` feature (type-candidates.ts). */
export const BACKGROUND_MARKERS = new RegExp(`${PLUPERFECT_SOURCE}|${RECALL_SOURCE}|${ADVERB_SOURCE}`);

// A recall that opens its sentence governs all of it, whatever verbs follow ('Il est rappelé que
// le capital a été porté …'). Elsewhere a marker makes the sentence background only when the
// sentence tells no event of its own ('le siège, précédemment fixé …, est transféré …').
// A sentence may run on from heading lines without a full stop: the recall opens a line of it.
const RECALL_OPENS = new RegExp(String.raw`(?:^|\n)[^\S\n]*(?:[-–—•*]\s*)?(?:(?:en outre|par ailleurs|enfin|de plus|ensuite)\s*,?\s*)?(?:${RECALL_SOURCE})`);

// An event told in the notice's own voice: passé composé or present of a decision's verb
// ('a décidé', 'ont été nommés', 'est transféré', 'décide'). 'a' is also the folded 'à': a
// participle ending keeps 'à fixer', 'à porter' out.
const OWN_VOICE =
  /\b(?:a|ont|est|sont)\s+(?:(?:egalement|ensuite|notamment|alors|aussi)\s+)?(?:ete\s+)?(?:decid|nomm|transfer|approuv|autoris|constitu|proced|prononc|design|agre|adopt|modifi|augment|redui|port|ced|vend|apport|dissou|ouver|arret|statu|accept|fix|renouvel|reconduit|remplac|prorog|transform|mis|fusionn|absorb|clotur|radi|confer|donn|elu|cess|deplac|reuni|constat|pris|conclu|consenti)[a-z]*(?:e|ee|es|ees|i|ie|is|ies|u|ue|us|ues|t|te|ts|tes)\b|\b(?:decide|decident|decidons|prononce|nomme|nomment|transfere|transferent|approuve|approuvent)\b/;

/**
 * A bare participle coordinated with a plus-que-parfait shares its auxiliary (`les associés avaient
 * prononcé la dissolution … et nommé M. X liquidateur`): it is no present of the notice's own voice.
 */
const PLUPERFECT_THEN_AND = new RegExp(String.raw`${PLUPERFECT_SOURCE}[^.;]*?\bet\s+(?:decide|prononce|nomme|transfere|approuve)\b`, 'g');

/**
 * A relative clause in the plus-que-parfait (`…, liquidateur nommé par l'assemblée du 19 mai 2026 qui
 * avait prononcé la dissolution anticipée de la société, a désigné …`): what the antecedent had done
 * before, inside a sentence whose own verb tells the notice's act. To the clause's first comma,
 * semicolon or full stop.
 */
const PLUPERFECT_RELATIVE = new RegExp(String.raw`\b(?:qui|laquelle|lequel|lesquelles|lesquels)\s+(?:l'|les\s+|lui\s+|leur\s+)?(?=${PLUPERFECT_SOURCE})[^,;.\n]{1,200}`, 'g');

/** `spans` with the plus-que-parfait relative clauses added, where the text tells an event of its own once they are set aside. */
function withPluperfectRelatives(folded: string, spans: readonly Span[]): Span[] {
  if (!folded.includes('avai')) return [...spans];
  const clauses: Span[] = [];
  // A clause inside a span already set aside adds nothing (and spans must not overlap: withoutSpans).
  for (const m of matchesOf(PLUPERFECT_RELATIVE, folded)) {
    const clause = { start: m.index, end: m.index + m[0].length };
    if (!spans.some((s) => s.start < clause.end && clause.start < s.end)) clauses.push(clause);
  }
  if (clauses.length === 0 || !tellsOwnEvent(withoutSpans(folded, clauses))) return [...spans];
  return [...spans, ...clauses].sort((a, b) => a.start - b.start);
}

/** Whether a folded sentence tells an event in the notice's own voice (speed: callers test markers first). */
function tellsOwnEvent(sentence: string): boolean {
  return OWN_VOICE.test(sentence.includes('avai') ? sentence.replace(PLUPERFECT_THEN_AND, (m) => ' '.repeat(m.length)) : sentence);
}

/**
 * The sentences of `folded` (as fold() gives it) that recall background by their verb or markers,
 * whether dated or not — only when another sentence of the text reports an event in its own
 * voice; a text that tells nothing else keeps its only event.
 */
export function backgroundSpans(folded: string): Span[] {
  // An earlier act cited with its publication, what a person did in the company of her former
  // office (former-office-company.ts), an event named as the start of a state that goes on and one
  // named as the cause of the organ's decision are background whatever else the text tells.
  const earlier = [...formerOfficeRelativeSpans(folded), ...sinceEventSpans(folded), ...causeEventSpans(folded)];
  const cited = earlier.length === 0 ? publishedActSpans(folded) : merged([...publishedActSpans(folded), ...earlier]);
  if (!mayHoldMarker(folded) || !BACKGROUND_MARKERS.test(folded)) return cited;
  const published = withPluperfectRelatives(folded, cited);
  const spans: Span[] = [];
  let ownElsewhere = false;
  for (const span of sentences(folded)) {
    const sentence = folded.slice(span.start, span.end);
    const own = tellsOwnEvent(sentence);
    if (!BACKGROUND_MARKERS.test(sentence)) {
      if (own) ownElsewhere = true;
      continue;
    }
    const recall = RECALL_OPENS.exec(sentence);
    // Blanked from the line the recall opens, so heading lines before it stay read.
    if (recall) spans.push({ start: span.start + recall.index, end: span.end });
    else if (!own) spans.push(span);
    else ownElsewhere = true;
  }
  return ownElsewhere ? merged([...spans, ...published]) : published;
}

/**
 * An event named as the start of a state that goes on (`les fonctions de président qu'il exerçait depuis
 * la transformation de la société en SAS`, `gérante depuis sa constitution`): an earlier act, never the
 * notice's own, whatever else the text tells. The phrase runs to its clause's end.
 */
const SINCE_EVENT = /\bdepuis (?:la |le |sa |son |l')(?:transformation|constitution|creation|immatriculation|fusion|dissolution|mise en sommeil|reprise)\b[^,;.()\n]{0,80}/g;
function sinceEventSpans(folded: string): Span[] {
  // The word is looked for first (speed only).
  if (!folded.includes('depuis')) return [];
  return [...matchesOf(SINCE_EVENT, folded)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/**
 * An earlier act named as the cause of the decision the sentence's organ tells after it (`Suite à la
 * cession de son fonds de commerce à la société X, …, intervenue par acte du 2 mars 2026, l'assemblée
 * générale … a décidé …`): background, the organ's decision is the notice's event. Only up to the
 * organ that opens the main clause; a cause with no such organ after it is left to the other readings.
 */
const CAUSE_EVENT = /\b(?:suite a|a la suite d[eu'])\s*(?:la |l'|le |une |un )?(?:cession|vente|acquisition|fusion|transformation|apport)\b(?:[^.;]|\.(?=\d)){0,300}?(?=,\s*(?:l'|le |la |les )(?:assemblee|associee?s?|gerant|gerance|presidente?|conseil|actionnaires?)\b)/g;
function causeEventSpans(folded: string): Span[] {
  // The words are looked for first (speed only).
  if (!folded.includes('suite')) return [];
  return [...matchesOf(CAUSE_EVENT, folded)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/**
 * An earlier act the notice cites with its own publication (`le fonds que la société a acquis de la
 * société X, …, suivant acte du 12/01/2026 publié au Journal officiel du 29/01/2026`, `(contrat publié au
 * JONC du 12 février 2026)`, `publiée dans notre édition du 12 août 2026`, `d'un avis publié dans Actu NC du …`):
 * that act was announced then, by its own notice, in the official journal or a newspaper; here it is background.
 * Its clause runs from the relative pronoun, the participle or the bracket still open that opens it
 * to the publication's date. A clause that tells where this very notice is published (`sera publié`,
 * `Le présent avis est publié`) is none, and a correction's citation of the notice it corrects is
 * its own company's.
 */
const PUBLISHED_ACT = /(?<!\b(?:sera|seront|present avis est|presente annonce est|est)\s)\b(?:publiee?s?|parue?s?)\s+(?:(?:au|a la|dans le|dans la)\s+(?:journal officiel|j\.?o\.?(?:n\.?c\.?)?\b|jonc\b|bulletin officiel)|dans\s+(?:notre|nos|le journal|l'hebdomadaire|le quotidien|les colonnes d[eu'])|dans\s+(?=[^.;)\n]{2,40}?\b(?:edition|numero|parution) (?:du|de)\b)|dans\s+(?:actu|les nouvelles|lnc\b)|(?<=\b(?:avis|annonce|insertion)\s+(?:publiee?s?|parue?s?)\s+)(?=(?:le|du|en date du)\s))[^.;)\n]{0,80}?\b(?:du|le|en date du)\s+(?:\d{1,2}(?:er)?[ ./-]\s?(?:\d{1,2}|[a-z]+)[ ./-]\s?\d{2,4}|\d{1,2}(?:er)?\s+[a-z]+\s+\d{4})/g;
/** The words that open a clause citing an earlier act: a relative pronoun, the owner's participle, the act followed, a reminder (`Pour mémoire, la dissolution … avait été … publiée au JONC du …`). */
// `À la suite de la cession …, intervenue le … et publiée au JONC du …`: the act this notice follows.
const OPENING_WORDS = String.raw`\b(?:que|qu'|dont|qui|appartenant a|(?:a la )?suite (?:de|du|des|a|au|aux)|consecutivement (?:a|au|aux)|pour memoire|pour rappel)\b`;
/** The last opening of the clause before a publication: one of those words, or a bracket still open. */
const CLAUSE_OPENING = new RegExp(String.raw`(?:${OPENING_WORDS}|\((?=[^()]*$))(?![\s\S]*(?:${OPENING_WORDS}|\((?=[^()]*$)))`);
/** The last of those words alone (no bracket). */
const WORD_OPENING = new RegExp(String.raw`${OPENING_WORDS}(?![\s\S]*${OPENING_WORDS})`);
/** An identifier's digits and rank closing the words before a bracket. */
const IDENTIFIER_END = /\d{3}[ .\-/]?\d{3}\s*$/;
/** A correction cites the notice it corrects with its publication: that notice's company is its own. */
const CORRECTION = /\b(?:rectificatif|erratum|il (?:fallait|faut) lire|au lieu de)\b/;
const CLAUSE_REACH = 320;
// A date in words or digits (folded), read here for comparing: french-date.ts, the dates' reader, asks this file.
const FOLDED_DATE = new RegExp(String.raw`\b(\d{1,2})(?:er)?\s+(${FRENCH_MONTHS.join('|')})\s+(\d{4})\b|\b(\d{1,2})[./](\d{1,2})[./](\d{4})\b`, 'g');

/** The ISO days a folded text prints, in order. */
function isoDatesOf(folded: string): string[] {
  const pad = (n: string | number): string => String(n).padStart(2, '0');
  return [...matchesOf(FOLDED_DATE, folded)].map((d) => (d[1] ? `${d[3]}-${pad(FRENCH_MONTHS.indexOf(d[2] as (typeof FRENCH_MONTHS)[number]) + 1)}-${pad(d[1])}` : `${d[6]}-${pad(d[5]!)}-${pad(d[4]!)}`));
}

/** The bracket closed right after the publication's date, then the sentence's full stop or its semicolon. */
const BRACKET_CLOSES_SENTENCE = /^[^)\n.]{0,20}\)\s*(?:\.(?=\s|$)|;)/;
/** A relative that says its antecedent had its own notice (`qui a fait l'objet d'un avis publié`, `dont la cession a fait l'objet d'un avis publié le …`). */
const NOTICE_OF_IT = /^(?:qui|dont (?:la |le |l')?[a-z-]{3,20}) a fait l'objet d'(?:un|une) (?:avis|publication|insertion|annonce)\b/;
/** The first act the sentence says it follows (`À la suite de`, `Pour faire suite à`, `Consécutivement à`). */
const FOLLOWED_ACT = /\b(?:(?:a la )?suite (?:de|du|des|a|au|aux)|consecutivement (?:a|au|aux))\b/;

export function publishedActSpans(folded: string): Span[] {
  if ((!folded.includes('publie') && !folded.includes('paru')) || CORRECTION.test(folded)) return [];
  const spans: Span[] = [];
  for (const m of matchesOf(PUBLISHED_ACT, folded)) {
    const from = Math.max(0, m.index - CLAUSE_REACH);
    const before = folded.slice(from, m.index);
    // Not across a sentence's end: the clause belongs to the sentence the mention closes.
    let sentenceStart = -1;
    for (const end of matchesOf(SENTENCE_END, before)) sentenceStart = end.index + end[0].length - 1;
    const within = before.slice(sentenceStart + 1);
    const opening = CLAUSE_OPENING.exec(within);
    if (!opening) continue;
    // A bracket right after a party's identifier annotates the clause that names it (`… appartenant à la
    // société X, RIDET … (contrat publié au JONC du …)`): the clause's own opening starts the span.
    const annotated = opening[0] === '(' && IDENTIFIER_END.test(within.slice(0, opening.index)) ? WORD_OPENING.exec(within.slice(0, opening.index)) : null;
    // `À la suite de la cession …, qui a fait l'objet d'un avis publié …`: the relative's antecedent is the act the clause follows.
    const followed = (opening[0] === 'qui' || opening[0] === 'dont') && NOTICE_OF_IT.test(within.slice(opening.index)) ? FOLLOWED_ACT.exec(within.slice(0, opening.index)) : null;
    // A bracket closing its sentence annotates the whole sentence's act (`La dissolution … a été décidée
    // par l'assemblée du 12 février 2026, qui avait désigné M. X liquidateur (avis publié au JONC du 24
    // février 2026).`), when another sentence tells the notice's own event.
    // Not where the sentence dates something after that publication (`ont décidé le 22 septembre de rapporter la
    // décision qu'ils avaient prise le 2 juin (avis publié au JONC du 11 juin)`): the sentence tells a later act of its own.
    const published = isoDatesOf(m[0]).at(-1);
    const sentence = opening[0] === '(' && !annotated && published !== undefined && BRACKET_CLOSES_SENTENCE.test(folded.slice(m.index + m[0].length))
      && isoDatesOf(within).every((iso) => iso <= published) && tellsOwnEvent(folded.slice(0, from + sentenceStart + 1) + folded.slice(m.index + m[0].length));
    spans.push({ start: from + sentenceStart + 1 + (followed?.index ?? annotated?.index ?? (sentence ? 0 : opening.index)), end: m.index + m[0].length });
  }
  return spans;
}
