/** Short plain-text summary for the contract's `resume` field. */

const ELLIPSIS = '…';

/** Collapses whitespace; when longer than maxLength, cuts at a word boundary and ends with '…'. */
export function summarise(text: string, maxLength = 280): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  const room = flat.slice(0, Math.max(1, maxLength - ELLIPSIS.length) + 1);
  const lastSpace = room.lastIndexOf(' ');
  // A single huge token has no boundary to cut at: cut it rather than return nothing.
  let cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, maxLength - ELLIPSIS.length);
  cut = cut.replace(/[\s,;:\-–(«"']+$/u, '');
  return `${cut}${ELLIPSIS}`;
}
