import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { undotLegalForms } from '../../../kernel/normalise/legal-form.ts';

// `Sté` opening a header's line or a small ad's field before a form spelt out is the word société
// abbreviated. Every text is made up for the reading it names.

describe("'Sté' before a form spelt out", () => {
  it("reads 'Sté' as 'Société' at a line's start or after a field's dash, in either case", () => {
    expect(undotLegalForms('Sté civile immobilière ESSAIS TRAN\nau cap. de 200 000 F CFP')).toBe('Société civile immobilière ESSAIS TRAN\nau cap. de 200 000 F CFP');
    expect(undotLegalForms('CLÔT. LIQ. — STÉ À RESPONSABILITÉ LIMITÉE « ESSAIS »')).toBe('CLÔT. LIQ. — SOCIÉTÉ À RESPONSABILITÉ LIMITÉE « ESSAIS »');
  });

  it('leaves it inside a sentence, where the sentence reads it already, and before no form', () => {
    expect(undotLegalForms('Nous avons créé une Ste civile immobilière nommée « les Essais »')).toBe('Nous avons créé une Ste civile immobilière nommée « les Essais »');
    expect(undotLegalForms('Sté ESSAIS, SARL')).toBe('Sté ESSAIS, SARL');
  });

  it("publishes a header whose form opens on 'Sté' under the header's name", () => {
    const result = parseNoticeText(
      '10988\nJOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE\n22 octobre 2026\n\nSté civile immobilière ESSAIS TRAN\nau cap. de 200 000 F CFP\ndt le siège est 18, rue Testu, 98800 Nouméa\nRIDET 1 000 009.001\n\nTRANSFERT DE SIÈGE\n\nSuivant décision unanime des associés en date du 12 octobre 2026, le siège social a été transféré au 7, rue des Essais, 98890 Païta.',
      { reference: 'test-ste' },
    );
    if (!result.ok) throw new Error(result.quarantine.detail);
    expect(result.notice).toMatchObject({ type: 'siege', denomination: 'ESSAIS TRAN', forme_juridique: 'SCI' });
  });
});
