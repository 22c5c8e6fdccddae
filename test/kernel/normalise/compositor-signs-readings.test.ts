import { describe, expect, it } from 'vitest';
import { classifyNotice, findFrenchDates, findRidets, parseNoticeText } from '../../../kernel/normalise/index.ts';

// What compositors of the shortest paid insertions print with signs rather than words, whatever
// their own abbreviations: an identifier as a field of its own or after a label glued by their own
// mark, a seat's two places joined by an arrow, a capital's two sums after its cut word, two legal
// forms joined by any arrow, the equity below half the capital told by '<', a date with a cut
// month. Every company, place and number below is made up; 1234566, 1234574, 1234582 and 0345678
// pass the check, 1234567 does not.

const ridets = (text: string) => findRidets(text).map((m) => m.ridet);

describe('an identifier standing as a field of its own between separators', () => {
  it('is read by its shape, its rank and its check digit, whatever the separator', () => {
    expect(ridets('CST § LES RUCHERS DU PLATEAU § EURL § 150.000 F § Mme A TESTEUR § 1234566/001')).toEqual(['1234566001']);
    expect(ridets('RJ ▪ ATELIER TESTEUR (SARL) ▪ 1234574 002 ▪ Mand.: Me X')).toEqual(['1234574002']);
    expect(ridets('DISSOL° SCI LES TESTS · 1.234.582.001 · liq. M. Y')).toEqual(['1234582001']);
    expect(ridets('NOM/DÉM ▪ BÉTON TESTEUR ▪ SARL ▪ 345678.001 ▪ dém. M. Z')).toEqual(['0345678001']);
  });

  it('is not read without its rank, with rank 000, when the check fails, or when the field goes on', () => {
    expect(ridets('VTE ▪ FONDS TESTEUR ▪ 1234566 ▪ opp.')).toEqual([]);
    expect(ridets('CAP ▪ 1 234 566 000 ▪ libéré')).toEqual([]);
    expect(ridets('CST § LES TESTS § 1234567/001 §')).toEqual([]);
    expect(ridets('§ 1234566/001 parts §')).toEqual([]);
  });
});

describe("an identifier after a label glued by a compositor's own mark", () => {
  it('reads the number after =, :-, => or », a space around the mark or not', () => {
    expect(ridets('N°Ridet= 1 234 566 001')).toEqual(['1234566001']);
    expect(ridets('Rdt:- 1 234 574 001')).toEqual(['1234574001']);
    expect(ridets('ridet => 1234582/002')).toEqual(['1234582002']);
    expect(ridets('Idf» 1234566.001')).toEqual(['1234566001']);
  });
});

describe("a seat told moved by its two places and an arrow, or by 'de … à' after its label", () => {
  it('is a transfer of the seat', () => {
    expect(classifyNotice('Siège : 4 r. des Tests, Nouméa → 12 rte du Banc, Païta\nSARL TESTEUR DU SUD RID 1234566.001')?.type).toBe('siege');
    expect(classifyNotice('SAS TESTEUR SERVICES Matr1234574001 Trsf.Dom.Koné→Voh à cpter du 1.12.26')?.type).toBe('siege');
    expect(classifyNotice('TR/SG\nDénomination : TESTEUR ÉVASION\nSiège : de Poum à Ouégoa, 98821')?.type).toBe('siege');
  });

  it('is not read where the arrow joins two sums, two forms or reaches a date, nor in prose', () => {
    expect(classifyNotice('TESTEUR SARL\nSiège : Nouméa · Cap. 1M→4M\nGérant : M. A')?.type).not.toBe('siege');
    expect(classifyNotice('TESTEUR SARL\nSiège : Nouméa · Transfo SARL→SAS')?.type).not.toBe('siege');
    expect(classifyNotice('sge => baie des Tests\nAGE => 26/10/2026')?.type ?? null).toBeNull();
    expect(classifyNotice('Le siège de la société à responsabilité limitée TESTEUR est à Nouméa.')?.type ?? null).toBeNull();
  });
});

