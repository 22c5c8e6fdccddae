import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// Readings a blind group in set C's kinds by another writer showed missing (issue 32,
// test/kernel/normalise/prints): telegraphic small ads, OCR'd pages, older typography. Every text
// here is made up for the rule it names, never a copy of a group text.

function read(text: string): unknown {
  const [result] = parseNoticeTexts(text, { reference: 'P1' });
  return result?.ok
    ? [result.notice.type, result.notice.denomination, result.notice.forme_juridique, result.notice.ridet, result.notice.date]
    : result?.quarantine.reason;
}

describe('a telegraphic small ad: fields on one line, cut by dashes or semicolons', () => {
  it('reads the name after an abbreviated label in the middle of the line (“- Dénom. : X -”)', () => {
    expect(read('CONSTIT. - Dénom. : KAZ BOIS DU NORD - Forme : SARL - Cap. : 100 000 F - Siège : Koné - Gér. : M. Paul EXEMPLE - Ridet : 1 000 001.001 - SSP du 3/03/26.')).toEqual(['creation', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads a debtor label after the ad’s heading, the form before the name left out', () => {
    expect(read('LJ - Débiteur : SARL KAZ BOIS ; Ridet 1 000 001.001 ; jugt TMC Nouméa 3/03/26 ; cess. paiements : 1/01/26 ; Liq. : Me Anne EXEMPLE.')).toEqual(['procedure', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads “Sté X, SARL cap. …” as the abbreviated société, the name, then its form', () => {
    expect(read('TRANSF. SIÈGE - Sté KAZ BOIS, SARL cap. 100 000 F, Ridet 1 000 001.001 ; AGE 03/03/26 ; nouv. siège : Koné.')).toEqual(['siege', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });

  it('does not take the ad’s heading word for the name (“NOMINATIONS - X, SAS cap. …”)', () => {
    expect(read('NOMINATIONS - KAZ BOIS, SAS cap. 1 000 000 F ; siège : Koné ; Ridet 1 000 001.001 ; AGO 3/03/26 ; nomin. Prés. : M. Paul EXEMPLE.')).toEqual(['nomination', 'KAZ BOIS', 'SAS', '1000001001', '2026-03-03']);
  });

  it('reads “CESS. PARTS” as a sale of shares, and the deed before its registration (“SSP … enreg. …”)', () => {
    expect(read('CESS. PARTS - SCI KAZ BOIS ; Ridet 1 000 001.001 ; SSP 3/03/26 enreg. 10/03/26 ; M. Paul EXEMPLE cède 10 parts à M. Jean AUTRE ; Gér. : M. Jean AUTRE en rempl. de M. Paul EXEMPLE, démiss.')).toEqual(['cession', 'KAZ BOIS', 'SCI', '1000001001', '2026-03-03']);
  });

  it('leaves a masthead of dashes without labels on its line (“Actu NC — Annonces légales — 3 mars 2026 — Deuxième insertion”)', () => {
    expect(read('Actu NC — Annonces légales — 3 mars 2026 — Deuxième insertion\n\nDISSOLUTION\nLa société KAZ BOIS, SARL au capital de 100 000 F CFP, RIDET 1 000 001.001, a été dissoute par décision de l’associé unique du 1er mars 2026.')).toEqual(['dissolution', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });
});
