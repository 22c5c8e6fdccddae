import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// The director general's office named by its noun, as 'gérance' and 'présidence' are
// (kernel/normalise/officer-roles.ts, extract-dirigeants.ts). Made up for the rule it names.

const board = (clause: string): string =>
  ['TESTS MARITIMES', 'SA au capital de 90 000 000 F CFP', 'RIDET 1 000 002.001', '', `Le conseil du 18 juin 2026 a renouvelé M. Henri TESTARD dans ses fonctions de président du conseil d'administration, ${clause}`, 'Pour avis.'].join('\n');

describe('the office of director general named by its noun', () => {
  it('gives it to the person who holds it (“la direction générale demeurant assumée par M. X”)', () => {
    expect(officersOf(noticeOf(board('la direction générale demeurant assumée par M. Gilles TESTIER.')))).toEqual(['Henri TESTARD (président)', 'Gilles TESTIER (directeur général)']);
  });

  it('the same when it is entrusted (“reste confiée à M. X”)', () => {
    expect(officersOf(noticeOf(board('la direction générale reste confiée à M. Gilles TESTIER.')))).toEqual(['Henri TESTARD (président)', 'Gilles TESTIER (directeur général)']);
  });
});