describe("a capital's cut word before its two sums and an arrow", () => {
  it('is a change of capital, the seat moved beside it or not', () => {
    expect(classifyNotice('TESTEUR SARL – RID 1234566.001\nAGE 3.11.26: AUG/CAP 300.000 → 1.300.000 F')?.type).toBe('capital');
    expect(classifyNotice('TESTEUR SARL – RID 1234566.001\nAGE: TR/SIÈGE anc. Bourail → nv. 2 rue Test, Koné + AUG/CAP 300.000 → 1.300.000 F')?.type).toBe('capital');
  });
});

describe('two legal forms joined by any arrow', () => {
  it.each(['→', '->', '⇒', '=>'])('are a transformation (%s)', (arrow) => {
    const result = parseNoticeText(`LA FEUILLE DE TEST — 2026.11.06\n\nTRANSFO. SARL ${arrow} SAS\ndén => TESTEUR NAUTIQUE\nridet => 1234566/001\ncap => 500 000 XPF (inchangé)\nAGE => 26/10/2026`, { reference: 't' });
    expect(result.ok && result.notice.type).toBe('statuts');
  });
});

describe('the equity below half the capital told by signs, beside the going on', () => {
  it('is the continuation despite losses, and a cut of continuation is no constitution', () => {
    expect(classifyNotice('C.P.<½ F.soc.: continuation décidée – SAS TESTEUR EXPORT – RID 1234566.001')?.type).toBe('statuts');
    const contin = parseNoticeText('CONTIN° (CP < ½ cap.)\nRs.TESTEUR BOIS Fme.SARL Cap.800.000F Rdt.1 234 574.001 Sg.Test, 98800 Nouméa\nAGE 2.10.26: pas de diss° anticipée, poursuite de l\'activité · Gce.Paul TESTEUR', { reference: 't' });
    expect(contin.ok && contin.notice.type).toBe('statuts');
  });

  it('reads a cut of continuation as no constitution, whatever else the insertion says', () => {
    const contin = parseNoticeText('CONTIN°\nRs.TESTEUR BOIS Fme.SARL Cap.800.000F Rdt.1 234 574.001 Sg.Test, 98800 Nouméa\nAGE 2.10.26 · Gce.Paul TESTEUR', { reference: 't' });
    expect(contin.ok && contin.notice.type).not.toBe('creation');
  });
});

describe('a date whose month is cut', () => {
  it('reads the year glued to the cut month, and a two-digit year after its dot', () => {
    expect(findFrenchDates('DAU 14 oct.2026 Gért').map((d) => d.iso)).toEqual(['2026-10-14']);
    expect(findFrenchDates('Acte Me TEST 3 nov.26').map((d) => d.iso)).toEqual(['2026-11-03']);
    expect(findFrenchDates('le 3 nov. 26').map((d) => d.iso)).toEqual(['2026-11-03']);
  });

  it('reads no two-digit count after a whole month', () => {
    expect(findFrenchDates('le 3 mai 26 parts').map((d) => d.iso)).toEqual([]);
  });
});

describe("a court's procedure as an insertion cuts its words", () => {
  it('reads a plan of redressement without its article or cut, and a closure for insufficient assets cut or by its initials', () => {
    expect(classifyNotice('Plan redr. arrêté (6 ans) – SARL QUINCAILLERIE TESTEUR RID 1234566.001 – jugt 2.11.26')?.type).toBe('procedure');
    expect(classifyNotice('Plan de redrst arrêté: SARL TESTEUR RID 1234566.001, 7 ans')?.type).toBe('procedure');
    expect(classifyNotice('Clt.insuff.act. – M. Paul TESTEUR, peintre, RID 1234574 – jugt 3/11/26')?.type).toBe('procedure');
    expect(classifyNotice('CLÔT. IA * M. Paul TESTEUR * Rdt 1234574.001 * jgt 3/11/2026')?.type).toBe('procedure');
    expect(classifyNotice('CLÔT°/IA – M. Paul TESTEUR – Rdt 1234574.001')?.type).toBe('procedure');
  });

  it("reads no procedure in a year's closing or a town's plan", () => {
    expect(classifyNotice("la clôture de l'exercice social est fixée au 31 décembre")?.type ?? null).toBeNull();
    expect(classifyNotice('le plan de la ville est joint')?.type ?? null).toBeNull();
  });
});

