/**
 * An agency's or a firm's batch of insertions sent for one client: each item opens at a
 * paragraph's start with its number in the batch (`Annonce 1/3 – N° d'ordre 3 771`, `Avis 2 sur 3`,
 * `Insertion n° 3/3`) and may close on a rule line (`────`) before the next one or the batch's
 * footer. The items are read as numbered: from 1 to N in order, N the count printed, so a
 * reference (`Annonce n° 2026/0409`) or a notice's own numbered paragraphs are not items.
 */

/** One item of a batch: its lines, the marker line excluded and the closing rule with what follows it. */
interface BatchItem {
  /** The marker line's index. */
  marker: number;
  /** The first line after the item (a rule line, the next marker or the end). */
  end: number;
}

/** A rule line between items, box-drawing dashes included (`────`, as e-mail and office software print them). */
const ITEM_RULE = /^[_\-–—─━=.*·•]{3,}$/u;

const MARKER = /^(?:annonce|avis|insertion|publication)s?[ \t]+(?:n°[ \t]*|no\.?[ \t]*)?(\d{1,2})[ \t]*(?:\/|sur)[ \t]*(\d{1,2})(?![\d/])/iu;

/** The items of a numbered batch, or null when the text is not one (fewer than two items, numbers out of order). */
export function numberedItems(lines: readonly string[]): BatchItem[] | null {
  const markers: Array<{ line: number; rank: number; count: number }> = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    // Most lines open with another letter: the pattern is not tried on them (speed only).
    if (!/^[aipAIP]/.test(line)) continue;
    const m = MARKER.exec(line);
    if (!m) continue;
    const atParagraph = i === 0 || lines[i - 1]!.trim() === '' || ITEM_RULE.test(lines[i - 1]!.trim());
    if (atParagraph) markers.push({ line: i, rank: Number(m[1]), count: Number(m[2]) });
  }
  const count = markers[0]?.count ?? 0;
  if (count < 2 || markers.length !== count || markers.some((m, k) => m.rank !== k + 1 || m.count !== count)) return null;
  return markers.map((m, k) => {
    const next = markers[k + 1]?.line ?? lines.length;
    let end = m.line + 1;
    // The item ends at its first rule line after its own text, or at the next marker.
    while (end < next && !(ITEM_RULE.test(lines[end]!.trim()) && lines.slice(m.line + 1, end).some((l) => l.trim() !== ''))) end += 1;
    return { marker: m.line, end };
  });
}
