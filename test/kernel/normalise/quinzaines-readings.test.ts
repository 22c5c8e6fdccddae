import { describe, expect, it } from 'vitest';
import { classifyNotice, findRidets } from '../../../kernel/normalise/index.ts';
import { repairOcrWords } from '../../../kernel/normalise/ocr-repair.ts';
import { nextNoticeHead } from '../../../kernel/normalise/next-notice-head.ts';
import { decideSubjectRidet } from '../../../kernel/normalise/subject-ridet.ts';
import { identityOf } from './notice-helpers.ts';

// Readings an ordinary fortnight of notices from every source showed missing
// (test/kernel/normalise/quinzaines): a telegraphic constitution ('CONST. EURL « X » – Cap. :'), a
// RIDET given after a verb, a law firm whose name ends on its profession, the next notice's start
// at a page's foot, and 'rn' read for 'm' in a meeting's words. Every text here is made up for the
// rule it names, never a copy of a group text.

/** What the rules decide, without any fitted model: the subject's RIDET and the rule. */
function ruled(text: string, type: 'siege' | 'dissolution'): { ridet: string | null; rule: string } {
  const decision = decideSubjectRidet(text, findRidets(text), { type });
  return { ridet: decision.match?.ridet ?? null, rule: decision.rule };
}

describe("a telegraphic constitution: 'CONST.' before the form, the quoted name before 'Cap.'", () => {
  const ad =
    'JOURNAL DES ANNONCES – Jeudi 5 mars 2026\n\nCONST. SARL « KAZ VERGERS » – Cap. : 200.000 F CFP – Siège : 3, r. Exemple, 98800 Nouméa – Obj. : arboriculture – Gér. : Mme Hina EXEMPLE – Acte SSP du 02/02/26 – RIDET 1000001/001.';

  it('is a constitution of the quoted company, its form and the page date', () => {
    expect(classifyNotice(ad)?.type).toBe('creation');
    expect(identityOf(ad)).toEqual(['creation', 'KAZ VERGERS', 'SARL', '1000001001', '2026-03-05']);
  });

  it("reads the quoted name before a comma and 'cap.' too", () => {
    const text = 'CONST. SAS « KAZ NAVAL », cap. 1 000 000 F, siège Nouméa, prés. M. Teva EXEMPLE, acte du 03/02/26, RIDET 1000001/001.';
    expect(identityOf(text)).toEqual(['creation', 'KAZ NAVAL', 'SAS', '1000001001', '2026-02-03']);
  });

  it("does not read 'const.' before anything but a company as a constitution", () => {
    const text =
      "KAZ VERGERS, SARL, RIDET 1 000 001.001. Le gérant a const. la réalisation définitive de l'opération le 3 mars 2026. Les articles 6 et 7 des statuts ont été modifiés.";
    expect(classifyNotice(text)?.type).not.toBe('creation');
  });
});

describe('a RIDET given after a verb', () => {
  it("reads 'son numéro RIDET est le …' as the label's number", () => {
    expect(findRidets('La société a été immatriculée ; son numéro RIDET est le 1 000 001 002.').map((m) => m.ridet)).toEqual(['1000001002']);
    expect(findRidets('Le RIDET est : 1 000 001.001').map((m) => m.ridet)).toEqual(['1000001001']);
  });

  it("gives an accountant's client its own number, the letterhead's firm set aside", () => {
    const text =
      "CABINET EXEMPLE CONSEILS\nExpertise comptable\nRIDET 2 000 002.001 – 1, rue Exemple, 98800 Nouméa\n\nAvis de constitution\n\nAux termes d'un acte sous seing privé du 4 mars 2026, il a été constitué une société à responsabilité limitée dénommée KAZ TOITURES, au capital de 100 000 F CFP, siège à Nouméa. Gérant : M. Paul EXEMPLE.\nLa société a été immatriculée le 10 mars 2026 ; son numéro RIDET est le 1 000 001 001.";
    expect(identityOf(text)).toEqual(['creation', 'KAZ TOITURES', 'SARL', '1000001001', '2026-03-04']);
  });
});

