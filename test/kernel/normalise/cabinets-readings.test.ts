import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of professional drafters showed missing (test/kernel/normalise/cabinets):
// notaries', lawyers', accountants', mandataires' and a group secretariat's notices. Every text
// here is made up for the rule it names.

const read = (text: string): unknown => identityOf(text, 'C1');
const ridetOf = (text: string): string | null => {
  const [result] = parseNoticeTexts(text, { reference: 'C2' });
  return result?.ok ? result.notice.ridet : result?.quarantine.reason ?? null;
};

describe('a sentence that goes on after a line ending with a comma', () => {
  it('reads the buyer of shares whose identifier opens the next line as the buyer', () => {
    const text =
      "KAZ BOIS\nSAS au capital de 1 000 000 F CFP\nRIDET : 1 000 001.001\n\nCESSION D'ACTIONS\n\nPar acte du 3 mars 2026, M. Paul EXEMPLE a cédé ses 50 actions à la société KAZ HOLDING, SAS,\nRIDET 2 000 002.001. Le président demeure M. Paul EXEMPLE.";
    expect(ridetOf(text)).toBe('1000001001');
  });
});

describe('the absorbing company described over several lines', () => {
  it('reads “absorbée par la société” / its name / its identifier as the absorbing side in the absorbed company’s notice', () => {
    const text =
      "KAZ FROID\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001 001\n\nDISSOLUTION SANS LIQUIDATION\n\nPar traité du 3 février 2026, la société KAZ FROID a été absorbée par la société\nBOIS DU NORD, SAS au capital de 9 000 000 F CFP\nRIDET 2 000 002 001.\nL'assemblée de la société absorbée du 3 mars 2026 a approuvé la fusion et la société KAZ FROID est dissoute sans liquidation.";
    expect(ridetOf(text)).toBe('1000001001');
  });
});

describe('an officer’s role with its qualifier before the company that holds it', () => {
  it('reads “commissaire aux comptes titulaire : la société X …, RIDET …” as the auditor', () => {
    const text =
      "KAZ LOGISTIQUE\nSAS au capital de 5 000 000 F CFP\nRIDET : 1 000 001 – 001\n\nNOMINATION DES COMMISSAIRES AUX COMPTES\n\nPar décisions du 3 mars 2026, les associés ont nommé :\n– commissaire aux comptes titulaire : la société KAZ AUDIT\n  ASSOCIÉS, SARL, RIDET 2 000 002.001 ;\n– commissaire aux comptes suppléant : M. Paul EXEMPLE.";
    expect(read(text)).toEqual(['nomination', 'KAZ LOGISTIQUE', 'SAS', '1000001001', '2026-03-03']);
  });
});

describe('the sole shareholder named by its role right after its identifier', () => {
  it('reads “la société H, …, RIDET …, associée unique, a décidé …” as a party to the TUP, not its subject', () => {
    const text =
      "KAZ ATELIERS, SAS au capital de 1 000 000 F CFP, Koné, RIDET 1 000 001.001.\n\nPar décision du 3 mars 2026, la société BOIS DU NORD, SA, RIDET 2 000 002.001, associée unique, a décidé la dissolution sans liquidation de la société KAZ ATELIERS et la transmission universelle de son patrimoine.";
    expect(read(text)).toEqual(['dissolution', 'KAZ ATELIERS', 'SAS', '1000001001', '2026-03-03']);
  });
});

describe('the debtor named after the procedure', () => {
  it('reads “le plan de redressement de la société X …, RIDET …” as the debtor beside the mandataire’s letterhead', () => {
    const text =
      "KAZ MANDATAIRES\n12, rue de la Paix – Nouméa – RIDET 2 000 002.001\n\nPLAN DE REDRESSEMENT\n\nJugement du tribunal mixte de commerce de Nouméa du 3 mars 2026 arrêtant le plan de redressement de la société BOIS DU\nNORD, SAS, RIDET 1 000 001.001, pour une durée de huit ans.\nCommissaire à l'exécution du plan : Maître Paul EXEMPLE.";
    expect(ridetOf(text)).toBe('1000001001');
  });
});

describe('a group’s legal department as the drafter', () => {
  it('sets aside the parent’s letterhead identifier when it prints its legal department and the subsidiary has its own', () => {
    const text =
      "KAZ GROUPE\nSociété anonyme au capital de 90 000 000 F CFP\nRIDET 2 000 002.001\nSecrétariat général – Service juridique\n\nKAZ DISTRIBUTION\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nNOMINATION D'UN GÉRANT\n\nPar décision du 3 mars 2026, l'associée unique, la société KAZ GROUPE, a nommé M. Paul EXEMPLE gérant.";
    expect(read(text)).toEqual(['nomination', 'KAZ DISTRIBUTION', 'SARL', '1000001001', '2026-03-03']);
  });

  it('keeps the parent when the notice is its own', () => {
    const text =
      "KAZ GROUPE\nSociété anonyme au capital de 90 000 000 F CFP\nRIDET 2 000 002.001\nSecrétariat général\n\nNOMINATION\n\nL'assemblée générale du 3 mars 2026 a nommé M. Paul EXEMPLE administrateur.";
    expect(ridetOf(text)).toBe('2000002001');
  });
});

