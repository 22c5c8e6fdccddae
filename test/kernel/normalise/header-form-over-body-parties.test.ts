import { describe, expect, it } from 'vitest';
import { noticeOf } from './notice-helpers.ts';

// A company's form printed in the header under its name, while the body names other companies
// with identifiers and forms of their own (a director, an auditor): the header's form is the
// subject's. Every text is made up for this file.
describe('the form printed in the header over parties named in the body', () => {
  it('keeps the header’s form over an auditor’s described between a director’s identifier and the company’s', () => {
    const text = [
      'AVIS DE CONSTITUTION',
      '',
      'HÔTELS DU LAGON BLEU',
      "Société anonyme à conseil d'administration au capital de 90 000 000 F CFP",
      'Siège social : 2, baie des Citrons, 98800 Nouméa',
      '',
      'Suivant acte sous seing privé du 3 août 2026, il a été constitué une société présentant les caractéristiques suivantes :',
      'Dénomination : HÔTELS DU LAGON BLEU',
      "Objet : l'hôtellerie.",
      'Administrateurs : M. Luc TEIN ; la société PALMIERS GESTION, SAS, RIDET 1 693 845.001, représentée par M. Éric NÉA.',
      'Commissaires aux comptes désignés pour six exercices :',
      '– titulaire : la société EXPERTS DU CAILLOU, SARL, 4, rue Anatole-France, 98800 Nouméa ;',
      '– suppléant : Mme Anne KOU, même adresse.',
      'La société est immatriculée au RIDET sous le n° 1 063 874.001.',
      'Pour avis, le conseil d’administration.',
    ].join('\n');
    const notice = noticeOf(text);
    expect(notice.ridet).toBe('1063874001');
    expect(notice.forme_juridique).toBe('SA');
  });

  it('still reads the form a founder’s sentence gives when the header states none', () => {
    const text = [
      'AVIS DE CONSTITUTION',
      "Par acte du 3 août 2026, la société PALMIERS GESTION, SARL, RIDET 1 942 622.001, a constitué seule une société par actions simplifiée unipersonnelle dénommée MARINA DE LA MOSELLE.",
      'Siège : 1, quai Jules-Ferry, 98800 Nouméa. Présidente : la société PALMIERS GESTION.',
      'Immatriculation : RIDET 1 940 600.001.',
    ].join('\n');
    const notice = noticeOf(text);
    expect(notice.ridet).toBe('1940600001');
    expect(notice.forme_juridique).toBe('SASU');
  });

  it('reads no form from the manager’s label line in the header, its office qualified (`Gérante commune :`)', () => {
    const text = [
      'KAZ UN – RIDET 1 000 001.001',
      'Gérante commune : KAZ GESTION, SARL au capital de 1 000 000 F CFP, RIDET 4 000 004.001',
      '',
      'Par décision du 13 février 2026, les associés de la société civile immobilière KAZ UN ont transféré le siège social au 7, rue Exemple, 98800 Nouméa.',
    ].join('\n');
    const notice = noticeOf(text);
    expect(notice.ridet).toBe('1000001001');
    expect(notice.forme_juridique).toBe('SCI');
  });
});
