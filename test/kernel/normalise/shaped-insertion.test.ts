import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/parse-notice.ts';
import { shapedInsertionRead } from '../../../kernel/normalise/shaped-insertion.ts';

// A compositor's insertion read by what its values are, whatever its labels say. Each scheme below
// is made up for this file (labels no newspaper uses, glued by a full stop, an equals sign, a slash
// or a colon, or closed by a full stop and a space), as are every name, address and number (each
// RID passes the check digit).

const read = (text: string) => {
  const result = parseNoticeText(text, { reference: 'essai', publicationDate: '2026-11-12' });
  return result.ok
    ? { type: result.notice.type, ridet: result.notice.ridet, denomination: result.notice.denomination, forme: result.notice.forme_juridique }
    : { quarantine: result.quarantine.reason };
};

describe('an insertion whose labels no reader knows, read by its values', () => {
  it('reads the name, the form and the identifier under two-letter labels glued by a full stop', () => {
    expect(read('CONSTITUTION Nx.ATELIER DES PALÉTUVIERS Jf.SARL Kq.500 000F Wd.lot 12, 98860 Koné Vr.4815239.001 Ssp 3.11.26')).toEqual({
      type: 'creation',
      ridet: '4815239001',
      denomination: 'ATELIER DES PALÉTUVIERS',
      forme: 'SARL',
    });
  });

  it('reads them under labels glued by an equals sign', () => {
    expect(read('Dissolution anticipée — Bo=LES JARDINS DE TIBARAMA Cu=SAS Ek=1 000 000 XPF Gh=4878591-001 Ij=14 rue des Goyaviers, 98800 Nouméa')).toEqual({
      type: 'dissolution',
      ridet: '4878591001',
      denomination: 'LES JARDINS DE TIBARAMA',
      forme: 'SAS',
    });
  });

  it('reads them under labels glued by a slash, the officer after them', () => {
    expect(read('Dissolution anticipée. Qz/PÊCHERIE DU LAGON BLEU Wq/EURL Zk/2 500 000 F Yb/5013214.001 Tt/Mme Rose EXEMPLE liquidatrice')).toEqual({
      type: 'dissolution',
      ridet: '5013214001',
      denomination: 'PÊCHERIE DU LAGON BLEU',
      forme: 'EURL',
    });
  });

  it('reads them under labels closed by a full stop and a space', () => {
    expect(read('Transfert de siège Nx. ATELIER DES PALÉTUVIERS Jf. SARL Kq. 500 000F Vr. 4815239.001 Gt. M. Paul EXEMPLE')).toEqual({
      type: 'siege',
      ridet: '4815239001',
      denomination: 'ATELIER DES PALÉTUVIERS',
      forme: 'SARL',
    });
  });

  it("keeps a form's qualifier with the form", () => {
    expect(read('Constitution Vw.LES ÉBÉNISTES DU NORD Jf.SARL unipersonnelle Vr.5409164.001 Kq.100 000F')).toMatchObject({ forme: 'EURL' });
  });

  it('reads a name printed with its own identifier in the same value as the one company named', () => {
    expect(read('Modification de l’objet Nx.KONÉ LOISIRS NAUTIQUES Vr.5401245.001 Jf.SAS Kq.1 200 000 F')).toEqual({
      type: 'statuts',
      ridet: '5401245001',
      denomination: 'KONÉ LOISIRS NAUTIQUES',
      forme: 'SAS',
    });
  });

  it('reads the name that holds no identifier beside a party printed with its own', () => {
    const text = 'Transfert de siège Pq.LES VERGERS DE TIÉTI Jf.SARL Vr.5060728.001 Sx.lot 3, 98822 Poindimié Zu.Sté BOIS DU NORD (5266622.001) rep. M. Yves EXEMPLE';
    expect(shapedInsertionRead(text)).toContain('\nDénomination : LES VERGERS DE TIÉTI\n');
  });
});