describe('an accountant’s letterhead called fiduciaire', () => {
  it('sets aside “FIDUCIAIRE X – RIDET …” when the notice identifies the owner who lets', () => {
    const text =
      "FIDUCIAIRE KAZ – RIDET 2 000 002.001\nRéf. : FK/26-1\n\nFIN DE LOCATION-GÉRANCE\n\nLa location-gérance consentie par la société BOIS DU NORD, SARL, RIDET 1 000 001.001, à M. Paul EXEMPLE, commerçant, RIDET 3 000 003.001, a pris fin le 3 mars 2026.\n\nPour avis – La Fiduciaire";
    expect(ridetOf(text)).toBe('1000001001');
  });
});

describe('the close of a financial year', () => {
  it('never dates the notice by “les comptes de l’exercice clos le …”, a term’s end', () => {
    const text =
      "KAZ LOGISTIQUE, SAS, RIDET 1 000 001.001.\n\nPar décisions du 3 mars 2026, les associés ont nommé M. Paul EXEMPLE commissaire aux comptes titulaire pour six exercices, soit jusqu'à la décision appelée à statuer sur les comptes de l'exercice clos le 31 décembre 2031.";
    expect(read(text)).toEqual(['nomination', 'KAZ LOGISTIQUE', 'SAS', '1000001001', '2026-03-03']);
  });
});

describe('a firm’s name over its profession line', () => {
  it('does not name the subject after a lawyers’ letterhead (“X & Y” / “Société d’avocats – SELARL”)', () => {
    const text =
      "KAZ & EXEMPLE\nSociété d'avocats – SELARL\nBarreau de Nouméa\n\nConstitution\n\nPar acte sous seing privé du 3 mars 2026, il a été constitué la société BOIS DU NORD, société par actions simplifiée au capital de 1 000 000 F CFP, dont le siège est à Koné.\nPrésident : la société KAZ HOLDING, SARL, RIDET 2 000 002.001.\nLa société est immatriculée au RIDET sous le numéro 1 000 001.001.\n\nPour avis, Me Paul EXEMPLE, avocat";
    expect(read(text)).toEqual(['creation', 'BOIS DU NORD', 'SAS', '1000001001', '2026-03-03']);
  });
});

describe('a rectificatif that labels the right name outside its quotes', () => {
  it('reads “il convenait de lire : dénomination « X »” as the corrected name', () => {
    const text =
      "RECTIFICATIF\n\nRectificatif à l'avis de constitution paru le 3 mars 2026 concernant une société à responsabilité limitée constituée par acte du 16 février 2026, siège à Koné, RIDET : 1 000 001.001.\nIl convenait de lire : dénomination « KAZ DES ÎLES », et non « KAZ DES ILES ».\nLe reste sans changement.";
    expect(read(text)).toEqual(['creation', 'KAZ DES ÎLES', 'SARL', '1000001001', '2026-02-16']);
  });
});

describe('the end of a contract', () => {
  it('dates the end of a location-gérance by the agreement that ends it, not by the contract’s deed nor the day it ends', () => {
    const text =
      "FIN DE LOCATION-GÉRANCE\n\nLa location-gérance consentie par acte sous seing privé du\n1er juin 2023 par la société BOIS DU NORD, SARL, RIDET 1 000 001.001,\nà M. Paul EXEMPLE, commerçant, RIDET 3 000 003.001, portant sur un fonds de\nboulangerie exploité à Koné, a pris fin le 28 février 2026 par l'effet d'une résiliation amiable\nsignée le 10/02/2026.";
    expect(read(text)).toEqual(['cession', 'BOIS DU NORD', 'SARL', '1000001001', '2026-02-10']);
  });
});

describe('a manager named liquidator', () => {
  it('lists “nommé liquidatrice Mme X, gérante, …” once, as liquidateur', () => {
    const text =
      "KAZ VERGERS, SARL au capital de 1 000 000 F CFP, Koné, RIDET n° 1 000 001.001.\n\nDISSOLUTION ANTICIPÉE\n\nL'assemblée générale extraordinaire du 3 mars 2026 a décidé la dissolution anticipée de la société et sa liquidation amiable. Elle a nommé liquidatrice Mme Anne EXEMPLE, gérante, demeurant à Koné.";
    expect(officersOf(noticeOf(text))).toEqual(['Anne EXEMPLE (liquidateur)']);
  });
});
