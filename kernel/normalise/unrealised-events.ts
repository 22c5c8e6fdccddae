/**
 * Events a notice records as decided but left undone (issue 32): a capital increase that `n'a pas
 * été réalisée`, `devenue caduque faute de souscriptions`; a transfer `reporté à une date
 * ultérieure`; a reduction `sans effet` because its condition `n'a pas été levée`; an assembly that
 * `a ajourné sa décision sur la dissolution`; `l'abandon du projet de cession`. A reader takes no
 * event from them and reads what the notice records as done instead (the appointment the same
 * meeting made).
 *
 * Two shapes. The lapse told after the event, its subject (`L'augmentation de capital décidée le 5
 * janvier n'a pas été souscrite`, `cette augmentation est caduque`): the event is the nearest event
 * noun before the lapse in its sentence, however far the decision it refers to was told (`avait
 * décidé d'augmenter le capital ; cette augmentation n'a pas été réalisée`). The lapse told before
 * the event, its object (`a ajourné la décision de transfert du siège`, `caducité de l'augmentation
 * du capital`): the nearest event noun after it in its clause.
 *
 * Not a lapse: a postponement to a date (`le transfert est reporté au 1er mai` only moves the
 * event's effect), and a decision withdrawn or annulled (`a rapporté sa décision de transférer le
 * siège`): that is a new decision on the same thing, which changes the record back (the labelled
 * choice of the decisions group, m10: `siege`; a dissolution withdrawn is resumed-activity.ts's).
 * Folded text; gated by the lapse words, which most notices lack.
 */

import type { AnnonceType } from '../model/announcement.ts';
import { negationWordsOf } from './negation-words.ts';
import { withLastResults } from './recent-results.ts';

/**
 * The event nouns a lapse can have as its subject or object, each with the types it would be
 * evidence of (a merger is the absorbing company's capital and the absorbed company's dissolution).
 */
