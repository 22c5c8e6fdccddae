import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// An appointment that counts its appointees before their office and names them in a table below
// (kernel/normalise/classify.ts). Made up for the rule it names, never a copy of a group text.

const board = (sentence: string): string =>
  [
    'COMPAGNIE HÔTELIÈRE DE POUÉBO',
    'SA au capital de 90 000 000 F CFP',
    'RIDET 1 000 002.001',
    '',
    `L'assemblée générale ordinaire du 12 mai 2026 ${sentence} Le conseil se compose désormais comme suit :`,
    '',
    '  Fonction                                   Titulaire',
    '  Président du conseil d\'administration      M. Henri POADA',
    '  Administrateur                             Mme Lise OUNEMOA',
    '  Administrateur                             M. Yann DELORME',
    '',
    'Pour extrait, le président.',
  ].join('\n');

describe('appointees counted before their office', () => {
  it('make an appointment whose holders the table names (“a nommé deux nouveaux administrateurs”)', () => {
    const notice = noticeOf(board('a nommé deux nouveaux administrateurs.'));
    expect(notice.type).toBe('nomination');
    expect(officersOf(notice)).toEqual(['Henri POADA (président)', 'Lise OUNEMOA (administrateur)', 'Yann DELORME (administrateur)']);
  });

  it('in figures too (“a nommé 2 administrateurs”)', () => {
    expect(noticeOf(board('a nommé 2 administrateurs.')).type).toBe('nomination');
  });
});
