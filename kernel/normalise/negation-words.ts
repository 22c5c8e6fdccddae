/**
 * The words the negation readings need, found in one pass over a folded text (issue 32; speed
 * only): a denial's cue and the fixed wordings of a denied dissolution or capital operation
 * (denied-events.ts), an event's lapse (unrealised-events.ts). Most notices hold none of them, and
 * each reading skips its scans on a text without its words; several readers read the same text's
 * denials, so the last texts' answers are kept. Each list holds, for every alternative of the
 * patterns it gates, a word every match of that alternative contains (inside another word too,
 * as `String.includes` finds it).
 */

import { withLastResults } from './recent-results.ts';
import { wordPresence } from './word-presence.ts';

/**
 * denied-events.ts's CUE: the particle a `ne` / `n'` needs in its clause (`pas`, `point`,
 * `aucun(e)`, `jamais`, `nullement`; `ni` below), `sans`, `aucun`, `pas de`, `non` before a word,
 * an intention (`envisage`, `projette de`, `l'intention de`, `se propose de`), a refusal (`rejet`,
 * `refus`, `éviter`, `écarter`) and a renouncement (`renonce`, `renonciation`).
 */
const CUE_WORDS = ['pas', 'point', 'aucun', 'jamais', 'nullement', 'sans', 'non-', 'non ', 'envisage', 'projette', "l'intention", 'se propose', 'rejet', 'refus', 'eviter', 'ecarter', 'renon'];

/**
 * denied-events.ts's fixed wordings: a dissolution turned down (`ne pas prononcer`, `il n'y a pas
 * lieu`, `éviter`, `écarter`, `refusé`, `rejeté`, `pas de`, `sans`, `aucune`), a capital operation
 * that did not take place or that a meeting is called to decide on (`pas`, `sans`, `aucune`,
 * `statuer`, `délibérer`, `se prononcer`), a capital not changed (`pas`, `point`, `aucunement`, `sans`).
 */
const FIXED_WORDS = ['pas', 'sans', 'aucun', 'point', 'eviter', 'ecarter', 'refus', 'rejete', 'statuer', 'deliberer', 'prononcer'];

/** unrealised-events.ts's lapses, told after the event, before it or by a bare participle. */
const LAPSE_WORDS = ['envisage', 'projete', 'cadu', 'ajourn', 'report', 'abandon', 'differ', 'suspen', 'surs', 'rejet', 'refus', 'repouss', 'non realis', 'non souscri', 'non interv', 'non adopt', 'non approuv', 'non vot', "n'intervien", "n'aboutir", 'ne se ', 'recueilli', 'ordre du jour', 'faute d', "n'a pas", "n'ont pas", "n'ayant pas", "n'aura pas", "n'a pu", 'sans effet', 'sans objet', 'sans suite', 'non avenu', 'ne sera pas', 'ne pourra pas', 'aucune decision', 'aucune resolution', 'renvoy', 'soumis', 'sera present', 'seront present', 'sera propos', 'seront propos', "l'objet d'un", 'acte separe', 'acte distinct'];

/** `ni` standing alone (`ni … ni`, `ne … ni`), a cue: two letters, inside too many words to be sought in the pass. */
const NI = /\bni\b/;

/** Which negation readings a folded text may hold. */
export interface NegationWords {
  /** A denial's cue. */
  readonly cue: boolean;
  /** A fixed wording of a denied dissolution, liquidation or capital operation. */
  readonly fixed: boolean;
  /** An event's lapse. */
  readonly lapse: boolean;
}

const WORDS = [...new Set([...CUE_WORDS, ...FIXED_WORDS, ...LAPSE_WORDS])];
const PRESENCE = wordPresence(WORDS);
const present = new Uint8Array(WORDS.length);
const idsOf = (words: readonly string[]): readonly number[] => words.map((word) => WORDS.indexOf(word));
const CUE_IDS = idsOf(CUE_WORDS);
const FIXED_IDS = idsOf(FIXED_WORDS);
const LAPSE_IDS = idsOf(LAPSE_WORDS);
const holdsOne = (ids: readonly number[]): boolean => ids.some((id) => present[id] === 1);

function readNegationWords(folded: string): NegationWords {
  present.fill(0);
  PRESENCE.mark(folded, present);
  return { cue: holdsOne(CUE_IDS) || NI.test(folded), fixed: holdsOne(FIXED_IDS), lapse: holdsOne(LAPSE_IDS) };
}

/** The negation readings a folded text may hold (the last texts' answers kept: several readers ask for the same text's). */
export const negationWordsOf = withLastResults(readNegationWords);
