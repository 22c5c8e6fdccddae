import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { absorbingAgent, officeAfter, roleLabelBefore } from '../../../kernel/normalise/role-label-before.ts';

// Every text is made up for this file. The role is read for the identifier `1 000 009.001`, from the
// previous identifier's end (or the text's start).
function roleOf(text: string): ReturnType<typeof roleLabelBefore> {
  const folded = fold(text);
  const at = folded.indexOf('1 000 009.001');
  const previous = folded.lastIndexOf('.001', at - 1);
  return roleLabelBefore(folded, previous < 0 ? 0 : previous + 4, at);
}

describe('the role a label before a company gives it', () => {
  it('reads a label alone on its line as heading the block of fields under it, up to the blank line', () => {
    const block = (label: string) =>
      `FIN DE LOCATION-GÉRANCE\n\n${label}\n   GARAGES DES TESTS, SAS au capital de 5 000 000 F CFP\n   siège social : 3, rue des Essais, Ducos, 98800 Nouméa\n   établissement exploitant le fonds : RIDET 1 000 009.001\n   représentée par son président`;
    expect(roleOf(block('Bailleur du fonds'))).toBe('gives');
    expect(roleOf(block('Locataire-gérant sortant'))).toBe('gets');
    // The same label on a line with other words is no block's heading.
    expect(roleOf(block('Le bailleur du fonds est la société suivante'))).toBeNull();
  });

  it('reads abbreviated sellers and owners as the side who gives', () => {
    expect(roleOf('VTE FDS – Acq. SARL PAINS DU LAGON, Rdt 3 000 007.001 ← Vdr. SARL FOURNIL DE LA PLAGE, Rdt 1 000 009.001')).toBe('gives');
    expect(roleOf('Loc.-gér. SNACK DU PONT (SARL, Rdt 3 000 007.001) – Propr. GRILLADES DU NORD (SARL, Rdt 1 000 009.001)')).toBe('gives');
  });

  it('reads abbreviated buyers and tenants as the side who gets', () => {
    expect(roleOf('Vte fonds: vdr Scté AU BON GRAIN sarl Ent° 3 000 007.001 → achtr Scté MIE DORÉE sas Ent° 1 000 009.001')).toBe('gets');
    expect(roleOf('L.G. fonds: loc.-gérte SARL CARBURANTS DU COL Idt 1 000 009.001')).toBe('gets');
    // The buyer's label cut to its first syllable, closed by its colon.
    expect(roleOf('VTE FDS COMM.\n■ CÉD. : FOURNIL DE LA PLAGE, SARL, RIDET 3 000 007.001\n■ CESS. : PAINS DU LAGON, SAS, RIDET 1 000 009.001')).toBe('gets');
    // The tenant's label cut to its consonants.
    expect(roleOf('Fin location-gérance: fds «Pressing du Col» prop. PRESSING DU COL SAS Idnt.3 000 007.001 / loc.-grt SARL NETTO DU COL Idnt.1 000 009.001')).toBe('gets');
  });

  it('reads a holder, an officer or a host named before a company', () => {
    expect(roleOf('TUP: EURL ATELIER DU RÉCIF Rd 3 000 007.001 par son A.U. GROUPE MARÉE SAS Rd 1 000 009.001')).toBe('office');
    expect(roleOf('Transfert du siège chez domiciliat. SARL BUREAUX DU CENTRE Idt 1 000 009.001')).toBe('office');
  });

  it('gives no role to a label that belongs to another company or introduces a person', () => {
    expect(roleOf('La société HOLDING DES ÎLES, associée unique des sociétés VERGERS DU SUD (SARL, RIDET 1 000 009.001)')).toBeNull();
    expect(roleOf('Gérant : M. Paul EXEMPLE, commerçant, RIDET 1 000 009.001')).toBeNull();
  });

  it("reads a party's label in square brackets or braces, or before an arrow pointing back at it", () => {
    expect(roleOf('[ABSORBÉE] KAORI PÊCHE — SARL — RIDET 3 000 007.001\n[ABSORBANTE] VERGERS DE TIARE — SA — RIDET 1 000 009.001')).toBe('absorbing');
    expect(roleOf('{bénéficiaire} VERGERS DE TIARE, SA, RIDET 3 000 007.001\n{apporteuse} KAORI PÊCHE, SAS, RIDET 1 000 009.001')).toBe('absorbed');
    expect(roleOf('vendeur ► KAORI PÊCHE, SARL, RIDET 3 000 007.001\nacquéreur ◄ VERGERS DE TIARE, SAS, RIDET 1 000 009.001')).toBe('gets');
  });

  it('reads a table heading far above its cells as no label', () => {
    expect(roleOf('Vendeur\nAcquéreur\nFonds\nPrix\nSARL ÉPICERIE DES COLLINES,\nRIDET 1 000 009.001')).toBeNull();
  });

  it("reads the notice's event named before its company, and an office's change as the event", () => {
    expect(roleOf('DISS. s/ TUP · SAS CARRIÈRES DU PLATEAU · RIDET 1 000 009.001 · ass. uniq. SAS ROCHES DU NORD')).toBe('event');
    expect(roleOf('Chgt Prst SAS KAYAKS DU LAGON Idt 1 000 009.001: Prst nouv. Soc.té SARL PAGAIES INVEST')).toBe('event');
    expect(roleOf('Chgt Prst SAS KAYAKS DU LAGON Idt 3 000 007.001: Prst nouv. Soc.té SARL PAGAIES INVEST Idt 1 000 009.001')).toBe('office');
  });

  it('reads the absorbed company after an absorption, the absorbing one as its agent', () => {
    const text = 'Fus.-absorp. «FRIGO ANCIEN» sarl Ent° 1 000 009.001 par «FRIGO NOUVEAU» sas Ent° 3 000 007.001';
    expect(roleOf(text)).toBe('absorbed');
    const folded = fold(text);
    const first = folded.indexOf('1 000 009.001') + '1 000 009.001'.length;
    expect(absorbingAgent(folded, first, folded.indexOf('3 000 007.001'))).toBe(true);
    expect(absorbingAgent(folded, first, folded.indexOf('ent°', first))).toBe(true);
  });
});