describe('a law firm whose name ends on its profession', () => {
  const transfer = (signature: string): string =>
    `TRANSFERT DE SIÈGE\n\nKAZ PÊCHE\nSAS au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nPar décision du président du 4 mars 2026, le siège a été transféré au 2, rue Exemple, 98860 Koné.\n\nPour avis – ${signature}, RIDET 2 000 002.001, 5, rue Exemple, 98800 Nouméa.`;

  it("is set aside when it signs: 'SELARL CABINET X AVOCATS', 'SCP X NOTAIRES ASSOCIÉS'", () => {
    expect(ruled(transfer('SELARL CABINET EXEMPLE AVOCATS'), 'siege')).toEqual({ ridet: '1000001001', rule: 'seul_candidat' });
    expect(ruled(transfer('SCP EXEMPLE & AUTRE NOTAIRES ASSOCIÉS'), 'siege')).toEqual({ ridet: '1000001001', rule: 'seul_candidat' });
  });

  it('is not read so without a firm word before the name: a company may be named after a trade', () => {
    // Printed where no signature is read ('Pour avis, X, RIDET …' is the filer's whatever its name:
    // mixtes-readings), so only the name's own reading is tried; nor as the host of the new seat
    // ('dans les locaux de X', seat-host.ts), which would decide on its own.
    const named = `TRANSFERT DE SIÈGE\n\nKAZ PÊCHE\nSAS au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nPar décision du président du 4 mars 2026, le siège a été transféré au 2, rue Exemple, 98860 Koné, à côté de KAZ EXPERTS-COMPTABLES, RIDET 2 000 002.001.`;
    expect(ruled(named, 'siege').rule).not.toBe('seul_candidat');
  });
});

describe("the next notice's start at a page's foot", () => {
  const page = (foot: string): string =>
    `KAZ IMMOBILIER\nSociété civile immobilière en liquidation\nRIDET 1 000 001.001\n\nL'assemblée du 3 mars 2026 a approuvé le compte définitif de liquidation et constaté la clôture de la liquidation.\nPour avis.\n${foot}`;

  it("is set apart after a separator when it ends on '(suite page …)'", () => {
    const text = page('_______\n\nNOMINATION D’UN GÉRANT\nKAZ LIBRAIRIE\nSARL – RIDET 2 000 002.001\n(suite page 1203)');
    expect(text.slice(nextNoticeHead(text)).trimStart().startsWith('NOMINATION')).toBe(true);
    expect(ruled(text, 'dissolution')).toEqual({ ridet: '1000001001', rule: 'seul_candidat' });
  });

  it('also before a continuation marker written otherwise', () => {
    for (const marker of ['(suite p. 12)', '(à suivre)', 'Suite page suivante']) {
      const text = page(`* * *\nCESSION DE PARTS\nKAZ LIBRAIRIE, SARL, RIDET 2 000 002.001\n${marker}`);
      expect(text.slice(nextNoticeHead(text)).trimStart().startsWith('CESSION')).toBe(true);
    }
  });

  it("is not read without the separator: the notice's own text may run on to another page", () => {
    const text = page('KAZ LIBRAIRIE, SARL, RIDET 2 000 002.001, a été nommée liquidatrice\n(suite page 1203)');
    expect(nextNoticeHead(text)).toBe(text.length);
    expect(nextNoticeHead(page(''))).toBe(page('').length);
  });
});

describe("'rn' for 'm' in a meeting's words", () => {
  it("reads 'aux terrnes', 'l'assernblée', 'derneurant', 'la rnoitié' as their words", () => {
    expect(repairOcrWords("Aux terrnes de l'assernblee, M. X, derneurant a Koné, la rnoitie du capital")).toBe(
      "Aux termes de l'assemblee, M. X, demeurant a Koné, la moitie du capital",
    );
  });

  it("leaves French words spelt with 'rn' alone", () => {
    const text = 'une tournée du gouvernement, le terrain interne, concernant le journal';
    expect(repairOcrWords(text)).toBe(text);
  });

  it('lets a scanned decision to continue despite losses be read as statuts', () => {
    const text =
      "KAZ TRANSPORTS\nSARL au capital de 1 OOO OOO F CFP\nRlDET 1 OOO OO1.OO1\n\nL'assernblee generale extraordinaire du 4 mars 2O26 a decide de ne pas dissoudre la societe bien que les capitaux propres soient devenus inferieurs a la rnoitie du capital social.";
    expect(classifyNotice(repairOcrWords(text))?.type).toBe('statuts');
  });
});
