import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Offices ended in one breath, the board's mandates and a person's functions coordinated
// (kernel/normalise/extract-dirigeants.ts). Made up for the rule it names.

describe('mandates and functions ended together', () => {
  it('end the functions named after the mandates (“mis fin aux mandats des administrateurs et aux fonctions de M. X, président-directeur général”)', () => {
    const text = [
      'TESTS MARITIMES',
      'SA au capital de 300 000 000 F CFP',
      'RIDET 1 000 002.001',
      "L'assemblée générale extraordinaire du 22 septembre 2026 a adopté de nouveaux statuts. Il a été mis fin aux mandats de l'ensemble des administrateurs et aux fonctions de M. Antoine TESTARD, président-directeur général.",
      'Le conseil de surveillance a nommé M. Karim TESTIER président du directoire.',
      'Pour avis.',
    ].join('\n');
    expect(officersOf(noticeOf(text))).toEqual(['Karim TESTIER (président)']);
  });
});
