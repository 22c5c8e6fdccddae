/**
 * Events a notice names only to deny them or to leave them undone (issue 32): `la fusion n'a donné
 * lieu ni à augmentation de capital ni à échange de titres`, `transfert de siège sans modification
 * du capital`, `aucune dissolution n'a été décidée`, `pas de cession`, `les associés envisagent de
 * transférer le siège`, `a rejeté la résolution relative à la réduction du capital`. A reader takes
 * no event from such words, whatever the event; the readers that count event words (the type's
 * evidence, the subject's role words) read the text with them blanked.
 *
 * The scope is the negation's clause, not its sentence, so the event told beside it stays read
 * (`sans modification du capital, le siège est transféré` is a transfer; an increase `sans émission
 * de titres nouveaux` is a capital operation): from the negation to the next clause mark (a comma,
 * a semicolon, a colon, a bracket, a full stop that ends a sentence), a conjunction that opens
 * another clause (`et Mme Y a été nommée`, `mais`), a finite verb of decision after the negated one
 * (`les associés, n'ayant pas souhaité poursuivre l'activité ont décidé la dissolution`), a line
 * that opens an item or a label, or a blank line. A negated predicate denies its subject too when
 * that subject opens the clause (`La dissolution anticipée n'a pas été votée`, `le capital social
 * n'est pas modifié`).
 *
 * Not denied, because a reader reads an event in them: `ne … plus` (`M. X n'est plus gérant` is a
 * departure), an office not renewed (`le mandat de M. X n'a pas été renouvelé`, `non reconduit`:
 * the mandate ends, a change of officers), a decision to come (`sera dissoute à compter du …`). A
 * project of merger is merger-project.ts's: it is approved in the same words it is proposed.
 *
 * The one reading of what a notice says did not happen, which every consumer asks (the type, the
 * subject's act features and rule judgments, the type fallback's words, the officers, the legal
 * form): fixed wordings that reach past a clause (`il n'y a pas lieu à dissolution`, `n'a pas
 * augmenté son capital`, `statuer sur une augmentation du capital`), then the clause a negating
 * word governs, then the events decided but left undone (unrealised-events.ts); and, for a
 * heading's event, the body that says its object is unchanged (`headingEventDenied`); a court's
 * refusal to open a procedure (`procedureRefused`).
 * Folded text; the result keeps the text's length and line breaks, so indices still point into it.
 */

import { matchesOf } from './global-pattern.ts';
import type { AnnonceType } from '../model/announcement.ts';
import { mayMatch as mayHoldWords } from './required-literal.ts';
import { unrealisedEvents, type UnrealisedEvent } from './unrealised-events.ts';
import { withLastResults } from './recent-results.ts';
import { negationWordsOf } from './negation-words.ts';

/**
 * An event the notice says does not happen is no evidence of it: 'décidé de ne pas prononcer la
 * dissolution anticipée', 'il n'y a pas lieu à dissolution', 'qu'il n'y avait pas lieu de prononcer
 * la dissolution anticipée', 'afin d'éviter la dissolution de plein droit', and in a grid's
 * telegraphic cell 'pas de dissolution anticipée', 'sans dissolution anticipée', 'refus de la
 * dissolution anticipée' (continuing despite losses, a prorogation).
 */
