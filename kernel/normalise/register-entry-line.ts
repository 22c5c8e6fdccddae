/**
 * A register entry's first line as a registry prints it: the company's identifier, its name and its
 * form, set apart by dashes (`RIDET 1 234 567.002 – X – SARL`), or the name and form alone when the
 * company has no identifier yet (`Y – SAS`). The name after the identifier names the company as a
 * header line would; a list of such lines is the registry's list of entries (split-notices.ts).
 */

import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { findRidets } from './ridet.ts';

/** The line's identifier label, first on the line ('RIDET', 'RID', 'N° RIDET'). */
const IDENTIFIER_FIRST = /^[ ]*(?:N°[ ]*)?(?:RIDET|RID)(?![\p{L}])/iu;
/** A name in capitals, a dash, then only its form: 'ALIMENTATION DU PORT – SARL'. */
const NAME_THEN_FORM = new RegExp(`^([\\p{Lu}\\d&«"“][^–—\\n]*?\\S)[ ]+[–—-][ ]+(?:${FORM_ABBREVIATIONS.join('|')})[ ]*\\.?$`, 'u');
const DASH_FIRST = /^[ ]*[–—-][ ]+/u;

/**
 * The line without its leading identifier ('X – SARL' from 'RIDET 1 234 567.002 – X – SARL'), or
 * the line itself when it is only a name in capitals and its form; null for any other line.
 */
export function registerEntryNameLine(line: string): string | null {
  let rest = line.trim();
  if (IDENTIFIER_FIRST.test(rest)) {
    const identifier = findRidets(rest)[0];
    // The identifier opens the line: its label, which `printed` holds, is the line's first word.
    if (!identifier || identifier.index > 3) return null;
    const after = rest.slice(identifier.index + identifier.printed.length);
    const dash = DASH_FIRST.exec(after);
    if (!dash) return null;
    rest = after.slice(dash[0].length);
  }
  const named = NAME_THEN_FORM.exec(rest);
  return named && named[1] === named[1]!.toUpperCase() ? rest : null;
}
