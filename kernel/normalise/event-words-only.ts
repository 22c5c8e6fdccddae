/**
 * The words compositors cut events and fields to (the event token, a field's own label in capitals):
 * the general vocabulary of notices, no company's name. A leaf both the readers of names and the
 * runs' score read (company-mentions.ts, name-runs.ts, name-head-mark.ts).
 */

import { fold } from './fold.ts';

// The stems compositors cut event and field words to (the event token, a field's own label in
// capitals): general vocabulary of notices, no name.
const EVENT_WORDS: ReadonlySet<string> = new Set(['const', 'constit', 'creat', 'crea', 'cons', 'cst', 'cstn', 'nomin', 'nom', 'transf', 'trsf', 'tr', 'sg', 'sge', 'siege', 'dissol', 'diss', 'liq', 'clot', 'cess', 'cssn', 'red', 'reduc', 'aug', 'augm', 'cap', 'cptl', 'modif', 'chgt', 'chg', 'den', 'denom', 'dnm', 'fusion', 'absorp', 'transfo', 'rj', 'lj', 'avis', 'annonce', 'annonces', 'insertion', 'insertions', 'legal', 'legales', 'prorog', 'obj', 'objet', 'statuts', 'gerance', 'lg', 'locg', 'fin', 'vente', 'fonds', 'ridet', 'rid', 'rcs', 'forme', 'age', 'ago', 'agm', 'agex', 'agord', 'dec', 'decis', 'pdt', 'pres', 'prst', 'dg', 'pdg', 'ger', 'gerant', 'gert', 'cac', 'dem', 'renouv', 'loc', 'tup', 'soc', 'societe', 'ste', 'nv', 'anc', 'art', 'eff', 'amiable', 'anticipee', 'judiciaire', 'liquidation', 'dissolution', 'cession', 'nomination', 'transfert', 'constitution', 'creation', 'modification', 'reduction', 'augmentation', 'radiation', 'cloture', 'changement', 'redressement', 'transformation', 'prorogation', 'demission', 'renouvellement']);
// The same words cut at any length after their first five letters ('constitut', 'liquid', 'transfor').
const EVENT_PREFIX = /^(?:const|creat|nomin|trans|disso|liqui|radia|cessi|modif|reduc|augme|fusio|absor|proro|demis|renou|clotu|chang|redre)/u;
export const isEventWord = (w: string): boolean => EVENT_WORDS.has(w) || EVENT_PREFIX.test(w);
/** An event's word listed, or cut short (seven letters at most): a longer word the prefix opens may be a trade's noun ('transports'). */
export const isCutOrListedEventWord = (w: string): boolean => EVENT_WORDS.has(w) || (EVENT_PREFIX.test(w) && w.length <= 7);

/**
 * Whether a name is only an event's words as compositors cut them ('FIN LG', 'FIN L.-G', '↓ CAP'),
 * letters standing alone read as its initials: no company's name.
 */
export function eventWordsOnly(name: string): boolean {
  const words = fold(name).split(/[^a-z0-9&]+/u).filter((w) => w !== '');
  return words.some(isEventWord) && words.every((w) => isEventWord(w) || /^[a-z]$/u.test(w));
}
