import { describe, expect, it } from 'vitest';
import { subjectOf } from './notice-helpers.ts';

// A company telling its own act on its seat, name or organ, then a company it names by a possessive
// relation noun (`sa filiale`, `sa société mère`). Every text is made up for this file.
// The notice's company prints 1 000 009.001 in every text, the other company 3 000 007.001.
const SUBJECT = '1000009';

describe("a company's own act beside a relative it names", () => {
  it('publishes a holding that moved its seat, not the subsidiary named after it', () => {
    const text =
      'TRANSFERT DE SIÈGE\nPar décision du 3 octobre 2026, la société KAORI HOLDING, SAS, RIDET 1 000 009.001, représentée par son président, a transféré son siège social du 4 rue Higginson, Nouméa, au 12 route de la Baie, Dumbéa. Sa filiale la société LAGON NEGOCE, SARL, RIDET 3 000 007.001, reste domiciliée à Païta.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('publishes the holding whose seat moved when its subsidiary is said to be untouched', () => {
    const text =
      "AVIS\nLa société PALMIERS HOLDING, SAS au capital de 1 000 000 F CFP, RIDET 1 000 009.001, a transféré son siège au 8 rue Jules Ferry, Nouméa, à compter du 1er novembre 2026. Sa filiale, la société CORAIL SERVICES, SARL, RIDET 3 000 007.001, n'est pas concernée par ce transfert.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('publishes a holding named in small letters that decided to move its seat', () => {
    const text =
      'AVIS\nLa holding PALMIERS INVEST, SAS, RIDET 1 000 009.001, a décidé de transférer son siège au 8 rue Jules Ferry, Nouméa, le 1er novembre 2026. Ses filiales, dont la société CORAIL SERVICES, SARL, RIDET 3 000 007.001, gardent le leur.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('publishes a company that renewed its board, its sister company named after', () => {
    const text =
      "Aux termes d'une décision du 5 octobre 2026, la société MANGROVE HOLDING, SAS, RIDET 1 000 009.001, a renouvelé son conseil d'administration pour six ans. Sa société sœur, la société PORT NEGOCE, SARL, RIDET 3 000 007.001, n'est pas concernée.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('publishes a company that appointed its new manager, its subsidiaries named after', () => {
    const text =
      'CHANGEMENT DE GÉRANT\nLa SARL TIARÉ DISTRIBUTION, RIDET 1 000 009.001, a nommé son nouveau gérant, M. Paul Martin, le 2 octobre 2026. Ses filiales, notamment la SARL TIARÉ TRANSPORTS, RIDET 3 000 007.001, gardent leur gérance.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
});

describe('what stays as it was', () => {
  it('keeps a company that changed its name its own, its parent named as its host', () => {
    const text =
      "La société BOIS DU NORD, SARL, RIDET 1 000 009.001, a modifié sa dénomination, qui devient BOIS ET SCIERIES DU NORD, le 2 octobre 2026, et demeure domiciliée chez sa société mère, la société NIAOULI PARTICIPATIONS, SAS, RIDET 3 000 007.001.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('keeps a parent announcing its subsidiary’s move the subsidiary’s notice', () => {
    const text =
      'AVIS\nLa société PALMIERS HOLDING, SAS, RIDET 3 000 007.001, informe que sa filiale, la société CORAIL SERVICES, SARL, RIDET 1 000 009.001, a transféré son siège au 8 rue Jules Ferry, Nouméa, le 1er novembre 2026.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('keeps a subsidiary’s own move that names its parent the subsidiary’s', () => {
    const text =
      'TRANSFERT DE SIÈGE\nLa société CORAIL SERVICES, SARL, RIDET 1 000 009.001, filiale de la société PALMIERS HOLDING, SAS, RIDET 3 000 007.001, a transféré son siège au 8 rue Jules Ferry, Nouméa, le 1er novembre 2026.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('keeps a partial contribution of a branch to a subsidiary the subsidiary’s capital notice', () => {
    const text =
      "APPORT PARTIEL D'ACTIF\nLa société PALMIERS HOLDING, SAS, RIDET 3 000 007.001, a transféré sa branche d'activité de négoce à sa filiale la société CORAIL SERVICES, SARL, RIDET 1 000 009.001, par acte du 1er novembre 2026.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('keeps a dissolution without liquidation the subsidiary’s, its parent’s articles adopted beside', () => {
    const text =
      'DISSOLUTION SANS LIQUIDATION\nLa société PALMIERS HOLDING, SAS, RIDET 3 000 007.001, a adopté ses statuts mis à jour et a décidé la dissolution sans liquidation de sa filiale la société CORAIL SERVICES, SARL, RIDET 1 000 009.001, le 1er novembre 2026.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('keeps a company that appointed a president company its own notice, no relation noun read', () => {
    const text =
      'NOMINATION\nLa société CORAIL SERVICES, SARL, RIDET 1 000 009.001, a nommé son nouveau président, la société PALMIERS HOLDING, SAS, RIDET 3 000 007.001, le 1er novembre 2026.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
});
