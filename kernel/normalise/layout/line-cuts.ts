/**
 * The text with each line that `cut` reads as several replaced by the lines it returns (null: the
 * line stays as printed); the text itself, not a copy, when no line is cut.
 */
export function cutLines(text: string, cut: (line: string) => string | null): string {
  let changed = false;
  const lines = text.split('\n').map((line) => {
    const cutLine = cut(line);
    if (cutLine === null) return line;
    changed = true;
    return cutLine;
  });
  return changed ? lines.join('\n') : text;
}