const NEGATED_EVENT =
  /\b(?:ne pas (?:prononcer|decider|voter)|n'y a(?:vait)? pas lieu a|pas lieu (?:a|de (?:prononcer|decider))|eviter|ecarter|ne pas proceder a|refuse|rejete)\s+(?:la |sa |une )?(?:dissolution|mise en liquidation)\b(?:\s+(?:anticipee|de plein droit|de la societe))*|\b(?:pas de|sans|refus de|aucune)\s+(?:la\s+)?dissolution anticipee\b/g;

/**
 * A capital operation the notice says did not take place: 'il n'a pas été procédé à une
 * augmentation de capital', 'sans augmentation de capital' (a simplified merger into the sole
 * shareholder, whose only change of record is the absorbed company's dissolution); one a meeting
 * was called to decide on ('convoquée pour statuer sur une augmentation du capital'): what it
 * decided is told by its own verb.
 */
const NEGATED_CAPITAL =
  /\b(?:n'a pas ete procede a|n'a pas donne lieu a|ne donne pas lieu a|pas lieu a|sans|aucune|pas d'|(?:statuer|deliberer|se prononcer) sur)\s+(?:une\s+|l'|d')?(?:augmentation|reduction|modification)\s+(?:de|du)\s+(?:son\s+)?capital\b/g;

/**
 * A capital the notice says its company did not change, told with the verb rather than the noun
 * ('la société absorbante n'a pas augmenté son capital', 'sans augmenter son capital', 'n'ayant pas
 * modifié le capital'): a simplified merger into the company that holds every share is told so, and
 * its only change of record is the absorbed company's dissolution.
 */
const CAPITAL_NOT_CHANGED =
  /\b(?:(?:n'a|n'ont|n'avait|n'avaient|n'ayant|ne sera|n'a ete|n'est)\s+(?:donc\s+|ainsi\s+)?(?:pas|point|aucunement)\s+(?:ete\s+)?|sans\s+)(?:augmente|augmenter|reduit|reduire|modifie|modifier)e?\s+(?:son|le|leur)\s+capital(?:\s+social)?\b/g;

/** The fixed wordings, each blanked where it holds (a text without a wording's words is not scanned: speed only). */
const FIXED_WORDINGS = [NEGATED_EVENT, NEGATED_CAPITAL, CAPITAL_NOT_CHANGED];

function withoutFixedWordings(folded: string): string {
  let text = folded;
  for (const wording of FIXED_WORDINGS) if (mayHoldWords(wording, text)) text = text.replace(wording, (m) => m.replace(/[^\n]/g, ' '));
  return text;
}

/**
 * A heading's event the body denies by its object, the object the sentence's subject ('Le siège
 * social n'est pas modifié' under 'AVIS DE TRANSFERT DE SIÈGE', 'Le capital demeure inchangé'), not a
 * complement ('le nombre d'actions composant le capital social demeure inchangé'). Only for the
 * heading's event: a body that tells an operation and then the capital unchanged (an accordion)
 * still tells the operation.
 */
const UNCHANGED = String.raw`(?:n'est pas (?:modifie|transfere)|n'a pas ete (?:modifie|transfere)|(?:demeure|reste|est) inchange)\b`;
const OPENS = String.raw`(?:^|[.;:]\s*|\n\s*)`;
const OBJECT_UNCHANGED: Partial<Record<AnnonceType, RegExp>> = {
  siege: new RegExp(String.raw`${OPENS}le siege (?:social )?${UNCHANGED}`),
  capital: new RegExp(String.raw`${OPENS}le capital (?:social )?${UNCHANGED}`),
};

/** Whether the body (folded, its denials not blanked) says the heading's event did not take place. */
export function headingEventDenied(type: AnnonceType, body: string): boolean {
  return OBJECT_UNCHANGED[type]?.test(body) ?? false;
}

/** The words after `ne` / `n'` that make it a negation (`plus` tells a change, `que` a restriction: neither). */
const PARTICLE = String.raw`(?:pas|point|aucune?|jamais|nullement|ni)`;

/**
 * What opens a denial: `ne … pas` (the particle within the clause), `ni` beside another `ni` or a
 * `ne`, `sans`, `aucun(e)`, `pas de`, `non` before a word, a wish or an intention (`envisage de`,
 * `a l'intention de`, `se propose de`), a refusal or a renouncement (`a rejeté`, `refus de`, `a renoncé à`) and `éviter`.
 */
const CUE = new RegExp(
  [
    // Folded, a birth's 'né le …', 'né à …' is spelled as the particle: not one.
    String.raw`\b(?:ne(?! (?:le|la|a|en|au|aux|vers|dans) )|n')(?=[^.;:,\n]{0,40}?\b${PARTICLE}\b)`,
    String.raw`\bni\b(?=[^.;\n]{1,160}?\bni\b)`,
    // The word first, then the look back for its `ne` (a look back at every position costs).
    String.raw`\bni\b(?<=\b(?:ne|n')[^.;\n]{0,80}?\bni)`,
    // `approuvé sans réserve`, `sans aucune restriction` approve in full: no denial.
    String.raw`\bsans\b(?! (?:aucune )?(?:reserves?|restrictions?)\b)`,
    String.raw`\baucune?s?\b(?! (?:reserves?|restrictions?)\b)`,
    String.raw`\bpas (?:de |d'|du |des )(?!porte\b)`,
    String.raw`\bnon[- ](?=[a-z])`,
    String.raw`\b(?:envisagee?s?|envisage(?:nt|ait|aient)? (?:de|d')|projette(?:nt)? (?:de|d')|(?:a|ont|avait|avaient) l'intention (?:de|d')|se propose(?:nt)? (?:de|d'))`,
    String.raw`\b(?:(?:a|ont) (?:rejete|refuse)|rejette(?:nt)?|refuse(?:nt)?|refus (?:de|d')|rejet (?:de|d')|eviter|ecarter)\b`,
    String.raw`\b(?:(?:a|ont) renonce|renonce(?:nt)?|renonciation) a\b`,
  ].join('|'),
  'g',
);

/**
 * A negated office's renewal: the mandate ends, which is the change of officers the notice tells
 * (`n'a pas été renouvelé`, `ne pas renouveler le mandat`, `non reconduit`). Left to be read.
 */
const RENEWAL_DENIED = /^(?:ne\s+|n'|non[- ])(?:(?:a|ont|est|sont|etant|sera|seront|ayant|pas)\s+)*(?:pas\s+|point\s+)?(?:ete\s+)?(?:renouvel|reconduit|reconduire)/;

/** A full stop that ends no clause: a civility's, an amount's, an abbreviation's. */
const NO_STOP_BEFORE = /\b(?:m|mm|mme|mmes|mlle|me|mr|dr|pr|art|ste|soc|sg|nouv|anc|cap|modif|aug|augm|transf|n)$/;

/**
 * What ends the clause a denial governs: a clause mark, a conjunction before another clause (not a
 * coordinated complement, `sans transfert du siège et de l'activité`, but a coordinated infinitive,
 * `de ne pas dissoudre la société et de réduire le capital`), a subordinating conjunction (`bien que
 * les capitaux propres soient …`), a blank line, a line that opens an item or a label.
 */
const CLAUSE_END =
  /[;:()!?]|,(?!\d)|\.|\b(?:et|ou)\b(?! (?:de|d'|du|des|la|le|les|l'|un|une|en|sans|ni|a la|au|aux)\b)|\b(?:et|ou) (?:de |d')(?=[a-z]+(?:er|ir|re)\b)|\b(?:mais|puis|car|or|tandis que|alors que|lorsque|puisque|tout en|bien que|quoique|malgre|meme si|des lors que|parce que|afin (?:de|d'|que)|de sorte que|si bien que|compte tenu|en raison|attendu que|vu que)\b|\n[ \t]*\n|\n(?=[ \t]*(?:[-\u2022*>]|\d+[ \t]*[.)\u00b0-]|[a-z][.)][ \t]|[^\n:]{1,40}:))/g;

/** A finite verb of a decision after the negated one: the clause it opens is not denied (a participle, not the noun: `à transfert` opens nothing). */
const DECISION_VERB =
  /\b(?:a|ont|avons|ai|est|sont|sera|seront)\s+(?:(?:ete|egalement|en outre|donc|alors|ensuite|aussi)\s+)*(?:decide|approuve|nomme|designe|transfere|constate|prononce|adopte|vote|autorise|agree|modifie|augmente|reduit|porte|proroge|accepte|pris|dissous|dissoute|absorbe|cede|vendu|acquis|consenti|coopte|elu|ratifie|fixe|etendu|remplace)(?:e|s|es)?\b/g;

/** The longest clause a denial governs (a longer one is not read as a clause). */
const LONGEST = 220;

/** Where the clause that starts at `from` ends (the verb boundary counted only after `verbFrom`). */
function clauseEnd(text: string, from: number, verbFrom: number): number {
  const limit = Math.min(text.length, from + LONGEST);
  let end = limit;
  CLAUSE_END.lastIndex = from;
  for (let m = CLAUSE_END.exec(text); m !== null && m.index < end; m = CLAUSE_END.exec(text)) {
    if (m[0] === '.' && (NO_STOP_BEFORE.test(text.slice(Math.max(0, m.index - 6), m.index)) || /\d/.test(text[m.index + 1] ?? ''))) continue;
    end = m.index;
    break;
  }
  if (verbFrom >= end) return end;
  // Only the clause is searched for the verb (a search to the text's end for each cue costs).
  const clause = text.slice(verbFrom, end);
  DECISION_VERB.lastIndex = 0;
  const verb = DECISION_VERB.exec(clause);
  if (verb === null) return end;
  // The clause the verb opens starts at the conjunction before its subject ('ne sera pas remplacée
  // et la société sera dissoute').
  const between = clause.slice(0, verb.index);
  const conjunction = Math.max(between.search(/\bet\b(?![\s\S]*\bet\b)/), between.search(/\bou\b(?![\s\S]*\bou\b)/));
  return verbFrom + (conjunction >= 0 ? conjunction : verb.index);
}

/** Where the clause that ends at `at` starts: after the last clause mark or conjunction before it. */
function clauseStart(text: string, at: number): number {
  const from = Math.max(0, at - 120);
  let start = from;
  CLAUSE_END.lastIndex = from;
  for (let m = CLAUSE_END.exec(text); m !== null && m.index < at; m = CLAUSE_END.exec(text)) start = m.index + m[0].length;
  if (start === from && from > 0) return at;
  return start;
}

/** A clause that opens on its subject's article (`La dissolution anticipée n'a pas …`), with no verb or relative before the negation. */
const SUBJECT_BEFORE = /^\s*(?:le|la|les|l'|son|sa|ses|leur|leurs|cette|ce|ces)\b(?![^\n]*\b(?:qui|que|dont|a|ont|est|sont)\b)[^\n]{0,100}$/;

/**
 * A negated predicate that says of its subject that it did not happen (`n'a pas été votée`, `n'est
 * pas modifié`, `n'a pas eu lieu`), as against a verb whose object is denied (`la fusion n'a donné
 * lieu ni à …`: the merger took place).
 */
const SUBJECT_DENIED =
  /^\s*(?:ete\s+)?(?:decide|prononce|vote|modifie|transfere|augmente|reduit|nomme|designe|approuve|realise|intervenu|effectue|constate|dissous|dissoute|absorbe|cede|vendu|acquis|procede|eu lieu|lieu)(?:e|s|es)?\b/;

const PARTICLE_AHEAD = new RegExp(String.raw`\b${PARTICLE}\b`, 'g');

/** The negation particle's end after a `ne` / `n'` cue (the cue saw it within its clause): the verb boundary is looked for after it. */
function particleEnd(text: string, cueEnd: number): number {
  PARTICLE_AHEAD.lastIndex = cueEnd;
  const found = PARTICLE_AHEAD.exec(text);
  return found ? found.index + found[0].length : cueEnd;
}

/** Blanks [from, to) of `chars`, keeping line breaks. */
function blank(chars: string[], from: number, to: number): void {
  for (let i = from; i < to; i += 1) if (chars[i] !== '\n') chars[i] = ' ';
}

/**
 * What a denial governs in a text: the text with its fixed wordings blanked, the clauses its cues
 * govern and the events it leaves undone (unrealised-events.ts).
 */
interface Denials {
  readonly folded: string;
  readonly clauses: ReadonlyArray<readonly [number, number]>;
  readonly lapses: readonly UnrealisedEvent[];
}

/**
 * The denials of a text, its last texts' kept: the subject's judgments and the officers read the
 * same text one after the other, keeping the parties or not (speed only).
 */
const denialsOf = withLastResults(readDenials);

function readDenials(text: string): Denials {
  // Each scan only where its words are (negation-words.ts): blanking a fixed wording adds no word.
  const words = negationWordsOf(text);
  const folded = words.fixed ? withoutFixedWordings(text) : text;
  const clauses: Array<readonly [number, number]> = [];
  if (!words.cue) return { folded, clauses, lapses: unrealisedEvents(folded) };
  for (const cue of matchesOf(CUE, folded)) {
    const at = cue.index;
    const cueEnd = at + cue[0].length;
    if (RENEWAL_DENIED.test(folded.slice(at, at + 60))) continue;
    const negatedVerb = cue[0] === 'ne' || cue[0] === "n'";
    const particle = negatedVerb ? particleEnd(folded, cueEnd) : cueEnd;
    const verbFrom = wordAfter(folded, particle);
    // `non` denies the one word it stands before (`non renouvelé`, `associé non gérant`); `sans
    // liquidation` is a term of art, whatever follows it (`dissoute sans liquidation par …`).
    const end = cue[0].startsWith('non') || (cue[0] === 'sans' && folded.startsWith(' liquidation', cueEnd)) ? wordAfter(folded, cueEnd) : clauseEnd(folded, cueEnd, verbFrom);
    let start = at;
    if (negatedVerb) {
      const opens = clauseStart(folded, at);
      if (opens < at && SUBJECT_BEFORE.test(folded.slice(opens, at)) && SUBJECT_DENIED.test(folded.slice(particle, end))) start = opens;
    }
    clauses.push([start, end]);
  }
  // An event decided but left undone (`cette augmentation n'a pas été réalisée`, unrealised-events.ts).
  return { folded, clauses, lapses: unrealisedEvents(folded) };
}

/**
 * `folded` with every event word a denial governs blanked (same length, same line breaks). With
 * `partiesKept`, an event left undone loses only its noun and its lapse, not the parties named
 * between them: the subject's judgments still read the buyer of a sale that lapsed as a buyer, but
 * no longer the company a merger that did not happen would have absorbed as absorbed.
 */
export function withoutDeniedEvents(text: string, partiesKept = false): string {
  const { folded, clauses, lapses } = denialsOf(text);
  if (clauses.length === 0 && lapses.length === 0) return folded;
  const chars = folded.split('');
  for (const [start, end] of clauses) blank(chars, start, end);
  for (const event of lapses) {
    if (partiesKept) for (const [from, to] of event.pieces) blank(chars, from, to);
    else blank(chars, event.index, event.end);
  }
  return chars.join('');
}

/** The index after the word that starts at or after `from` (the negated verb itself is no boundary). */
function wordAfter(text: string, from: number): number {
  const m = /\s*[\w']+/y;
  m.lastIndex = from;
  return m.exec(text) ? m.lastIndex : from;
}

/**
 * A court that refuses to open a procedure (`dit n'y avoir lieu à l'ouverture d'une procédure`,
 * `a rejeté la demande d'ouverture`, `déboute le créancier`) and opens, pronounces, converts or
 * appoints nothing: no procedure, whatever the heading names or the judgment's words weigh. A
 * judgment that rejects one request and pronounces the liquidation is the liquidation.
 */
const PROCEDURE_REFUSED = /\b(?:dit n'y avoir|n'y a(?:voir)? pas|n'y avoir pas) lieu a (?:l')?ouverture\b|\b(?:a|ont) (?:rejete|refuse) (?:la|sa|leur) (?:demande|requete|assignation)\b|\bdebout(?:e|ant)\b/;
const PROCEDURE_DONE = /\b(?:prononce|prononcee?s?|ouvre|ouverte?s?|convertie?|conversion|arrete le plan|placee?|designe|nomme|fixe la date)\b/;

/** Whether the folded text is a court's refusal to open a procedure, and nothing it opened. */
export function procedureRefused(folded: string): boolean {
  return PROCEDURE_REFUSED.test(folded) && !PROCEDURE_DONE.test(folded);
}
