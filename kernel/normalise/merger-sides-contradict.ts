/**
 * A merger notice that labels its sides (`Absorbante : A …`, `Absorbée : B …`) and tells the merger
 * again in sentences: where the sentences give the labelled absorbing company the absorbed one's part
 * (`la société A … est dissoute`, `A a fait apport de l'ensemble de son patrimoine`, `l'absorption de
 * A par B`), or the other way round, the notice contradicts itself. Which company's capital grows and
 * which one ends, a reader cannot tell: the notice is quarantined with both rather than published
 * under either (a wrong attribution costs more than a quarantine).
 */

import { fold } from './fold.ts';
import { escaped } from './escaped.ts';

export type MergerSide = 'absorbante' | 'absorbee';

/** A side's labelled line, read as printed (any case, accents or not): its label, then its company's name. */
const LABEL = /(?:^|\n)[ \t]*(?:[-–—•▪*>]+[ \t]*)?(?:soci[ée]t[ée][ \t]+)?(absorbante|absorb[ée]e)[ \t]*(?::|[-–—→⟶▸►]+)[ \t]*(?:la soci[ée]t[ée][ \t]+)?([\p{L}\d&'’][\p{L}\d&'’ .-]{2,80}?)[ \t]*(?:[,(—–-]|$)/gimu;

/** What the sentences tell of a company by its name: the absorbed one's part, the absorbing one's, or nothing. */
function toldSide(folded: string, name: string): MergerSide | null {
  const n = escaped(name);
  const absorbed = new RegExp(
    String.raw`(?:^|[^\p{L}])${n}(?:[^.;\n]{0,160}?)\s(?:(?:se trouve|est|sera|a ete) dissoute|a fait apport de (?:l'ensemble de )?son patrimoine|(?:est|a ete|sera) absorbee)|\babsorption de (?:la societe\s+)?${n}\s+par\b`,
    'u',
  );
  const absorbing = new RegExp(String.raw`(?:^|[^\p{L}])${n}\s+(?:absorbe|a absorbe|absorbera)\b|\babsorbee? par (?:la societe\s+)?${n}(?![\p{L}])`, 'u');
  const isAbsorbed = absorbed.test(folded);
  const isAbsorbing = absorbing.test(folded);
  if (isAbsorbed === isAbsorbing) return null;
  return isAbsorbed ? 'absorbee' : 'absorbante';
}

/** The labelled sides the sentences contradict, as [absorbing label's name, absorbed label's name], or null. */
export function mergerSidesContradict(text: string): [string, string] | null {
  const folded = fold(text);
  if (!folded.includes('absorbante') || !folded.includes('absorbee')) return null;
  const labelled = new Map<MergerSide, string>();
  for (const m of text.matchAll(LABEL)) {
    const side: MergerSide = fold(m[1]!) === 'absorbante' ? 'absorbante' : 'absorbee';
    if (!labelled.has(side)) labelled.set(side, m[2]!.trim());
  }
  const absorbing = labelled.get('absorbante');
  const absorbed = labelled.get('absorbee');
  if (!absorbing || !absorbed || fold(absorbing) === fold(absorbed)) return null;
  // The sentences are read apart from the labelled lines themselves.
  const prose = fold(text.replace(LABEL, '\n'));
  const contradicts = toldSide(prose, fold(absorbing)) === 'absorbee' || toldSide(prose, fold(absorbed)) === 'absorbante';
  return contradicts ? [absorbing, absorbed] : null;
}

export function mergerSidesContradictDetail([absorbing, absorbed]: [string, string]): string {
  return `Les parties de la fusion se contredisent : l’encadré donne « ${absorbing} » pour absorbante et « ${absorbed} » pour absorbée, le texte dit l’inverse ; rien ne dit quelle société augmente son capital et laquelle disparaît.`;
}
