import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// An earlier notice recalled `pour mémoire` with its own publication (kernel/normalise/background.ts).
// Made up for the rule it names.

const dateOf = (text: string): string | null => {
  const [result] = parseNoticeTexts(text, { reference: 't' });
  return result?.ok ? result.notice.date : null;
};

describe('an earlier notice recalled for the record', () => {
  it('dates nothing: the closing meeting is the date of a notice with no publication of its own', () => {
    const text = [
      'AVIS DE CLÔTURE DE LIQUIDATION',
      '',
      'La société civile immobilière « LES TESTS DE NOUVILLE », société en liquidation au capital de 100 000 F CFP, immatriculée au RIDET sous le numéro 1000002.001.',
      "Les associés, réunis en assemblée générale le vendredi 20 mars 2026, ont approuvé les comptes définitifs de liquidation et prononcé la clôture de la liquidation.",
      "Pour mémoire, la dissolution anticipée de la société avait été décidée par l'assemblée générale extraordinaire du 12 janvier 2026 et publiée au Journal officiel de la Nouvelle-Calédonie du 20 janvier 2026.",
      'Pour avis, le liquidateur.',
    ].join('\n');
    expect(dateOf(text)).toBe('2026-03-20');
  });
});