const EVENT_NOUNS: ReadonlyArray<readonly [RegExp, readonly AnnonceType[]]> = [
  [/\b(?:augmentation|reduction|augmenter|reduire|operation sur le)\b(?: (?:de |du )(?:son |le )?capital)?/g, ['capital']],
  [/\btransfert(?: (?:du |de |de son )?siege)?|\btransferer le siege\b/g, ['siege']],
  [/\bdissolution\b|\bdissoudre\b|\bmise en liquidation\b/g, ['dissolution']],
  [/\b(?:cession|vente|ceder|location-gerance|location gerance)\b/g, ['cession']],
  [/\btransformation\b|\btransformer\b|\bprorogation\b|\bmodification (?:de l'objet|des statuts|de la denomination|de l'article)|\bchangement de (?:denomination|nom|l'objet)|\bextension de l'objet/g, ['statuts']],
  [/\b(?:fusion|absorption|scission)\b/g, ['capital', 'dissolution']],
  [/\b(?:nomination|designation|candidature)\b/g, ['nomination']],
];

/**
 * A predicate that says its subject was not carried out: not realised, subscribed, completed,
 * lifted or adopted, lapsed, adjourned, postponed (not to a date), abandoned, rejected or refused
 * (`la résolution portant nomination de M. X a été rejetée`, `l'agrément ayant été refusé`),
 * without effect, for want of subscriptions.
 */
const LAPSE_AFTER = new RegExp(
  [
    String.raw`\b(?:n'(?:a|ont|avait|avaient|ayant|aura|auront|est|sont|etait|etaient)|ne (?:sera|seront|pourra|pourront|peut|peuvent))\s+(?:(?:donc|finalement|toujours|ainsi)\s+)?(?:(?:pas|point|jamais)\s+(?:pu\s+)?|pu\s+)(?:ete\s+|etre\s+|eu\s+|fait\s+l'objet\s+d'une?\s+)?(?:realisee?s?|souscrite?s?|libere(?:e|s|es)?|intervenue?s?|lieu|effectuee?s?|menee?s?(?: a (?:son |leur )?terme)?|aboutie?s?|abouti|aboutir|avoir lieu|intervenir|se realiser|(?:valablement )?(?:deliberer|statuer)|regularisee?s?|conclue?s?|finalisee?s?|concretisee?s?|suivie?s? d'effet|mise?s? en oeuvre|levee?s?|remplie?s?|adoptee?s?|approuvee?s?|votee?s?|acceptee?s?|constatee?s? (?:comme )?definitive)\b`,
    String.raw`\b(?:est|sont|etait|etaient|soit|devient|deviennent|a ete|ont ete|se trouve|se trouvent|reste|restent|demeure|demeurent|etant|ayant ete)\s+(?:(?:donc|desormais|devenue?s?|restee?s?|demeuree?s?|definitivement|purement et simplement)\s+)*(?:caduque?s?|frappee?s? de caducite|ajournee?s?(?! au \d| au 1er| a compter)|reportee?s?(?! au \d| au 1er| a compter| a nouveau)|abandonnee?s?|rejetee?s?|refusee?s?|repoussee?s?|suspendue?s?|retiree?s? de l'ordre du jour|sans (?:effet|objet|suite)|non avenue?s?)\b`,
    // A future denied ('la cession envisagée n'interviendra pas'; not 'pas avant le 1er mai'), a vote not obtained ('n'a pas recueilli la majorité').
    String.raw`\bn'(?:interviendra|interviendront|aboutira|aboutiront)\s+(?:donc\s+)?(?:pas|point|jamais)\b(?!\s+(?:avant|qu|que|sans|en|d'ici)\b)|\bne se (?:fera|feront|realisera|realiseront) pas\b|\bn'(?:a|ont|ayant) pas (?:recueilli|obtenu|reuni) (?:la|le|l') ?(?:majorite|quorum|vote|accord|agrement)`,
    // Its examination put off, told by the pronoun ('saisie d'un projet d'augmentation du capital, en a ajourné l'examen').
    String.raw`\ben (?:a|ont|avait|avaient) (?:ajourne|reporte|differe|suspendu|renvoye)\s+(?:l'examen|l'etude|la discussion|le vote|la decision)\b`,
    // Left to a notice of its own ('le contrat de location-gérance … fera l'objet d'une publication séparée'),
    // or decided by an act of its own ('la SCP X, dont ils ont décidé la dissolution par acte séparé').
    String.raw`\bpar (?:un )?acte (?:separe|distinct)\b`,
    String.raw`\b(?:fera|feront|fait|font) l'objet d'une? (?:publication|insertion|annonce|avis)s? (?:separee?s?|ulterieure?s?|distincte?s?)\b`,
    // Only planned ('la prise en location-gérance, envisagée pour le début de l'année prochaine').
    String.raw`,\s*(?:seulement |encore )?(?:envisagee?s?|projetee?s?)\s+(?:pour|a|au|en|dans|d'ici)\b`,
    String.raw`\bfaute (?:de |d')(?:souscriptions?|souscripteurs?|realisation|financement|agrement|quorum|avoir ete (?:souscrite?s?|realisee?s?|liberee?s?))\b`,
  ].join('|'),
  'g',
);

/**
 * A word that tells the lapse of the event it governs: an assembly that adjourns, postpones or
 * gives up its decision, its project or the event itself (`a ajourné sa décision sur la
 * dissolution`, `d'abandonner le projet de cession`), or the noun of that lapse (`caducité de`,
 * `ajournement de la décision de`, `abandon du projet de`, `report du transfert`). The object must
 * be a decision, a project or the event: `a reporté la perte en report à nouveau` postpones nothing.
 */
const LAPSE_BEFORE = new RegExp(
  [
    String.raw`\b(?:(?:a|ont|avait|avaient)\s+(?:ajourne|reporte|abandonne|differe|suspendu)|(?:ajourner|reporter|abandonner|differer|suspendre)|(?:(?:a|ont|avait|avaient)\s+)?(?:rejete|refuse|repousse)|(?:rejeter|refuser|repousser)|(?:surseoir|sursis|sursoit|sursoient)\s+a(?:\s+statuer\s+sur)?)\s+(?:(?:la|sa|leur|cette|les|ses) (?:decision|deliberation|resolution)s?\b|(?:le|son|leur|ce) projet\b|l'operation\b|(?:le |la |l')(?=transfert|dissolution|cession|vente|augmentation|reduction|transformation|fusion|absorption|scission))`,
    String.raw`\bcaducite (?:de|du|des|d')`,
    String.raw`\b(?:ajournement|abandon|report) (?:de (?:la|sa|leur) (?:decision|deliberation|resolution)\b|du projet\b|de l'operation\b|du (?=transfert)|de la (?=dissolution|cession|vente|reduction|augmentation|transformation|fusion|scission)|de l'(?=augmentation|absorption))`,
  ].join('|'),
  'g',
);

/**
 * The same lapse told by its bare participle right after the event, as a label's value or a
 * telegraphic item does (`Augmentation de capital : non réalisée`, `projet de transfert du siège
 * abandonné`): the event noun must stand within a few words before it.
 */
const LAPSE_BARE =
  /\bnon (?:realisee?s?|souscrite?s?|intervenue?s?|adoptee?s?|approuvee?s?|votee?s?)\b|(?<=\b(?:transfert|siege|social|capital|dissolution|anticipee|cession|vente|fonds|parts|actions|transformation|fusion|projet|sas|sarl)\s*[:,-]?\s*)(?:caduque?s?|abandonnee?s?|ajournee?s?|rejetee?s?|refusee?s?|annulee?s? faute)\b/g;

/**
 * A project left to a meeting to come, told by a relative clause right after it (`du projet de
 * transfert du siège à X, qui sera soumis à une prochaine assemblée`): the clause is the project's
 * only where the event noun is the complement of `projet` and nothing but its own complements
 * stands between (no comma, no `et`: `le transfert du siège et le rapport, qui sera soumis au vote`
 * leaves the transfer decided).
 */
const LEFT_TO_LATER_MEETING =
  /,\s*(?:qui|lequel|laquelle|lesquels|lesquelles) (?:sera|seront|devra|devront etre) (?:soumise?s?|presentee?s?|proposee?s?) (?:a|au|aux) (?:une |la |l'|des )?(?:prochaine |future |nouvelle |ulterieure )?(?:assemblee|vote|approbation|deliberation|decision|conseil)/g;
const PROJECT_OF = /\bprojets? (?:de |d')$/;
const NOT_A_COMPLEMENT = /[,;:]|\bet\b/;

/** The longest gap between a bare participle and its event noun. */
const BARE_REACH = 40;

/** Subjects between the event noun and its lapse that are another thing's (`les parts … n'ont pas été libérées`; not the noun's complement, `la cession de ses parts`). */
const OTHER_SUBJECT = /(?<!\b(?:de|d'|a|par|sur|en|pour|avec)\s)\b(?:les|ses|leurs)\s+(?:\w+\s+)?(?:parts|actions|titres|creances|pertes|comptes|statuts|articles|fonctions|mandats)\b|\b(?:qui|dont|lequel|laquelle|lesquels|lesquelles)\b(?![^,]*,)/;

/** A full stop that ends no sentence: a civility's, an initial's, an abbreviation's (`M. X`, `art. 4`). */
const NO_STOP_BEFORE = /\b(?:[a-z]|mm|mme|mmes|mlle|me|mr|dr|pr|art|ste|soc|no|st)$/;

/** Where the sentence holding `at` starts (a full stop, a semicolon, a blank line), looking back at most 240 characters. */
function sentenceStart(text: string, at: number): number {
  const from = Math.max(0, at - 240);
  let start = from;
  for (const stop of text.slice(from, at).matchAll(/[;!?]|\.(?=\s)|\n[ \t]*\n/g)) {
    const end = from + stop.index;
    if (stop[0] === '.' && NO_STOP_BEFORE.test(text.slice(Math.max(0, end - 5), end))) continue;
    start = end + stop[0].length;
  }
  return start;
}

interface Noun {
  readonly types: readonly AnnonceType[];
  readonly index: number;
  readonly end: number;
}

/** The event nouns of `text` between `from` and `to`, in order. */
function nounsIn(text: string, from: number, to: number): Noun[] {
  const nouns: Noun[] = [];
  const span = text.slice(from, to);
  for (const [pattern, types] of EVENT_NOUNS) for (const m of span.matchAll(pattern)) nouns.push({ types, index: from + m.index, end: from + m.index + m[0].length });
  return nouns.sort((a, b) => a.index - b.index);
}

/**
 * No decision taken on the points just told (`…, ainsi que d'un projet d'augmentation du capital ;
 * aucune décision n'a été prise sur ces points`): every event the clause or the sentence before
 * named was only told of, not decided.
 */
const NO_DECISION_ON = /\baucune (?:decision|resolution) n'(?:a|ayant) ete (?:prise|adoptee|votee) (?:(?:sur|concernant) (?:ces|ce|cette) (?:points?|questions?|projets?|sujets?)|a (?:ce|leur) sujet)\b/g;

/** A noun that refers back to the project, operation, resolution or proposal the sentence before told (`la mise au vote de ce projet a été reportée`, `Cette résolution a été rejetée`). */
const REFERRING = /\b(?:ce|cet|cette|ledit|ladite) (?:projet|operation|resolution|proposition)\b/;

/** The event a referring noun between `start` and `to` refers to: the sentence before's last event noun. */
function referredNoun(text: string, start: number, to: number): Noun | undefined {
  if (start === 0 || !REFERRING.test(text.slice(start, to))) return undefined;
  return nounsIn(text, sentenceStart(text, start - 1), start).at(-1);
}

/**
 * One event the text says was left undone: its type, the span of its words (from the noun to the
 * lapse's end, or from the lapse to the noun's end), and the two pieces that tell it apart from the
 * parties named between them (its noun, its lapse).
 */
export interface UnrealisedEvent {
  readonly type: AnnonceType;
  readonly index: number;
  readonly end: number;
  readonly pieces: ReadonlyArray<readonly [number, number]>;
}

/**
 * The events a folded text records as decided but left undone. The denials and the type read the
 * same text's lapses one after the other: its last texts' are kept (the result is shared: read it,
 * never change it; speed only).
 */
export const unrealisedEvents: (folded: string) => readonly UnrealisedEvent[] = withLastResults(readUnrealisedEvents);

const NONE: readonly UnrealisedEvent[] = Object.freeze([]);

/** The events of an event noun told before its lapse (`l'augmentation … n'a pas été réalisée`), one for each type it is evidence of. */
function eventsBeforeLapse(noun: Noun, lapseIndex: number, lapseEnd: number): UnrealisedEvent[] {
  const pieces = [[noun.index, noun.end], [lapseIndex, lapseEnd]] as const;
  return noun.types.map((type) => ({ type, index: noun.index, end: lapseEnd, pieces }));
}

function readUnrealisedEvents(folded: string): readonly UnrealisedEvent[] {
  // Gated by the lapses' words, which most notices lack (negation-words.ts).
  if (!negationWordsOf(folded).lapse) return NONE;
  const found: UnrealisedEvent[] = [];
  for (const lapse of folded.matchAll(LAPSE_AFTER)) {
    const start = sentenceStart(folded, lapse.index);
    const noun = nounsIn(folded, start, lapse.index).at(-1) ?? referredNoun(folded, start, lapse.index);
    if (noun === undefined || OTHER_SUBJECT.test(folded.slice(noun.end, lapse.index))) continue;
    found.push(...eventsBeforeLapse(noun, lapse.index, lapse.index + lapse[0].length));
  }
  for (const lapse of folded.matchAll(NO_DECISION_ON)) {
    const start = sentenceStart(folded, lapse.index);
    const from = start > 0 ? sentenceStart(folded, start - 1) : 0;
    for (const noun of nounsIn(folded, from, lapse.index)) {
      found.push(...eventsBeforeLapse(noun, lapse.index, lapse.index + lapse[0].length));
    }
  }
  for (const lapse of folded.matchAll(LEFT_TO_LATER_MEETING)) {
    const noun = nounsIn(folded, sentenceStart(folded, lapse.index), lapse.index).at(-1);
    if (noun === undefined || !PROJECT_OF.test(folded.slice(Math.max(0, noun.index - 12), noun.index)) || NOT_A_COMPLEMENT.test(folded.slice(noun.end, lapse.index))) continue;
    found.push(...eventsBeforeLapse(noun, lapse.index, lapse.index + lapse[0].length));
  }
  for (const lapse of folded.matchAll(LAPSE_BARE)) {
    const noun = nounsIn(folded, Math.max(sentenceStart(folded, lapse.index), lapse.index - BARE_REACH), lapse.index).at(-1);
    if (noun === undefined) continue;
    found.push(...eventsBeforeLapse(noun, lapse.index, lapse.index + lapse[0].length));
  }
  for (const lapse of folded.matchAll(LAPSE_BEFORE)) {
    const after = lapse.index + lapse[0].length;
    const clause = folded.slice(after, after + 100).search(/[.;:\n]|,\s(?!(?:decidee?|votee?|prise?)\b)/);
    const noun = nounsIn(folded, after, after + (clause < 0 ? 100 : clause))[0];
    if (noun === undefined) continue;
    const pieces = [[lapse.index, after], [noun.index, noun.end]] as const;
    for (const type of noun.types) found.push({ type, index: lapse.index, end: noun.end, pieces });
  }
  return found;
}
