/**
 * A value read up to its line's end after a name's label (`Nouveau nom : X SARL RID 1234567.001
 * devient Y`) may run past the name into the company's form and identifier: a reader never takes
 * a run that holds an identifier for a name (no company is named by its own number), and reads the
 * name elsewhere or not at all.
 */

import { findRidets } from './ridet.ts';

// Only a value holding seven digits in a row or in groups is looked at (speed only).
const DIGITS = /\d[\d .]{5,}\d/u;

/** Whether a proposed name holds an identifier, labelled or known by its shape. */
export function holdsIdentifier(name: string): boolean {
  return DIGITS.test(name) && findRidets(name).length > 0;
}
