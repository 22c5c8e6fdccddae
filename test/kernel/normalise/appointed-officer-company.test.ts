import { describe, expect, it } from 'vitest';
import { noticeOf } from './notice-helpers.ts';

// A company the notice appoints to an office (the passive participle: it receives the office) is
// an officer, not the introduction of the company whose identifier follows, though it is the last
// company named before it. Made-up notices.

const read = (text: string) => noticeOf(text, { publicationDate: '2026-11-12' });

const CONSTITUTION = (officers: string) => `AVIS DE CONSTITUTION

Par acte sous seing privé du 2 novembre 2026, il a été constitué une société par actions simplifiée dénommée « ATELIERS DU CAP KOUNDÉ », au capital de 1 000 000 F CFP, dont le siège est à Païta, pour une durée de 99 ans.

${officers}

La société est immatriculée sous le numéro RIDET 1 000 009.001.`;

describe('a company appointed to an office', () => {
  it('is an officer, not the name of the company the last identifier is', () => {
    const notice = read(CONSTITUTION('M. Paul WEA a été nommé président. La société CONTRÔLE ET AUDIT DU PACIFIQUE, SARL, a été nommée commissaire aux comptes titulaire.'));
    expect(notice.denomination).toBe('ATELIERS DU CAP KOUNDÉ');
    expect(notice.forme_juridique).toBe('SAS');
  });

  it('is an officer through its own representative in apposition', () => {
    const notice = read(CONSTITUTION('La société KAORI PARTICIPATIONS, représentée par M. Paul WEA, a été désignée en qualité de présidente.'));
    expect(notice.denomination).toBe('ATELIERS DU CAP KOUNDÉ');
  });

  it('is still the subject when its clause reaches the identifier before anyone is appointed', () => {
    const text = `La société PÊCHERIES DE LA BAIE, SARL au capital de 1 000 000 F CFP, RIDET 1 000 009.001, informe que M. Paul WEA a été nommé gérant le 2 novembre 2026.`;
    expect(read(text).denomination).toBe('PÊCHERIES DE LA BAIE');
  });
});