describe('a name and the one it replaces under one label', () => {
  it('reads the new name, the former marked by its word or by an arrow', () => {
    expect(read('Changement de dénomination Nm.ex LE PETIT FOURNIL nouv.LE FOURNIL DE LA ROCHE Jf.SARL Vr.5060728.001 Gt.M. Paul EXEMPLE')).toEqual({
      type: 'statuts',
      ridet: '5060728001',
      denomination: 'LE FOURNIL DE LA ROCHE',
      forme: 'SARL',
    });
    expect(read('Changement de dénomination Vr/5060728.001 Nm/LE PETIT FOURNIL → LE FOURNIL DE LA ROCHE Jf/SARL Kq/100 000 F')).toEqual({
      type: 'statuts',
      ridet: '5060728001',
      denomination: 'LE FOURNIL DE LA ROCHE',
      forme: 'SARL',
    });
  });
});

describe("a person under a compositor's label, read by the office its letters keep", () => {
  const officers = (text: string) => {
    const result = parseNoticeText(text, { reference: 'essai', publicationDate: '2026-11-12' });
    return result.ok ? result.notice.dirigeants.map((d) => `${d.prenoms} ${d.nom} (${d.fonction})`) : result.quarantine.reason;
  };

  it('reads the holder of the office after a label glued by a slash or a full stop', () => {
    expect(officers('Dissolution anticipée. Qz/PÊCHERIE DU LAGON BLEU Wq/EURL Yb/5013214.001 Lqdr/Mme Rose EXEMPLE')).toEqual(['Rose EXEMPLE (liquidateur)']);
    expect(officers('Nomination Vw.LES ÉBÉNISTES DU NORD Jf.SARL Vr.5409164.001 Gt.M. Paul EXEMPLE')).toEqual(['Paul EXEMPLE (gérant)']);
  });

  it('reads a shared office under its label with the prefix it keeps, the event told before it', () => {
    const text = 'Hc/MENUISERIE DE LA TONTOUTA Kk/SAS Pn/5401245.001 AGO 3.11.26: NOMÉ co-Gte/Mme Rose EXEMPLE';
    expect(read(text)).toMatchObject({ type: 'nomination' });
    expect(officers(text)).toEqual(['Rose EXEMPLE (gérant)']);
  });
});

describe('where the shapes do not decide, nothing is read as the name', () => {
  it('leaves two runs of capitals without an identifier of their own to the subject readers', () => {
    const text = 'Constitution Hn.LA TABLE DE VOH Tr.LE GRAND BAZAR Jf.SARL Kq.800 000F Vr.5266622.001';
    expect(shapedInsertionRead(text)).toBe(text);
    expect(read(text)).toEqual({ quarantine: 'denomination_absente' });
  });

  it('does not give a name to the only identifier when another name holds it', () => {
    const text = 'Cession de fonds Cédant:Hn.LA TABLE DE VOH Jf.SARL Acquéreur:LE GRAND BAZAR SAS 5329974.001 Kq.800 000F';
    expect(shapedInsertionRead(text)).toBe(text);
    expect(read(text)).not.toHaveProperty('denomination', 'LA TABLE DE VOH');
  });

  it('takes no labelled value in capitals for the name when a company told by its word and form stands before it', () => {
    const text = 'Constitution Sté LES PAINS DORÉS SARL Ob.BOULANGERIE Kq.100 000F Vr.5409164.001';
    expect(shapedInsertionRead(text)).toBe(text);
    expect(read(text)).not.toHaveProperty('denomination', 'BOULANGERIE');
  });

  it('takes no run for the name when a company described by its form stands under another label', () => {
    const text = 'Constitution Ens.LE PETIT BAR Rs.SARL KAORI FRAIS Kq.100 000F Vr.5409164.001';
    expect(shapedInsertionRead(text)).toBe(text);
  });

  it("still reads the name beside a company described by its form under an office's or a court appointee's label", () => {
    const text = 'Redressement judiciaire Rs.LES BOIS DU NORD Fm.SARL Vr.5409164.001 Mdj.SELARL ALPHA CONSEIL (Me Anne EXEMPLE)';
    expect(shapedInsertionRead(text)).toContain('\nDénomination : LES BOIS DU NORD\n');
  });

  it('leaves a notice whose name is labelled already as it is', () => {
    const text = 'Dénomination : LES VERGERS DE TIÉTI\nHn.LE GRAND BAZAR Jf.SARL Kq.800 000F Vr.5266622.001';
    expect(shapedInsertionRead(text)).toBe(text);
  });

  it('takes no capitals abbreviation of the event for a name', () => {
    const text = 'NVL.OBJ. Rg.5401245.001 Jf.SAS Kq.1 200 000 F Ob.vente de glaces';
    expect(shapedInsertionRead(text)).toBe(text);
  });
});