describe('the office or claim printed right after a company', () => {
  it('reads a creditor, a sole partner or a host named after the identifier', () => {
    expect(officeAfter(fold(', principal créancier, a renoncé à former opposition.'))).toBe(true);
    expect(officeAfter(fold('), associée unique des sociétés A et B'))).toBe(true);
  });

  it('reads no office in the next field, nor in a representative', () => {
    expect(officeAfter(fold('\nGérant : M. Paul EXEMPLE'))).toBe(false);
    expect(officeAfter(fold(', représentée par son gérant, M. Paul EXEMPLE'))).toBe(false);
  });
});

describe("the company's own officer named after its identifier", () => {
  it('is no office of the company', () => {
    expect(officeAfter(fold(', gér. Mme Ana EXEMPLE ; fonds de restauration'))).toBe(false);
  });
});

describe('the firm a notice gives as its contact', () => {
  it('is another party', () => {
    expect(roleOf('1. SCI DES FOUGÈRES 3 000 007.001 Transfert de siège\nPour tous renseignements : CABINET DES ÎLES, RIDET 1 000 009.001.')).toBe('office');
  });
});

describe("a lessor's or a tenant's label outside a business let", () => {
  it('gives no side to the landlord of premises in a sale of a business', () => {
    expect(roleOf('VENTE DE FONDS – Vendeur : SARL FOURNIL DE LA PLAGE, RIDET 3 000 007.001 – Bailleur des locaux : SCI LES MANGUIERS, RIDET 1 000 009.001')).toBeNull();
    expect(roleOf('VENTE DE FONDS – Vendeur : SARL FOURNIL DE LA PLAGE, RIDET 3 000 007.001 – Bailleur : SCI LES MANGUIERS, RIDET 1 000 009.001')).toBeNull();
  });

  it('reads the owner who lets a business run by another', () => {
    expect(roleOf('LOCATION-GÉRANCE – Loc.-gér. SNACK DU PONT (SARL, Rdt 3 000 007.001) – Bailleur : SARL GRILLADES DU NORD, Rdt 1 000 009.001')).toBe('gives');
  });
});

describe("a merger's sides labelled before a box-drawing rule", () => {
  it('reads the rule as the label mark', () => {
    expect(roleOf('FUSION\nabsorbante ── TRANSIT DU COL, SAS, 4, rue Test, 98800 Nouméa, RIDET 3 000 007.001\nabsorbée ── CONSIGNATION DU COL, SARL, RIDET 1 000 009.001 ── dissoute sans liquidation')).toBe('absorbed');
    expect(roleOf('FUSION\nabsorbée ── CONSIGNATION DU COL, SARL, RIDET 3 000 007.001 ── dissoute\nabsorbante ── TRANSIT DU COL, SAS, 4, rue Test, 98800 Nouméa, RIDET 1 000 009.001 ── capital porté de 20 000 000 à 26 500 000 F CFP')).toBe('absorbing');
  });
});

describe("`CESS.` without its colon", () => {
  it("is the sale's event, not the buyer's label", () => {
    expect(roleOf('CESS. PARTS — FOURNIL DE LA PLAGE, SARL, RIDET 1 000 009.001')).not.toBe('gets');
  });
});
