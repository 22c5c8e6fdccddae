import type { Dirigeant } from '../../kernel/model/announcement.ts';
import { CorrectionError } from './correction-error.ts';

/**
 * How an operator writes a notice's officers (`corriger --dirigeant`, repeatable, one officer
 * each) and how a correction of them is published (`avant`, `apres`): `NOM Prénoms (fonction)`,
 * the surname being the leading words written in capitals ('DE LA FONTAINE Jean-Marie
 * (gérant)'), the given names the rest (none: 'WAHETRA (gérant)'); `(fonction, cessation)` for
 * an officer the notice says leaves office, otherwise taking it (`nomination`). One officer per
 * text, so a name or a function never has to be split on a separator.
 */

const OFFICER = /^(.+?)\s*\(([^()]+)\)$/u;
const ACTIONS = ['nomination', 'cessation'] as const;

export const OFFICER_SYNTAX = 'NOM Prénoms (fonction) ou NOM Prénoms (fonction, cessation)';

const isSurnameWord = (word: string): boolean => /\p{Lu}/u.test(word) && !/\p{Ll}/u.test(word);

export function parseOfficer(text: string): Dirigeant {
  const match = OFFICER.exec(text.trim().replace(/\s+/g, ' '));
  const refuse = (why: string) => new CorrectionError('correction_invalide', `dirigeant ${JSON.stringify(text)} : ${why} ; attendu : ${OFFICER_SYNTAX}`);
  if (!match) throw refuse('fonction entre parenthèses manquante');
  const words = match[1]!.split(' ');
  const surname = words.findIndex((w) => !isSurnameWord(w));
  const nomWords = surname === -1 ? words : words.slice(0, surname);
  if (nomWords.length === 0) throw refuse('le nom, en capitales, vient en premier');
  const [fonction, action = 'nomination', ...extra] = match[2]!.split(',').map((p) => p.trim());
  if (!fonction) throw refuse('fonction vide');
  if (extra.length > 0 || !(ACTIONS as readonly string[]).includes(action)) throw refuse(`après la fonction, seulement « cessation » (ou « nomination »)`);
  const prenoms = surname === -1 ? null : words.slice(surname).join(' ');
  return { nom: nomWords.join(' '), prenoms, fonction, action: action as Dirigeant['action'] };
}

/** An operator's officers; an empty list (`--sans-dirigeants`) says the notice names none. */
export function parseOfficers(texts: readonly string[]): Dirigeant[] {
  return texts.map(parseOfficer);
}

/** The officers as the syntax writes them, one after the other ('; '), for the published `avant`/`apres`; '' for none. */
export function formatOfficers(json: string): string {
  return canonical(json)
    .map((d) => `${[d.nom, d.prenoms].filter(Boolean).join(' ')} (${d.fonction}${d.action === 'cessation' ? ', cessation' : ''})`)
    .join('; ');
}

/** The officers' list reduced to what a correction sets, for telling two lists the same. */
export function sameOfficers(a: string, b: string): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(json: string): Dirigeant[] {
  return (JSON.parse(json) as Dirigeant[]).map((d) => ({ nom: d.nom, prenoms: d.prenoms ?? null, fonction: d.fonction, action: d.action }));
}
