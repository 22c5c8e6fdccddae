/**
 * A merger notice that labels its sides (`Absorbante : A …`, `Absorbée : B …`) and tells the merger
 * again in sentences: where the sentences give the labelled absorbing company the absorbed one's part
 * (`la société A … est dissoute`, `A a fait apport de l'ensemble de son patrimoine`, `l'absorption de
 * A par B`), or the other way round, the notice contradicts itself. Which company's capital grows and
 * which one ends, a reader cannot tell: the notice is quarantined with both rather than published
 * under either (a wrong attribution costs more than a quarantine). So too where no side is labelled
 * and the sentences themselves give each of two companies both parts (`A a été absorbée par la société
 * B`, then `la société A, société absorbante, …`, `la société B est dissoute sans liquidation`).
 */

import { fold } from './fold.ts';
import { escaped } from './escaped.ts';
import { twoSidesSwapped, type SideWording } from './two-sides-swapped.ts';
import { CLAUSE_CHAR_NL } from './clause-chars.ts';

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

// A company the sentences name after `la société`, up to its description's comma or the next word of the act (folded text).
const NAME = String.raw`la societe ([a-z0-9&'][a-z0-9&' .-]{1,60}?)`;
/** The sentences' wordings of the absorbed company's part: absorbed, dissolved without liquidation, called the absorbed one. */
const TOLD_ABSORBED = [
  new RegExp(String.raw`\b${NAME},${CLAUSE_CHAR_NL}{0,300}?\b(?:a ete|est|sera) absorbee\b`, 'g'),
  new RegExp(String.raw`\b${NAME} (?:est|se trouve|sera|a ete) dissoute\b`, 'g'),
  new RegExp(String.raw`\b${NAME}, (?:societe )?absorbee[,.;]`, 'g'),
  new RegExp(String.raw`\babsorption de ${NAME} par\b`, 'g'),
];
/** The absorbing company's: the one by which the other is absorbed, called the absorbing one, or absorbing. */
const TOLD_ABSORBING = [
  new RegExp(String.raw`\babsorbee par ${NAME}[,.;]`, 'g'),
  new RegExp(String.raw`\b${NAME}, (?:societe )?absorbante[,.;]`, 'g'),
  new RegExp(String.raw`\b${NAME},${CLAUSE_CHAR_NL}{0,300}?\ba absorbe\b`, 'g'),
];

const TOLD_SIDES: ReadonlyArray<SideWording<MergerSide>> = [...TOLD_ABSORBED.map((p) => [p, 'absorbee'] as const), ...TOLD_ABSORBING.map((p) => [p, 'absorbante'] as const)];

/**
 * Two companies the sentences give both parts of the merger, as printed, or null: one company told
 * both ways is a slip a reader may see through; two, each told both ways, are sides swapped.
 */
export function mergerProseContradicts(text: string): [string, string] | null {
  const folded = fold(text);
  if (!folded.includes('absorb')) return null;
  return twoSidesSwapped(text, folded, TOLD_SIDES);
}

export function mergerProseContradictsDetail([a, b]: [string, string]): string {
  return `Les parties de la fusion se contredisent : le texte dit tour à tour « ${a} » et « ${b} » absorbante et absorbée ; rien ne dit quelle société augmente son capital et laquelle disparaît.`;
}

export function mergerSidesContradictDetail([absorbing, absorbed]: [string, string]): string {
  return `Les parties de la fusion se contredisent : l’encadré donne « ${absorbing} » pour absorbante et « ${absorbed} » pour absorbée, le texte dit l’inverse ; rien ne dit quelle société augmente son capital et laquelle disparaît.`;
}
