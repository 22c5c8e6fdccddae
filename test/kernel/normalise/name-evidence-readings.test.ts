import { describe, expect, it } from 'vitest';
import { noticeOf } from './notice-helpers.ts';

// How a reader finds a company's name where the new writers printed it (docs/reader-blind-misses.md,
// "Dénomination misses, traced"). Every text here is made up for the reading it names.

const formation = (sentence: string): string =>
  `AVIS DE CONSTITUTION\n\nAux termes d'un acte sous seing privé du 3 mars 2026, ${sentence}\nGérant : M. Paul EXEMPLE.\nRIDET 1 000 001.001.\nPour avis.`;

describe('the name a clause gives the company in other words', () => {
  it('reads “dont la dénomination est X” as the company’s name, not the manager named before its identifier', () => {
    expect(noticeOf(formation('il a été constitué une SARL dont la dénomination est MER TURQUOISE, au capital de 100 000 F CFP, siège : 3, rue des Pins, 98800 Nouméa.')).denomination).toBe('MER TURQUOISE');
  });

  it('reads “sous la dénomination sociale de « X »”', () => {
    expect(noticeOf(formation('il a été constitué sous la dénomination sociale de « Mer Turquoise » une société à responsabilité limitée au capital de 100 000 F CFP, siège : 3, rue des Pins, 98800 Nouméa.')).denomination).toBe('Mer Turquoise');
  });

  it('reads the name in a sentence that lists the particulars (“forme SARL ; dénomination X ; capital …”)', () => {
    expect(noticeOf(formation('il a été constitué une société ayant les caractéristiques suivantes : forme SARL ; dénomination MER TURQUOISE ; capital 100 000 F CFP ; siège 3, rue des Pins, 98800 Nouméa.')).denomination).toBe('MER TURQUOISE');
  });

  it('does not take the name a company was formerly known by (“précédemment exploitée sous la dénomination X”)', () => {
    const text =
      'TRANSFERT DE SIÈGE\n\nLa société MER TURQUOISE, précédemment exploitée sous la dénomination OCÉAN BLEU, SARL au capital de 100 000 F CFP, RIDET 1 000 001.001, a transféré son siège au 3, rue des Pins, 98800 Nouméa, par décision du 3 mars 2026.\nPour avis.';
    expect(noticeOf(text, { publicationDate: '2026-03-10' }).denomination).toBe('MER TURQUOISE');
  });
});

describe('a labelled name a narrow column carries on to the next line', () => {
  const labelled = (value: string, next: string): string =>
    `AVIS DE CONSTITUTION\nAux termes d'un acte sous seing privé du 3 mars 2026, il a été constitué une société à responsabilité limitée :\nDénomination : ${value}\n${next}Siège : 3, rue des Pins, 98800 Nouméa.\nCapital : 100 000 F CFP.\nGérant : M. Paul EXEMPLE.\nRIDET : 1 000 001.001.\nPour avis.`;

  it('goes on with a line of capitals that closes the value with its full stop', () => {
    expect(noticeOf(labelled('BOULANGERIE', 'PÂTISSERIE DU PORT.\n')).denomination).toBe('BOULANGERIE PÂTISSERIE DU PORT');
  });

  it('goes on with a line of capitals the next field’s label follows', () => {
    expect(noticeOf(labelled('LES JARDINS', 'SUSPENDUS DE MAGENTA\n')).denomination).toBe('LES JARDINS SUSPENDUS DE MAGENTA');
  });

  it('stops before a line that opens on a legal form', () => {
    expect(noticeOf(labelled('LES JARDINS', 'SARL UNIPERSONNELLE\n')).denomination).toBe('LES JARDINS');
  });

  it('stops when the next line is no part of a field (neither closed by a full stop nor followed by a label)', () => {
    expect(noticeOf(labelled('LES JARDINS', 'KONÉ NORD\n\n')).denomination).toBe('LES JARDINS');
  });
});
