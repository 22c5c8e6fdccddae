/** A path parameter as text, or null when its percent-encoding is broken (`%E9` alone): the route answers 400 on it. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
