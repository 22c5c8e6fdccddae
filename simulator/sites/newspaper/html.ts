const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A notice's printed lines (blank lines dropped: newspapers print paragraphs). */
export function noticeLines(text: string): string[] {
  return text.split('\n').map((line) => line.trim()).filter(Boolean);
}
