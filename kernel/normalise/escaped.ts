/**
 * A text as a regular expression source that matches it literally: the readers that look for a
 * name the notice printed elsewhere (`la société X … X se trouve dissoute`) build their pattern
 * from it.
 */
export function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
