import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { inlinePartyLabel } from '../../../kernel/normalise/inline-party-label.ts';

// A compact notice of a business sold or let sets its two parties on one line, each under its part's
// label; the field rules give the notice to the one who sells or lets, whatever the order. Every
// text is made up for this file; the identifiers pass the check (the buyer's or tenant's is 3 000 007).
const GIVER = '1000009';

/** The published type and RID, or the quarantine's reason. */
function readingOf(text: string): string {
  const [result] = parseNoticeTexts(text, { reference: 'essai' });
  if (!result) throw new Error('no result');
  return result.ok ? `${result.notice.type} ${result.notice.ridet.slice(0, 7)}` : result.quarantine.reason;
}

describe('the two parties of a compact sale or letting, labelled on one line', () => {
  it('reads the seller labelled first, the buyer after a dash', () => {
    const text =
      'CESSION DE FONDS\nVendeur : AU FOURNIL DE LA BAIE, SAS, RIDET 1 000 009.001 – Acquéreur : PÉTRIN DU NORD, SARL, RIDET 3 000 007.001. Fonds : boulangerie-pâtisserie, 9 rue du Port, Koné. Acte du 2 novembre 2026. Oppositions dans les dix jours.';
    expect(readingOf(text)).toBe(`cession ${GIVER}`);
  });

  it('reads the seller labelled after the buyer, past a semicolon', () => {
    const text =
      'VENTE DE FONDS DE COMMERCE\nAcquéreur : PÉTRIN DU NORD, SARL, RIDET 3 000 007.001 ; Vendeur : AU FOURNIL DE LA BAIE, SAS, RIDET 1 000 009.001. Fonds de boulangerie exploité 9 rue du Port, Koné, vendu par acte du 2 novembre 2026.';
    expect(readingOf(text)).toBe(`cession ${GIVER}`);
  });

  it('never publishes the buyer labelled first on a line of fields parted by bars', () => {
    const text =
      'CESSION DE FONDS | Cessionnaire : PÉTRIN DU NORD, SARL, RIDET 3 000 007.001 | Cédant : AU FOURNIL DE LA BAIE, SAS, RIDET 1 000 009.001 | Fonds : boulangerie, 9 rue du Port, Koné | Acte du 2 novembre 2026';
    expect(readingOf(text)).toBe(`cession ${GIVER}`);
  });

  it('reads labels that carry a precision in brackets', () => {
    const text =
      'CESSION DE FONDS – Cessionnaire (nouvel exploitant) : PÉTRIN DU NORD, SARL, RIDET 3 000 007.001 – Cédant (ancien exploitant) : AU FOURNIL DE LA BAIE, SAS, RIDET 1 000 009.001 – Fonds : boulangerie à Koné – Acte du 2 novembre 2026.';
    expect(readingOf(text)).toBe(`cession ${GIVER}`);
  });

  it('reads the lessor of a location-gérance labelled after its tenant', () => {
    const text =
      'LOCATION-GÉRANCE\nLocataire-gérant : SNACK DE LA PLAGE, SAS, RIDET 3 000 007.001 - Loueur : LES COCOTIERS, SARL, RIDET 1 000 009.001 - Fonds : snack, 2 promenade Roger Laroque, Nouméa - Durée : un an à compter du 1er décembre 2026.';
    expect(readingOf(text)).toBe(`cession ${GIVER}`);
  });

  it('reads the one who takes the business over as the buyer', () => {
    const text =
      'REPRISE DE FONDS – Repreneur : PÉTRIN DU NORD, SARL, RIDET 3 000 007.001 ; Cédant : AU FOURNIL DE LA BAIE, SAS, RIDET 1 000 009.001 ; fonds de boulangerie à Koné vendu le 2 novembre 2026.';
    expect(readingOf(text)).toBe(`cession ${GIVER}`);
  });

  it("never publishes a classified letting's manager printed first, its owner labelled after it", () => {
    const text =
      'LOCATION-GÉRANCE – Gérant : SNACK DE LA PLAGE, SAS, RIDET 3 000 007.001 – Loueur : LES COCOTIERS, SARL, RIDET 1 000 009.001 – Fonds : snack à Nouméa – Début le 1er décembre 2026.';
    expect(readingOf(text)).toBe(`cession ${GIVER}`);
  });

  it('keeps two companies given the same part in doubt', () => {
    const text =
      'CESSION DE FONDS – Cessionnaire : PÉTRIN DU NORD, SARL, RIDET 3 000 007.001 – Cessionnaire : AU FOURNIL DE LA BAIE, SAS, RIDET 1 000 009.001 – Fonds : boulangerie à Koné – Acte du 2 novembre 2026.';
    expect(readingOf(text)).toBe('sujet_ambigu');
  });
});

describe('inlinePartyLabel', () => {
  it('gives the part of the label nearest before the identifier', () => {
    expect(inlinePartyLabel('cession de fonds | cessionnaire : petrin du nord, sarl, ')).toBe('cessionnaire');
    expect(inlinePartyLabel(' ; la bailleresse : les cocotiers, sarl, ')).toBe('bailleresse');
  });

  it("keeps a party's particulars inside its value", () => {
    expect(inlinePartyLabel('vendeur : au fournil, sas, siege : kone, ')).toBe('vendeur');
  });

  it("reads no label whose value another field's label or separator ends", () => {
    expect(inlinePartyLabel('vendeur : m. paul x, commercant – fonds : boulangerie exploitee par la societe y, ')).toBeNull();
    expect(inlinePartyLabel('vendeur : m. paul x ; la societe y, ')).toBeNull();
  });

  it('reads no part named without its colon', () => {
    expect(inlinePartyLabel('le fonds vendu par la societe y, ')).toBeNull();
  });

  it('reads a small ad’s abbreviated parts and an arrow between two fields', () => {
    expect(inlinePartyLabel(' — vdr: au fournil de la baie sas, ')).toBe('vendeur');
    expect(inlinePartyLabel('vte fds — acq: petrin du nord sarl, ')).toBe('acquereur');
    expect(inlinePartyLabel(') ← cedant : au fournil de la baie, sas (')).toBe('cedant');
  });
});

describe('the parties of a small ad’s sale, labelled by abbreviations or parted by an arrow', () => {
  it('publishes the seller under its abbreviated label, never the buyer printed first', () => {
    expect(readingOf('VTE FDS — Acq: PÉTRIN DU NORD SARL, RIDET 3 000 007.001 — Vdr: AU FOURNIL DE LA BAIE SAS, RIDET 1 000 009.001, gér. M. Paul WEA — fds boulangerie 9 rue du Port, Koné — acte 02/11/2026')).toBe(`cession ${GIVER}`);
  });

  it('publishes the seller whose label follows an arrow', () => {
    expect(readingOf('CESSION DE FONDS — Acquéreur : PÉTRIN DU NORD, SARL (RIDET 3 000 007.001) ← Cédant : AU FOURNIL DE LA BAIE, SAS (RIDET 1 000 009.001) ; fonds de boulangerie, 9 rue du Port, Koné ; acte du 2 novembre 2026')).toBe(`cession ${GIVER}`);
  });
});
