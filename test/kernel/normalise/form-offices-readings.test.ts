import { describe, expect, it } from 'vitest';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Made-up notices: every company, person and number here is invented for the wording it shows. A
// company run by managers has no president or board (form-offices.ts).

describe('a president named in the notice of a company run by managers', () => {
  it('leaves out the absorbing company’s president signing the absorbed SARL’s dissolution', () => {
    const text = [
      'AVIS DE FUSION',
      '',
      'ALPHA MODÈLE, SAS au capital de 10 000 000 F CFP, siège : 1, rue Modèle, Nouméa, RIDET 2 000 002.001 (société absorbante),',
      'a absorbé sa filiale, la société BETA EXEMPLE, SARL au capital de 1 000 000 F CFP, siège : 5, rue des Pins, Koné, RIDET 1 000 001.001 (société absorbée).',
      '',
      "Par décision du 3 mars 2031, le président de la société absorbante a approuvé le traité de fusion. La société absorbante n'a pas augmenté son capital. La société BETA EXEMPLE est dissoute sans liquidation à cette date.",
      '',
      'Pour avis, le président, M. Paul EXEMPLE.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'BETA EXEMPLE', 'SARL', '1000001001', '2031-03-03']);
    expect(officersOf(noticeOf(text))).toEqual([]);
  });

  it('leaves out the buyer’s president signing under its own letterhead the sale of an SARL’s business', () => {
    const text = [
      'ALPHA MODÈLE',
      'SAS au capital de 10 000 000 F CFP',
      'Siège social : 1, rue Modèle, Nouméa',
      'RIDET 2 000 002.001',
      '',
      "ACQUISITION D'UN FONDS DE COMMERCE",
      '',
      "Aux termes d'un acte sous seing privé du 3 mars 2031, la société ALPHA MODÈLE a acquis de la société BETA EXEMPLE, société à responsabilité limitée au capital de 1 000 000 F CFP, dont le siège est 5, rue des Pins, Koné, RIDET 1 000 001.001, le fonds de commerce de menuiserie exploité à cette adresse.",
      'Les oppositions seront reçues dans les quinze jours de la dernière publication au siège de la société ALPHA MODÈLE.',
      'Le président, M. Paul EXEMPLE.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['cession', 'BETA EXEMPLE', 'SARL', '1000001001', '2031-03-03']);
    expect(officersOf(noticeOf(text))).toEqual([]);
  });

  it('still lists the president of an SAS and the manager of an SARL', () => {
    const sas = "ALPHA MODÈLE\nSAS au capital de 10 000 000 F CFP – RIDET 2 000 002.001\n\nPar décision du 3 mars 2031, l'associé unique a transféré le siège au 5, rue des Pins, Koné.\nLe président, M. Paul EXEMPLE.";
    expect(officersOf(noticeOf(sas))).toEqual(['Paul EXEMPLE (président)']);
    const sarl = "BETA EXEMPLE\nSARL au capital de 1 000 000 F CFP – RIDET 1 000 001.001\n\nPar décision du 3 mars 2031, les associés ont transféré le siège au 5, rue des Pins, Koné.\nLa gérante, Mme Ana MODÈLE.";
    expect(officersOf(noticeOf(sarl))).toEqual(['Ana MODÈLE (gérant)']);
  });

  it('keeps a president the body of an SARL’s notice appoints (a misprinted form is doubted, the person not dropped)', () => {
    const text = "BETA EXEMPLE\nSARL au capital de 1 000 000 F CFP – RIDET 1 000 001.001\n\nPar décision du 3 mars 2031, les associés ont nommé M. Paul EXEMPLE président en remplacement de M. Luc ANCIEN.";
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (président)']);
  });
});
