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

/** The event nouns a lapse can have as its subject or object, each with the type it would be evidence of. */
const EVENT_NOUNS: ReadonlyArray<readonly [RegExp, AnnonceType]> = [
  [/\b(?:augmentation|reduction|augmenter|reduire|operation sur le)\b(?: (?:de |du )(?:son |le )?capital)?/g, 'capital'],
  [/\btransfert(?: (?:du |de |de son )?siege)?|\btransferer le siege\b/g, 'siege'],
  [/\bdissolution\b|\bdissoudre\b|\bmise en liquidation\b/g, 'dissolution'],
  [/\b(?:cession|vente|ceder)\b/g, 'cession'],
  [/\btransformation\b|\btransformer\b/g, 'statuts'],
];

/**
 * A predicate that says its subject was not carried out: not realised, subscribed, completed or
 * lifted, lapsed, adjourned, postponed (not to a date), abandoned, without effect, for want of
 * subscriptions.
 */
const LAPSE_AFTER = new RegExp(
  [
    String.raw`\b(?:n'(?:a|ont|avait|avaient|ayant|aura|auront|est|sont|etait|etaient)|ne (?:sera|seront|pourra|pourront|peut|peuvent))\s+(?:(?:donc|finalement|toujours|ainsi)\s+)?(?:(?:pas|point|jamais)\s+(?:pu\s+)?|pu\s+)(?:ete\s+|etre\s+|eu\s+|fait\s+l'objet\s+d'une?\s+)?(?:realisee?s?|souscrite?s?|libere(?:e|s|es)?|intervenue?s?|lieu|effectuee?s?|menee?s?(?: a (?:son |leur )?terme)?|aboutie?s?|abouti|suivie?s? d'effet|mise?s? en oeuvre|levee?s?|remplie?s?|constatee?s? (?:comme )?definitive)\b`,
    String.raw`\b(?:est|sont|etait|etaient|soit|devient|deviennent|a ete|ont ete|se trouve|se trouvent|reste|restent|demeure|demeurent|etant|ayant ete)\s+(?:(?:donc|desormais|devenue?s?|restee?s?|demeuree?s?|definitivement|purement et simplement)\s+)*(?:caduque?s?|frappee?s? de caducite|ajournee?s?(?! au \d| au 1er| a compter)|reportee?s?(?! au \d| au 1er| a compter| a nouveau)|abandonnee?s?|sans (?:effet|objet|suite)|non avenue?s?)\b`,
    String.raw`\bfaute (?:de |d')(?:souscriptions?|souscripteurs?|realisation|financement|agrement|avoir ete (?:souscrite?s?|realisee?s?|liberee?s?))\b`,
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
    String.raw`\b(?:(?:a|ont|avait|avaient)\s+(?:ajourne|reporte|abandonne)|(?:ajourner|reporter|abandonner))\s+(?:(?:la|sa|leur|cette|les|ses) (?:decision|deliberation|resolution)s?\b|(?:le|son|leur|ce) projet\b|l'operation\b|(?:le |la |l')(?=transfert|dissolution|cession|vente|augmentation|reduction|transformation))`,
    String.raw`\bcaducite (?:de|du|des|d')`,
    String.raw`\b(?:ajournement|abandon|report) (?:de (?:la|sa|leur) (?:decision|deliberation|resolution)\b|du projet\b|de l'operation\b|du (?=transfert)|de la (?=dissolution|cession|vente|reduction|augmentation|transformation)|de l'(?=augmentation))`,
  ].join('|'),
  'g',
);

/** The words a lapse needs (gate: most notices hold none of them). */
const GATE = /cadu|ajourn|report|abandon|faute d|n'a pas|n'ont pas|n'ayant pas|n'aura pas|n'a pu|sans effet|sans objet|sans suite|non avenu|ne sera pas|ne pourra pas/;

/** Subjects between the event noun and its lapse that are another thing's (`les parts … n'ont pas été libérées`). */
const OTHER_SUBJECT = /\b(?:les|des|ses|leurs)\s+(?:\w+\s+)?(?:parts|actions|titres|creances|pertes|comptes|statuts|articles|fonctions|mandats)\b|\b(?:qui|dont|lequel|laquelle|lesquels|lesquelles)\b(?![^,]*,)/;

/** Where the sentence holding `at` starts (a full stop, a semicolon, a blank line), looking back at most 240 characters. */
function sentenceStart(text: string, at: number): number {
  const from = Math.max(0, at - 240);
  const before = text.slice(from, at);
  const stop = Math.max(before.search(/[;!?](?![\s\S]*[;!?])/), before.search(/\.(?=\s)(?![\s\S]*\.(?=\s))/), before.search(/\n[ \t]*\n(?![\s\S]*\n[ \t]*\n)/));
  return stop < 0 ? from : from + stop + 1;
}

interface Noun {
  readonly type: AnnonceType;
  readonly index: number;
  readonly end: number;
}

/** The event nouns of `text` between `from` and `to`, in order. */
function nounsIn(text: string, from: number, to: number): Noun[] {
  const nouns: Noun[] = [];
  const span = text.slice(from, to);
  for (const [pattern, type] of EVENT_NOUNS) for (const m of span.matchAll(pattern)) nouns.push({ type, index: from + m.index, end: from + m.index + m[0].length });
  return nouns.sort((a, b) => a.index - b.index);
}

/** One event the text says was left undone: its type, and the span of its words (from the noun to the lapse's end). */
export interface UnrealisedEvent {
  readonly type: AnnonceType;
  readonly index: number;
  readonly end: number;
}

/** The events a folded text records as decided but left undone. */
export function unrealisedEvents(folded: string): UnrealisedEvent[] {
  if (!GATE.test(folded)) return [];
  const found: UnrealisedEvent[] = [];
  for (const lapse of folded.matchAll(LAPSE_AFTER)) {
    const start = sentenceStart(folded, lapse.index);
    const noun = nounsIn(folded, start, lapse.index).at(-1);
    if (noun === undefined || OTHER_SUBJECT.test(folded.slice(noun.end, lapse.index))) continue;
    found.push({ type: noun.type, index: noun.index, end: lapse.index + lapse[0].length });
  }
  for (const lapse of folded.matchAll(LAPSE_BEFORE)) {
    const after = lapse.index + lapse[0].length;
    const clause = folded.slice(after, after + 100).search(/[.;:\n]|,\s(?!(?:decidee?|votee?|prise?)\b)/);
    const noun = nounsIn(folded, after, after + (clause < 0 ? 100 : clause))[0];
    if (noun === undefined) continue;
    found.push({ type: noun.type, index: lapse.index, end: noun.end });
  }
  return found;
}
