/**
 * An export's field names written in snake case (`nouvelle_denomination : X`, `ancien_siege : Y`),
 * as a back office names its columns: a reader reads the words the underscores part
 * (`nouvelle denomination : X`). Only a key at a line's start, before its colon, whose words are a
 * field's label (`field-labels.ts`); the rest of the text is kept character for character.
 */

import { isFieldLabel } from './field-labels.ts';

const SNAKE_KEY = /^([ \t]*)(\p{Ll}+(?:_\p{Ll}+)+)([ \t]*:)/gmu;

/** The text with its snake-case field names written as words (see the file's comment). */
export function snakeCaseLabels(text: string): string {
  if (!text.includes('_')) return text;
  return text.replace(SNAKE_KEY, (whole, indent: string, key: string, colon: string) => {
    const words = key.replace(/_/gu, ' ');
    return isFieldLabel(words) ? `${indent}${words}${colon}` : whole;
  });
}
