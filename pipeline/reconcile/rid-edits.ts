/**
 * How far a printed RID is from another: the slips a notice makes in a 7-digit number are a digit
 * typed or read for another (a substitution; a scan confuses 0 and 8, 1 and 7, 5 and 6, 3 and 8)
 * and two neighbouring digits swapped. Nothing else is counted: a RID is always 7 digits here
 * (kernel/normalise/ridet.ts pads a short one), so a dropped digit shows as substitutions.
 */

/** Digit pairs a scan reads one for the other. */
const OCR_CONFUSIONS: ReadonlySet<string> = new Set(['08', '80', '17', '71', '56', '65', '38', '83']);

export type RidEdit =
  | { kind: 'substitution'; position: number; printed: string; kept: string; ocr: boolean }
  | { kind: 'transposition'; position: number; printed: string; kept: string };

/**
 * The fewest substitutions and neighbour swaps that turn `printed` into `kept`, in reading order;
 * null when they differ in length.
 */
export function ridEdits(printed: string, kept: string): RidEdit[] | null {
  if (printed.length !== kept.length) return null;
  const n = printed.length;
  // best[i]: the fewest edits for the first i digits, with the edits themselves.
  const best: RidEdit[][] = [[]];
  for (let i = 1; i <= n; i += 1) {
    const p = printed[i - 1]!;
    const k = kept[i - 1]!;
    let choice: RidEdit[] = p === k ? best[i - 1]! : [...best[i - 1]!, { kind: 'substitution', position: i, printed: p, kept: k, ocr: OCR_CONFUSIONS.has(`${p}${k}`) }];
    if (i > 1 && p !== k && printed[i - 2] === k && kept[i - 2] === p) {
      const swapped: RidEdit[] = [...best[i - 2]!, { kind: 'transposition', position: i - 1, printed: `${printed[i - 2]}${p}`, kept: `${kept[i - 2]}${k}` }];
      if (swapped.length < choice.length) choice = swapped;
    }
    best.push(choice);
  }
  return best[n]!;
}

/**
 * Every 7-digit string within `maxEdits` substitutions or neighbour swaps of `rid`, itself
 * excluded; with two, also the few that two overlapping swaps make ('123' to '231'), which
 * ridEdits counts as three: callers measure each one again.
 */
export function ridNeighbours(rid: string, maxEdits: 1 | 2): Set<string> {
  const oneEdit = (from: string): string[] => {
    const out: string[] = [];
    for (let i = 0; i < from.length; i += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        const d = String(digit);
        if (d !== from[i]) out.push(from.slice(0, i) + d + from.slice(i + 1));
      }
      if (i + 1 < from.length && from[i] !== from[i + 1]) out.push(from.slice(0, i) + from[i + 1] + from[i] + from.slice(i + 2));
    }
    return out;
  };
  const found = new Set(oneEdit(rid));
  if (maxEdits === 2) for (const near of [...found]) for (const far of oneEdit(near)) found.add(far);
  found.delete(rid);
  return found;
}

const rank = (n: number) => (n === 1 ? '1er' : `${n}e`);

/** The edits in French, for a decision's reason: '8 imprimé pour 0 au 4e chiffre (confusion de lecture)'. */
export function describeRidEdits(edits: readonly RidEdit[]): string {
  return edits
    .map((e) =>
      e.kind === 'transposition'
        ? `${e.printed} imprimé pour ${e.kept} aux ${rank(e.position)} et ${rank(e.position + 1)} chiffres (chiffres inversés)`
        : `${e.printed} imprimé pour ${e.kept} au ${rank(e.position)} chiffre${e.ocr ? ' (confusion de lecture)' : ''}`,
    )
    .join(', ');
}
