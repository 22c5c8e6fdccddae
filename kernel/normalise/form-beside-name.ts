/**
 * A form's words inside the company's own name ('SOCIÉTÉ D'ÉCONOMIE MIXTE LOCALE DE …') say less
 * than the form printed beside the name ('société anonyme d'économie mixte locale au capital de
 * …'): the text is read without the name first. The name's own form counts when nothing beside it
 * states one, and when it is the more precise of the two: an SCI's name over 'Société civile', a
 * SELARL's over 'société à responsabilité limitée' (the form beside is its family).
 */

import { fold } from './fold.ts';
import { formIn } from './legal-form.ts';

// The forms each form refines: a form of that family, said more precisely.
const REFINES: Readonly<Record<string, readonly string[]>> = {
  SCI: ['SC'],
  SCP: ['SC'],
  SCM: ['SC'],
  SAEML: ['SA', 'SEM'],
  EURL: ['SARL'],
  SASU: ['SAS'],
  SELARL: ['SARL'],
  SELAS: ['SAS'],
  SELAFA: ['SA'],
};

/** The form `text` states beside every occurrence of `name`; null when the name is not printed or nothing beside it states one. */
export function formBesideName(text: string, name: string | null | undefined): string | null {
  if (!name || name.length < 3) return null;
  // Only a name that itself holds a form's words can hide the form beside it.
  const own = formIn(name);
  if (!own) return null;
  const key = fold(name);
  const folded = fold(text);
  if (!folded.includes(key)) return null;
  // fold keeps the length: the folded offsets are the text's.
  let blanked = '';
  let from = 0;
  for (let at = folded.indexOf(key); at >= 0; at = folded.indexOf(key, at + key.length)) {
    blanked += `${text.slice(from, at)}${' '.repeat(key.length)}`;
    from = at + key.length;
  }
  const beside = formIn(blanked + text.slice(from));
  if (!beside) return null;
  return REFINES[own]?.includes(beside) ? own : beside;
}
