/**
 * One company's identifier printed twice, once with a misprint the check catches: two digits
 * swapped ('1 564 149.001' in the header, '1 564 194.001' in the signature) or one digit changed.
 * A reader takes both for the same number, the one that passes the check, rather than for two
 * companies. Only when exactly one number that passes is that close: a failing number with no
 * twin stays as printed (flagged, never rejected: README, "RIDET").
 */

import type { RidetMatch } from './ridet.ts';

/** Seven digits that differ from `valid` by one digit changed or two neighbours swapped. */
export function isMisprintOf(misprinted: string, valid: string): boolean {
  if (misprinted.length !== valid.length || misprinted === valid) return false;
  const differ: number[] = [];
  for (let i = 0; i < valid.length; i += 1) if (misprinted[i] !== valid[i]) differ.push(i);
  if (differ.length === 1) return true;
  const [a, b] = differ;
  return differ.length === 2 && b === a! + 1 && misprinted[a!] === valid[b] && misprinted[b] === valid[a!];
}

/** The matches with each failing number that has one passing twin read as that twin. */
export function readMisprintedTwins(matches: readonly RidetMatch[]): RidetMatch[] {
  if (matches.every((m) => m.luhnValid) || matches.every((m) => !m.luhnValid)) return [...matches];
  return matches.map((m) => {
    if (m.luhnValid) return m;
    const twins = matches.filter((v) => v.luhnValid && isMisprintOf(m.rid, v.rid) && (m.establishmentInferred || v.establishmentInferred || v.ridet.slice(7) === m.ridet.slice(7)));
    const rids = new Set(twins.map((v) => v.rid));
    if (rids.size !== 1) return m;
    const twin = twins[0]!;
    const rank = m.establishmentInferred ? twin.ridet.slice(7) : m.ridet.slice(7);
    return { ...m, ridet: `${twin.rid}${rank}`, rid: twin.rid, luhnValid: true, establishmentInferred: m.establishmentInferred && twin.establishmentInferred };
  });
}
