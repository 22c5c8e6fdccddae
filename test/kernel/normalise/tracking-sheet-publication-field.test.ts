import { describe, expect, it } from 'vitest';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';

// A made-up agency's tracking sheet: each step's label, a wide gap, its value; the publication's
// value names the journal before its date. The act is dated in the text.
const sheet = (publication: string): string => `Cabinet PALÉTUVIERS SERVICES — suivi des insertions
Dossier         PS/2026/0412
Réception       09-11-2026
Contrôle        09-11-2026
Règlement       10-11-2026
Épreuve         10-11-2026
${publication}
Facture         18-11-2026

GARAGE DES NIAOULIS — SARL — RIDET 1 234 567.001
Par AGE du 3 novembre 2026, le siège est transféré au 4, rue des Fougères, 98800 Nouméa. Article 4 modifié.
Pour avis, la gérance.`;

describe("a tracking sheet's publication field, its label apart from its value by a wide gap", () => {
  it.each([
    ['Publication     JONC 17-11-2026', '2026-11-17'],
    ['Publication     JONC 17-11-2026 (confirmée)', '2026-11-17'],
  ])('the field %j is the publication, not the order\'s steps nor the meeting', (field, date) => {
    expect(findPublicationDate(sheet(field))).toBe(date);
  });

  it('reads no publication from the order\'s steps alone', () => {
    expect(findPublicationDate(sheet('Publication     à fixer'))).toBeNull();
  });
});

describe('a line naming the journal and an issue still to come', () => {
  it('dates no publication', () => {
    const text = `AGENCE DES CAGOUS — dossier AC/2026/77 — reçu 02/12/2026
Publication : JONC du 10/12/2026 (programmée — épreuve envoyée au client le 03/12/2026)

BOIS DU NORD, SAS, RIDET 1 234 567.001. Aux termes d'un acte du 28 novembre 2026, la totalité des actions a été cédée.`;
    expect(findPublicationDate(text)).toBeNull();
  });
});
