import { describe, expect, it } from 'vitest';
import { isFieldLabel } from '../../../../kernel/normalise/layout/field-labels.ts';
import { parseNoticeText } from '../../../../kernel/normalise/index.ts';

// Made up. A form's officer field whose label names two capacities of one holder, or the party the
// office is held in, alone on its line over its value.
const FORM = ['LAGON TEST', 'Forme :', 'SASU au capital de 5 000 000 F CFP', 'Identifiant :', 'RIDET n° 1 000 009.001', 'Date de la décision :', 'décision de l’associée unique du 30 janvier 2026', 'Objet :', 'la dénomination a été modifiée et l’article 3 des statuts mis à jour.'];

function officers(text: string): string[] {
  const result = parseNoticeText(text, { reference: 'essai' });
  return result.ok ? result.notice.dirigeants.map((d) => `${[d.prenoms, d.nom].filter(Boolean).join(' ')} (${d.fonction})`) : [result.quarantine.reason];
}

describe('an officer’s label naming two capacities or the party, alone on its line', () => {
  it('is a label', () => {
    expect(isFieldLabel('Associée unique et présidente :')).toBe(true);
    expect(isFieldLabel('Gérant et associé unique')).toBe(true);
    expect(isFieldLabel('Président de la société bénéficiaire')).toBe(true);
    expect(isFieldLabel('Président de la société du groupe')).toBe(false);
  });

  it('gives the holder on the next line its office', () => {
    const text = [...FORM, 'Associée unique et présidente :', 'GROUPE TEST, société anonyme, RIDET n° 3 000 007.001, représentée par son directeur général M. Paul TESTARD', 'Pour avis.'].join('\n');
    expect(officers(text)).toEqual(['GROUPE TEST (président)']);
  });
});

// Made up. A news site's form of fields, each label alone on its line without a colon, the value below it.
describe('a company’s name under the label `Nom social`, alone on its line', () => {
  it('is read as the name', () => {
    expect(isFieldLabel('Nom social')).toBe(true);
    const text = [
      'AVIS DE CONSTITUTION',
      '',
      'Acte constitutif',
      'acte sous seing privé du 7 avril 2026, à Bourail',
      '',
      'Nom social',
      '« LAGON TEST 98 »',
      '',
      'Forme',
      'société à responsabilité limitée à associé unique (EURL)',
      '',
      'Associé unique',
      'la société GROUPE TEST, SAS, RIDET 3 000 007.001',
      '',
      'Numéro d’identification',
      'RIDET 1 000 009.001',
    ].join('\n');
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok ? [result.notice.type, result.notice.denomination, result.notice.ridet] : [result.quarantine.reason]).toEqual(['creation', 'LAGON TEST 98', '1000009001']);
  });
});

// Made up (2026-12-07, eighteenth session, from clochetons hk05). A constitution's record in spaced
// columns names its founding companies under `Associés fondateurs`: partners, not the company founded,
// whose identifier the signature prints last.
describe('the founders’ label of a record in spaced columns', () => {
  it('is a label', () => {
    expect(isFieldLabel('Associés fondateurs')).toBe(true);
    expect(isFieldLabel('Fondateurs :')).toBe(true);
    expect(isFieldLabel('Actionnaires')).toBe(true);
  });

  it('leaves the founders out of the subject', () => {
    const text = [
      'AVIS DE CONSTITUTION',
      '',
      'Acte constitutif     acte sous seing privé du 9 septembre 2026',
      'Dénomination         TESTS MAINTENANCE',
      'Forme                société par actions simplifiée',
      'Siège                lot 22, zone de Bako, 98860 Koné',
      'Associés fondateurs  TESTS LEVAGE, SA, RIDET 1 234 566.001 ;',
      '                     ATELIERS TESTS, SARL, RIDET 1 234 574.001',
      'Président            TESTS LEVAGE, représentée par M. Alain TESTARD',
      '',
      'Pour avis,',
      'TESTS MAINTENANCE – RIDET 1 000 009.001',
    ].join('\n');
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok ? [result.notice.ridet, result.notice.denomination] : result.quarantine.reason).toEqual(['1000009001', 'TESTS MAINTENANCE']);
  });
});
