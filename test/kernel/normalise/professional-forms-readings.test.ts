import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// Made-up notices: every company, person and number here is invented for the wording it shows.

const formOf = (text: string): string | null | undefined => {
  const [result] = parseNoticeTexts(text, { reference: 't' });
  return result?.ok ? result.notice.forme_juridique : undefined;
};

describe('a professional company keeps its own sigle, as the SELARL does', () => {
  it('reads a société d’exercice libéral à forme anonyme, written long, as SELAFA', () => {
    const text = [
      'CABINET COMPTABLE DU LARGE',
      "Société d'exercice libéral à forme anonyme au capital de 5 000 000 F CFP",
      'Siège : 4, rue du Wharf, Nouméa - RIDET 1 000 001.001',
      "Aux termes d'une délibération du conseil d'administration du 3 mars 2031, M. Paul TOULAN a été nommé président du conseil d'administration.",
    ].join('\n');
    expect(formOf(text)).toBe('SELAFA');
  });

  it('reads the sigle SELAFA before the name as the form, not as a word of the name', () => {
    const text = [
      'NOMINATION',
      "SELAFA AUDIT DU LARGE, au capital de 5 000 000 F CFP, RIDET 1 000 001.001. L'assemblée générale du 3 mars 2031 a nommé Mme Anne KOULA administratrice.",
    ].join('\n');
    expect(formOf(text)).toBe('SELAFA');
  });
});