describe("an insertion's event noun set before its act or its company without a separator", () => {
  it('is the event when the act or its date follows the noun after a space', () => {
    const result = parseNoticeText('LA FEUILLE DE TEST · Ann. lég. · mer. 14.10.26\nCREAT° a.s.s.p. 02.10.26 – Dnom.TESTEUR & FILS – s.a.r.l. F.soc.500 000 – Dom.4 r.Test 98800 Nméa – Gest.:M.Paul TESTEUR – Matr.1 234 566.001', { reference: 't' });
    expect(result.ok && result.notice.type).toBe('creation');
  });
});

describe("an event told by two cut words at a line's head", () => {
  const sale = (head: string) => parseNoticeText(`${head} SARL TESTEUR DU NORD, 1234566.001 / SNC TESTEUR DU SUD, 1234574.001 / fds de snack sis 4 rue Test, Koné / 2 000 000 F / SSP 01/10/2026 / opp. 10 j. au fds`, { reference: 't' });
  it.each(['VTE FDS.', 'VTE FDC', '■ VTE FDC /', 'Cession FC –'])('reads the sale of a business whatever the cut (%s)', (head) => {
    const result = sale(head);
    expect(result.ok ? result.notice.type : result.quarantine.reason).not.toBe('type_inconnu');
  });

  it("reads no event in a line's opening words, nor inside one word", async () => {
    const { linesHeadPhrasesRead } = await import('../../../kernel/normalise/insertion-head-event.ts');
    expect(linesHeadPhrasesRead('Plan de cession\nSARL X')).toBe('Plan de cession\nSARL X');
    expect(linesHeadPhrasesRead('CAFÉ & TORRÉFACTION DU TEST')).toBe('CAFÉ & TORRÉFACTION DU TEST');
    expect(linesHeadPhrasesRead('VTE FDS. SARL X')).toBe('CESSION DE FONDS SARL X');
    expect(linesHeadPhrasesRead('Nouvelle dénom. : TESTEUR')).toBe('NOUVELLE DÉNOMINATION : TESTEUR');
    expect(linesHeadPhrasesRead('Cession/PARTS + NOMINATION GCE')).toBe('CESSION DE PARTS + NOMINATION GCE');
    expect(linesHeadPhrasesRead('Obj.nv (+ location de bateaux)')).toBe('NOUVEL OBJET (+ location de bateaux)');
    expect(linesHeadPhrasesRead('Nouveau nom : TESTEUR SARL')).toBe('Nouveau nom : TESTEUR SARL');
  });
});

describe("a term's cut words joined by a slash", () => {
  it('reads a term in capitals a slash joins, each part its word\'s letters', async () => {
    const { letteredTermsRead } = await import('../../../kernel/normalise/lettered-abbreviations.ts');
    expect(letteredTermsRead('FIN LOC/GCE\nPropr.: SARL X')).toBe('FIN Location-gérance\nPropr.: SARL X');
    expect(letteredTermsRead('FIN L/G — fds')).toBe('FIN Location-gérance — fds');
    expect(letteredTermsRead('TR/SG\nSARL X')).toBe('Transfert de siège\nSARL X');
  });

  it("reads no term in small letters' shorthand or two forms", async () => {
    const { letteredTermsRead } = await import('../../../kernel/normalise/lettered-abbreviations.ts');
    for (const text of ['nommée à/c du 1er mai', 'et/ou', 'SARL/SAS', 'NOM/DÉM ▪ X']) expect(letteredTermsRead(text)).toBe(text);
  });
});

