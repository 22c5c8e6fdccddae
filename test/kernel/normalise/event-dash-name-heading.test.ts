import { describe, expect, it } from 'vitest';
import { withEventHeadingNameApart } from '../../../kernel/normalise/event-dash-name-heading.ts';
import { identityOf } from './notice-helpers.ts';

// A title naming its event, then its company after a dash, over the company's form. Made-up notices
// (RID 1 234 566 passes the check).

describe("a title's company after its event and a dash", () => {
  it('is the name, the form and particulars on the next line', () => {
    const text = [
      'Le Courrier de Canala — édition du 12 nov. 2026',
      '',
      'NOMINATION DE GÉRANT — KAORI BOIS DU NORD',
      'SARL au capital de 1 000 000 F CFP, siège : tribu de Nakéty, 98880 Canala, RIDET 1 234 566.001.',
      "Par décision du 2 novembre 2026, l'assemblée a nommé Mme Sandra WÉMA gérante en remplacement de M. Lionel WÉMA, démissionnaire.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'KAORI BOIS DU NORD', 'SARL', '1234566001', '2026-11-12']);
  });

  it('is the name after a doubled dash, its sigle in brackets left after it', () => {
    expect(withEventHeadingNameApart('Transfert de siège —— KAORI BOIS DU NORD ("KBN")\nSARL — 1234566.001 — de Népoui vers Poya')).toBe('Transfert de siège\nKAORI BOIS DU NORD\nSARL — 1234566.001 — de Népoui vers Poya');
  });

  it('is left alone after a title that names no event, or over a line that is no form', () => {
    const rubric = 'ANNONCES LÉGALES — KAORI BOIS DU NORD\nSARL au capital de 1 000 000 F CFP.';
    expect(withEventHeadingNameApart(rubric)).toBe(rubric);
    const sentence = 'TRANSFERT DE SIÈGE — KAORI BOIS DU NORD\nLa gérance a transféré le siège.';
    expect(withEventHeadingNameApart(sentence)).toBe(sentence);
    expect(withEventHeadingNameApart('TRANSFERT DE SIÈGE — KAORI BOIS DU NORD\nSociété civile immobilière, siège : Koné.')).toBe('TRANSFERT DE SIÈGE\nKAORI BOIS DU NORD\nSociété civile immobilière, siège : Koné.');
  });

  it("is the name after a compositor's colons, his particulars' line opening on the same mark", () => {
    const text = [
      'JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE – Mardi 11 août 2026 – PUBLICATIONS LÉGALES',
      '',
      'CESSION DE PARTS ::: KAORI BOIS DU NORD',
      '::: SARL au capital de 1 000 000 F CFP ::: tribu de Nakéty, 98880 Canala ::: RIDET 1 234 566.001',
      '::: CÉDANT : M. Lionel WÉMA – 100 parts (totalité)',
      '::: CESSIONNAIRE : Mme Sandra WÉMA',
      '::: ACTE : SSP du 20/07/2026',
    ].join('\n');
    expect(identityOf(text)).toEqual(['cession', 'KAORI BOIS DU NORD', 'SARL', '1234566001', '2026-08-11']);
  });
});