describe("an abbreviation of 'déménagement' before the seat", () => {
  it('reads the seat moved, not an officer resigning', () => {
    expect(read('DÉM.SIÈGE Vw.LES ÉBÉNISTES DU NORD Jf.SARL Vr.5409164.001 Sx.3 rue des Flamboyants, 98860 Koné')).toMatchObject({ type: 'siege' });
    expect(read('Dém. sg. Vw.LES ÉBÉNISTES DU NORD Jf.SARL Vr.5409164.001 Sx.3 rue des Flamboyants, 98860 Koné')).toMatchObject({ type: 'siege' });
  });
});

describe("a compositor's label, whatever letter it opens on", () => {
  const name = (text: string) => /\nDénomination : ([^\n]+)\n/u.exec(shapedInsertionRead(text))?.[1] ?? null;

  it('reads the name under a label opening on an accented capital, a capital past Latin-1 or past the BMP', () => {
    expect(name('Constitution Éq.ATELIER DU RÉCIF Jf.SARL Kq.500 000F Vr.4815239.001')).toBe('ATELIER DU RÉCIF');
    expect(name('Constitution Ŝk=ATELIER DU RÉCIF Jf=SARL Kq=500 000F Vr=4815239.001')).toBe('ATELIER DU RÉCIF');
    expect(name('Constitution 𝐍m/ATELIER DU RÉCIF Jf/SARL Kq/500 000F Vr/4815239.001')).toBe('ATELIER DU RÉCIF');
  });

  it('reads the name under a label word written out and glued by its colon, not under one spaced from its value', () => {
    expect(name('Constitution Enseigne:ATELIER DU RÉCIF Jf:SARL Kq:500 000F Vr:4815239.001')).toBe('ATELIER DU RÉCIF');
    const spaced = 'Constitution Enseigne : ATELIER DU RÉCIF Jf : SARL Kq : 500 000F Vr : 4815239.001';
    expect(shapedInsertionRead(spaced)).toBe(spaced);
  });
});

// An insertion is read only when a letter and a label's mark glued to a value stand in it (or a full
// stop and a space before capitals), sought first by code units: one glued label alone, whatever
// letter stands before its mark, must still let the insertion be read.
describe("an insertion's one glued label, by the letter before its mark", () => {
  const name = (text: string) => /(?:^|\n)Dénomination : ([^\n]+)\n/u.exec(shapedInsertionRead(text))?.[1] ?? null;
  const spacedAfter = 'Jf : SARL Kq : 500 000F Vr : 4815239.001';

  it('reads the name after a letter of ASCII, of Latin-1, or past Latin-1', () => {
    expect(name(`Constitution Nm/ATELIER DU RÉCIF ${spacedAfter}`)).toBe('ATELIER DU RÉCIF');
    expect(name(`Constitution Nè=ATELIER DU RÉCIF ${spacedAfter}`)).toBe('ATELIER DU RÉCIF');
    expect(name(`Constitution Nŝ:ATELIER DU RÉCIF ${spacedAfter}`)).toBe('ATELIER DU RÉCIF');
  });

  it('reads the name after a letter past the BMP, as the label opening the text too', () => {
    expect(name(`Constitution N𝐦/ATELIER DU RÉCIF ${spacedAfter}`)).toBe('ATELIER DU RÉCIF');
    expect(name(`𝐍𝐦.ATELIER DU RÉCIF ${spacedAfter}`)).toBe('ATELIER DU RÉCIF');
  });

  it('reads the name after a full stop and a space before capitals', () => {
    expect(name(`Constitution Nm. ATELIER DU RÉCIF ${spacedAfter}`)).toBe('ATELIER DU RÉCIF');
  });

  it('leaves an insertion with no label glued to its value as printed', () => {
    const text = `Constitution Nm : ATELIER DU RÉCIF ${spacedAfter}`;
    expect(shapedInsertionRead(text)).toBe(text);
  });
});