describe("a newspaper's running line set as the insertion's header or footer", () => {
  const publication = async (lines: string[]) => (await import('../../../kernel/normalise/titled-header-date.ts')).dateOfTitledHeaderLine(lines);
  it("dates the page by a local periodical's sigle however short, as a one-line notice's last item or a line alone, and never by three capitals that are no periodical's", async () => {
    const { dateOfTitledLastItem } = await import('../../../kernel/normalise/titled-header-date.ts');
    expect(dateOfTitledLastItem(['CONST. SNC | Dén. : TESTEUR | Gér. : M. Jean TEST | ASSP 05/11/26 | RIDET 1000009.001 | LNC 14/11/26'])).toBe('2026-11-14');
    expect(await publication(['LNC 14/11/26', 'CONST. SNC TESTEUR'])).toBe('2026-11-14');
    expect(await publication(['AGX 20.10.26', 'TRANSF. SIÈGE TESTEUR'])).toBeNull();
  });

  it('dates the page at the last line too, framed by marks, its issue number or edition read past', async () => {
    expect(await publication(['LJ | TMC jgt 2/11/2026 | TESTEUR SARL', 'Le Courrier de Test 24/11/2026'])).toBe('2026-11-24');
    expect(await publication(['FIN L/G', '(Gazette Test 410 – 22.10.26)'])).toBe('2026-10-22');
    expect(await publication(['CLÔT. LIQ. — TESTEUR', '— Petit Test Matin, édition du 28 octobre 2026 —'])).toBe('2026-10-28');
    expect(await publication(['JOURNAL DE TEST, n° 19, 4-11-2026', 'DISSOLUT° ANTICIPÉE'])).toBe('2026-11-04');
  });

  it("reads no signature's or place's date as the page's", async () => {
    expect(await publication(['TESTEUR SARL', 'La Gérance 24/11/2026'])).toBeNull();
    expect(await publication(['TESTEUR SARL', 'Nouméa, le 24/11/2026'])).toBeNull();
    expect(await publication(['TESTEUR SARL', 'Le Notaire 3/11/2026'])).toBeNull();
  });
});

describe("an insertion's event noun between a compositor's marks", () => {
  const creation = (text: string) => {
    const result = parseNoticeText(text, { reference: 't' });
    return result.ok ? result.notice.type : result.quarantine.reason;
  };
  it('is read after a leading mark and before a separator mark', () => {
    expect(creation('LA FEUILLE DE TEST ■ S41 ■ 08/10/2026\n\n■ CONST. SARL ■ Dénom. TESTEUR AVENTURE ■ Cap. 500 000 F ■ Sge Néra, 98870 Bourail ■ Gér. M. Paul TESTEUR ■ RIDET 1234566.001')).toBe('creation');
    expect(creation("L'ÉCHO DU TEST n°31 du 06/11/2026\nCONSTITUTION § LES RUCHERS DU TEST § EURL § 200.000 F CFP § Nessadiou 98870 Bourail § Mme Anne TESTEUR § 1234574/001")).toBe('creation');
  });
});

describe("a renewal beside its office's cut", () => {
  it('is an appointment, either order', () => {
    expect(classifyNotice('RENOUVELLEMENT GCE\nTESTEUR TRANSPORTS\nSARL\nRID 1234566')?.type).toBe('nomination');
    expect(classifyNotice('PRÉS. renouvellement : M. Paul TESTEUR')?.type).toBe('nomination');
  });

  it("is no letting's renewal", () => {
    expect(classifyNotice('RENOUVELLEMENT Location-gérance\nTESTEUR SARL')?.type).toBe('cession');
    expect(classifyNotice('loc.-gér. renouvelée')?.type).toBe('cession');
  });
});

describe("an insertion's fields parted by bars, its identifier's ten digits glued to a short label", () => {
  it('is the notice, not a menu, and its identifier is read', async () => {
    const { separateFurniture } = await import('../../../kernel/normalise/furniture.ts');
    const line = 'DG | TESTEUR FROID (SAS) | Id.1234566001 | nomin. DG M. Paul TESTEUR | Pdt inch. Mme Anne TESTEUR | CA 04/11/2026';
    expect(separateFurniture(`LA FEUILLE TEST | 12 novembre 2026\n${line}`).furniture).toEqual([]);
    expect(ridets(line)).toEqual(['1234566001']);
  });
});

describe("the name's label cut short", () => {
  it("reads 'Raison soc. :' and 'Rais. soc. :' as the name's label", () => {
    const text = (label: string) => `LE HÉRON DU SUD · 12/11/2026 · Annonces légales\n\nRÉDUC. CAP. — ${label} « KAORI BOIS » — SAS — RIDET 1 234 566.001\nCap. ramené de 5 000 000 F à 3 000 000 F (AGE 02/11/2026).\nPrés. : M. Paul WEA.`;
    for (const label of ['Raison soc. :', 'Rais. soc. :']) {
      const result = parseNoticeText(text(label), { reference: 'essai' });
      expect(result.ok ? [result.notice.type, result.notice.ridet, result.notice.denomination] : result.quarantine.reason, label).toEqual(['capital', '1234566001', 'KAORI BOIS']);
    }
  });
});
