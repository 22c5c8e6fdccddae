import { describe, expect, it } from 'vitest';
import { headCode } from '../../../kernel/normalise/insertion-head-code.ts';
import { rubricAbove } from '../../../kernel/normalise/insertion-rubric.ts';
import { parseNoticeText } from '../../../kernel/normalise/parse-notice.ts';
import { identityOf, noticeOf } from './notice-helpers.ts';

// The words a compositor opens an insertion with, before his first field's mark, tell its event
// where they are plain cuts of one type's words. Made-up insertions.

const headCodeType = (text: string) => headCode(text)?.type ?? null;

describe('the head code', () => {
  it('reads a cut, a consonant skeleton or a dotted prefix at the head', () => {
    expect(headCodeType('CRÉA ^ KAORI BOIS ^ SARL ^ cap 100 000 ^ 1000009-001')).toBe('creation');
    expect(headCodeType('CNSTTN | KAORI BOIS | SARL | RIDET 1000009.001')).toBe('creation');
    expect(headCodeType('Nomin.DG — KAORI BOIS, SAS — M. Paul WEA')).toBe('nomination');
    expect(headCodeType('TRSF SG / KAORI BOIS / SARL / nv sg : Koné')).toBe('siege');
  });

  it('reads an event word printed whole, closed by a mark or an arrow', () => {
    expect(headCodeType('TR. SIÈGE — KAORI BOIS EURL — Ridet 1000009-001 — de Koné à Voh')).toBe('siege');
    expect(headCodeType('SIÈGE ➝ VOH · KAORI BOIS SARL · 1 000 009.001')).toBe('siege');
    // A short cut before the arrow that says it changed; a code closed by a bracket's opening.
    expect(headCodeType('CAP ↑ 1 000 000 → 4 000 000 F CFP | KAORI BOIS, SARL | RIDET 1 000 009.001')).toBe('capital');
    expect(headCodeType('SAUVEG. (TMC Nouméa) — KAORI BOIS (SAS) — RID 1000009 — mand. : Me Paul WEA')).toBe('procedure');
  });

  it('reads the initials of an office and a new company as a reader knows them', () => {
    expect(headCodeType('CAC — KAORI BOIS (SA) — 1000009.001 — tit. : SARL AUDIT DU NORD')).toBe('nomination');
    expect(headCodeType('PDG — KAORI BOIS (SA) — 1000009.001 — M. Paul WEA')).toBe('nomination');
    expect(headCodeType('NVLLE STÉ — Dén:KAORI BOIS — Fme:SARL — Ridet:1 000 009.001')).toBe('creation');
    expect(headCodeType('FIN L.-G. — Propr. : KAORI BOIS (SARL, 1000009.001) — fds menuiserie, Koné')).toBe('cession');
    expect(headCodeType('LJ ~ KAORI BOIS ~ SARL ~ 1000009.001 ~ jugt TMC')).toBe('procedure');
    // `GÉR.` alone is the management, whose holder changed; with the letting's word, a location-gérance.
    expect(headCodeType('GÉR. — KAORI BOIS — EURL — RID. 1000009.001 — Gér. : Léa WEA, remplace Paul WEA')).toBe('nomination');
    expect(headCodeType('LOC.-GÉR. — KAORI BOIS — EURL — RID. 1000009.001 — fds menuiserie')).toBe('cession');
    expect(headCodeType('GÉRANCE · KAORI BOIS SARL · Rdt 1000009.001 · (−) M. Paul WEA · (+) Mme Léa WEA')).toBe('nomination');
    // An elided article is read past: a registry's striking off is a dissolution.
    expect(headCodeType("RAD. D'OFF. — KAORI BOIS, SARL, RID 1 000 009 — greffe TMC Nouméa")).toBe('dissolution');
    // The initials of a deputy managing director and of a simplified liquidation.
    expect(headCodeType('DGD nommé ~ Paul WEA ~ KAORI BOIS, SAS ~ RIDET 1 000 009-001')).toBe('nomination');
    expect(headCodeType('LJS — M. Paul WEA, menuisier, Koné — RIDET 1000009.001')).toBe('procedure');
    // The compositor's marks before his code.
    expect(headCodeType('+ CREA + « kaori bois » + SARL + Koné + RIDET 1000009.001')).toBe('creation');
    // The form constituted tells no event; the event's word does.
    expect(headCodeType('SCI CONSTITUÉE ▪ Dén.:KAORI BOIS ▪ Forme:SCI ▪ RIDET:1000009.001')).toBe('creation');
    // 'société' alone is no event.
    expect(headCodeType('STÉ — KAORI BOIS — SARL — 1000009.001')).toBeNull();
  });

  it('reads the column’s rubric over the insertion, its nouns in the plural, its small words passed over', () => {
    expect(headCodeType('LE CAGOU DU NORD / samedi 12.09.2026\n\n:: VENTES DE FONDS ::\nVend. : KAORI BOIS, SARL, RIDET 1 000 009.001, Koné.')).toBe('cession');
    expect(headCodeType('Cagou Actu › Annonces légales\nPublié le mardi 29 septembre 2026\nNouvelles sociétés\nKAORI BOIS — SAS — RIDET 1 000 009.001')).toBe('creation');
    expect(headCodeType("Créations d'entreprises\nKAORI BOIS — EURL — Gérante : Mme Léa WEA — RIDET 1 000 009.001")).toBe('creation');
    expect(headCodeType('Directions générales\nKAORI BOIS, SAS — RIDET 1 000 009.001 — Mme Léa WEA nommée dir. gén.')).toBe('nomination');
    expect(headCodeType('COMMISSARIAT AUX COMPTES\nKAORI BOIS, SA — RIDET 1 000 009.001 — tit. : AUDIT DU NORD')).toBe('nomination');
    // The new word after the company's, a company's birth, a cut qualifier closed by its dot.
    expect(headCodeType('LA VOIX DU COL — 3 sept. 2026\n— SOCIÉTÉS NOUVELLES —\nSCI KAORI BOIS ; siège : Koné ; RIDET 1000009/001')).toBe('creation');
    expect(headCodeType("LA VOIX DU COL • 01/10/2026\nNAISSANCES D'ENTREPRISES\nKAORI BOIS, SNC, capital 400 000 F ; RIDET 1000009.001.")).toBe('creation');
    expect(headCodeType('LA VOIX DU COL · 11 août 2026\nPROCÉDURES COLL.\nRed. jud. — KAORI BOIS, SARL, RIDET 1000009-001.')).toBe('procedure');
    // A rubric that tells no one event stands over the insertion's own head code; one that tells it is read first.
    expect(headCodeType('LA VOIX DU COL n° 301 – 10 juin 2026\n[MODIFICATIONS]\nChgt dén. : « KAORI BOIS » devient « KAORI MEUBLES » — SARL — RIDET 1 000 009.001')).toBe('statuts');
    expect(headCodeType('LA VOIX DU COL · 22 octobre 2026\nSOCIÉTÉS NOUVELLES\nDén. : KAORI BOIS — SARL — RIDET 1 000 009.001')).toBe('creation');
    // A paper's name or its section, no event, a field's label alone on its line, a signature under the notice: unread.
    expect(headCodeType('COMMUNIQUÉ – GROUPE KAORI\nKAORI BOIS, SAS, RIDET 1 000 009.001, informe ses clients.\nLe président.')).toBeNull();
    expect(headCodeType('LE CAGOU DU NORD / samedi 12.09.2026\nSiège :\n3 rue Foch, Koné\nKAORI BOIS — SAS — RIDET 1 000 009.001')).toBeNull();
    expect(headCodeType('Annonces légales\nKAORI BOIS — SAS — RIDET 1 000 009.001')).toBeNull();
    expect(headCodeType('TRANSPORTS DU NORD\nKAORI BOIS — SAS — RIDET 1 000 009.001')).toBeNull();
  });

  it('reads the sign the insertion opens on by its printed legend', () => {
    expect(headCodeType('LE CAGOU DU NORD — lundi 19/10/2026\n✚ SARL KAORI BOIS — Koné — 1 000 000 F — 1000009.001\n(✚ constitution · ⇄ cession · ✖ dissolution)')).toBe('creation');
    expect(headCodeType('cagou.nc | publié le 2026-09-09\n◆ KAORI BOIS – SASU – RIDET 1000009.001\n(◆ : constitution)')).toBe('creation');
    // A legend given by an equals sign in the masthead, a phrase read as a rubric's; a code in capitals so given.
    expect(headCodeType('LA GAZETTE DU COL — 12.VI.26 — ✦ = société nouvelle\n✦ KAORI BOIS • SASU • Prés. Paul WEA • Koné • 1 000 009-001')).toBe('creation');
    expect(headCodeType('LE CAGOU | 17/06/2026 | KB = nomination de gérant\nKB | KAORI BOIS | SARL | RIDET 1 000 009.001 | Léa WEA remplace Paul WEA')).toBe('nomination');
    // A sign no legend names tells nothing.
    expect(headCodeType('cagou.nc | publié le 2026-09-09\n◆ KAORI BOIS – SASU – RIDET 1000009.001\n(✚ : constitution)')).toBeNull();
  });

  it('passes over a masthead dated with a Roman month', () => {
    expect(headCodeType('LE CAGOU DU NORD / 21 X 2026\nTR. SIÈGE — KAORI BOIS EURL — 1000009-001')).toBe('siege');
  });

  it('passes over a masthead with a date and reads a change word with its object', () => {
    expect(headCodeType('LE CAGOU DU NORD ~ 12.03.2026\nCHGT DÉN. ~ «KAORI BOIS» devient «KAORI MEUBLES» ~ SARL')).toBe('statuts');
  });

  it('reads nothing where the code is no plain cut of one type', () => {
    for (const text of [
      'CLÔT. I.A. ¤ KAORI BOIS ¤ SARL', // initials may change the type: a closure for insufficient assets
      'CLÔT° / IA ¤ KAORI BOIS', // the same, glued
      'FUS. ¤ KAORI BOIS ¤ SARL', // the absorbed one's dissolution or the absorbing one's capital
      'Nv nom ¤ KAORI MEUBLES ¤ SARL', // 'nom' is a word, not a cut of nomination
      'VTE FDS COMM. ¤ KAORI BOIS', // 'vte' keeps vowels, unread
      'MODIFICATION DES DIRIGEANTS ¤ KAORI BOIS', // 'des' tells no event: unread
      'Siège : 3 rue Foch, Koné ¤ KAORI BOIS ¤ SARL', // a word printed whole before its colon is a field's label
      'PARTS ¤ KAORI BOIS ¤ M. Paul WEA', // the shares sold or issued
      'RADIO LAGON FM ¤ capital porté à 2 000 000', // a name's words, not a code
    ]) {
      expect(headCodeType(text), text).toBeNull();
    }
  });
});

describe('an insertion whose head code alone tells its event', () => {
  it('is published with the type the code tells', () => {
    const text = `LE CAGOU DU NORD · 12.03.2026
CRÉA · KAORI BOIS · SARL · cap 100 000 F · 3 rue Foch, Koné · gér M. Paul WEA · 1 000 009-001`;
    const notice = noticeOf(text);
    expect(notice.type).toBe('creation');
    expect(notice.ridet).toBe('1000009001');
  });

  it('reads the end of a location-gérance by its initials', () => {
    const text = 'FIN LG ‖ loueur SARL KAORI BOIS, Rdt 1000009.001 ‖ ex-locataire M. Paul WEA ‖ fds menuiserie, Koné ‖ fin 31/07/2026\nLE CAGOU DU NORD ‖ jeu. 20 août 2026';
    expect(identityOf(text)).toEqual(['cession', 'KAORI BOIS', 'SARL', '1000009001', '2026-08-20']);
  });

  it('reads the run beside the form where the rules read the code as the name', () => {
    const text = 'LE CAGOU DU NORD • 27/10/2026\n\nDEM — SARL KAORI BOIS — Ridet 1000009.001 — Gte démissionnaire: Mme Léa WEA, à cpt du 30/09/2026 — Gce assurée désormais par M. Paul WEA, coGt — AGO du 15/10/2026';
    expect(identityOf(text)).toEqual(['nomination', 'KAORI BOIS', 'SARL', '1000009001', '2026-10-27']);
  });

  it('leaves an appointment told by its code alone unpublished where two companies are identified', () => {
    // An appointment (the office before its participle), but which company holds the office the code
    // cannot tell: never published under the appointed firm's identifier.
    const text = 'Échos du Cagou – 2026-09-01 – éd. 355\nCAC nommés ▪ SOCIÉTÉ DES BOIS DE KAORI, SA, RIDET 1000009.001 ▪ titul. : AUDIT DU NORD CONSEIL, SARL, RIDET 5401245.001 ▪ suppl. : Paul WEAMO';
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok ? result.notice.ridet : result.quarantine.reason).toBe('sujet_ambigu');
  });

  it('is left unread where the name read is the code itself', () => {
    const text = `LE CAGOU DU NORD · édition du 12/03/2026
NOUVELLE SOCIÉTÉ
SCI
LES HAUTS DE KAORI
1000009.001
Koné
cogér. Paul WEA, Anne WEA`;
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok ? result.notice.denomination : result.quarantine.reason).toBe('type_inconnu');
    expect(result.ok ? '' : result.quarantine.detail).toContain('« NOUVELLE SOCIÉTÉ » est l’un des mots lus comme l’événement');
  });

  it('ends a bracketed label’s value at the next bracketed label', () => {
    const text = `LE CAGOU DU NORD | 2026/03/12
[CST] [SARL] [DEN] KAORI BOIS [CAP] 100 000 [SIEGE] 3 rue Foch, Koné [GÉR] M. Paul WEA [RDT] 1000009.001`;
    const notice = noticeOf(text);
    expect(notice.denomination).toBe('KAORI BOIS');
  });
});

describe("the column's rubric over the cut words' model", () => {
  // Officers' labels under a rubric of new companies are the founders' appointments: the model
  // fitted on cut words reads them as an appointment, the compositor's rubric says what it is.
  it.each([
    `CRÉATIONS DE SOCIÉTÉS\nVERGERS DE TIARE, SAS, capital 500 000 F — siège : 4 rue des Flamboyants, 98860 Koné — RIDET 1000009-001.\nPrésid. : M. Paul WEA.\nDir. gén. : Mme Rose KAMO.\nActe ssp du 2 novembre 2026.\n— Le Héron du Nord, éd. du 12.11.2026 —`,
    `NAISSANCES D'ENTREPRISES\nVERGERS DE TIARE, SAS, capital 500 000 F — siège : 4 rue des Flamboyants, 98860 Koné — RIDET 1000009-001.\nPrésid. : M. Paul WEA. Dir. gén. : Mme Rose KAMO.\nLe Héron du Nord, 12/11/2026`,
  ])('types %j a creation', (text) => {
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok && result.notice.type).toBe('creation');
  });
});

describe("the page's rubric as the masthead's last item", () => {
  it.each([
    'LE HÉRON DU SUD ~ 12.11.2026 ~ Constitutions\nSNC • VERGERS DE TIARE • 1 000 000 • 45 av. du Mal Foch, Nouméa • cogér. Mme Rose KAMO, M. Paul KAMO • 1000009.001',
    'Le Héron • jeudi 12 novembre 2026 • Constitutions\n• VERGERS DE TIARE, SAS, cap. 2 000 000 F CFP, sg : 3, allée des Fougères, 98839 Dumbéa, obj. : pépinière, Prés. : Mme Rose KAMO, DG : M. Paul WEA, RIDET 1 000 009.001, statuts SSP du 03/11/2026.',
  ])('types %j a creation', (text) => {
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok && [result.notice.type, result.notice.ridet]).toEqual(['creation', '1000009001']);
  });

  it('reads no rubric in an item that is not the last, nor in a notice line holding an identifier', () => {
    expect(rubricAbove(['Constitutions ~ LE HÉRON ~ 12.11.2026'])).toBeNull();
    expect(rubricAbove(['VERGERS DE TIARE ~ 1000009.001 ~ Constitutions'])).toBeNull();
  });
});

describe("a breadcrumb's rubric the page's furniture takes out of the text read", () => {
  // The breadcrumb is a menu of links (furniture.ts): set apart before the notice is read, it still
  // tells the insertion's column, as printed.
  const text = "heron-sud.nc › Annonces légales › Constitutions\nMis en ligne le jeudi 12/11/2026 à 07h12\n⟦ VERGERS DE TIARE ⟧ — SAS — cap. 1 000 000 F — 4 rue des Flamboyants, Nouméa\n— RIDET 1 000 009.001 — Prés. : M. Paul WEA — DG : Mme Rose KAMO — statuts 2/11/2026.";

  it('types the insertion by the rubric printed', () => {
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok && [result.notice.type, result.notice.ridet, result.notice.denomination]).toEqual(['creation', '1000009001', 'VERGERS DE TIARE']);
  });

  it("reads the rubric the text printed, not one the text read never had", () => {
    const read = text.split('\n').slice(1).join('\n');
    expect(headCode(read, text)?.type).toBe('creation');
    expect(headCode(read)).toBeNull();
  });
});

describe("a rubric printed after its own label", () => {
  const text = "LE HÉRON DU SUD — lundi 9 novembre 2026 — Légales\nRubr. « Naissances d'entreprises »\nSCI — LES HAUTS DE TIVA — cap. 1 000 F — 5 rue des Roussettes, Païta\n— RIDET 1 000 009.001 — Co-gér. : M. Paul WEA et Mme Rose KAMO.";

  it('reads the rubric past its label, quoted or not', () => {
    expect(rubricAbove(["Rubr. « Naissances d'entreprises »"])?.type).toBe('creation');
    expect(rubricAbove(['Rubrique : Dissolutions'])?.type).toBe('dissolution');
  });

  it("types the insertion by it, and takes the quoted rubric for no company's name", () => {
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok && [result.notice.type, result.notice.denomination, result.notice.ridet]).toEqual(['creation', 'LES HAUTS DE TIVA', '1000009001']);
  });
});

describe("a column's rubric over lettings, qualified events and new companies of a form", () => {
  it.each([
    ['»» LOCATIONS-GÉRANCES ««', 'cession'],
    ['GÉRANCES LIBRES', 'cession'],
    ['DISSOLUTIONS ANTICIPÉES', 'dissolution'],
    ['NOUVELLE SCI', 'creation'],
  ])('types %j', (rubric, type) => {
    expect(rubricAbove([rubric])?.type).toBe(type);
  });

  it("keeps `GÉRANCES` alone the management's change, and a form alone no event", () => {
    expect(rubricAbove(['GÉRANCES'])?.type).toBe('nomination');
    expect(rubricAbove(['SCI'])).toBeNull();
  });

  it('types the insertion under a rubric of lettings', () => {
    const text = 'LE HÉRON · 12 novembre 2026 · p. 14\n»» LOCATIONS-GÉRANCES ««\nDébut LG • loueur : VERGERS DE TIARE (SARL) RIDET 1 000 009.001 • locataire-gérant : M. Paul WEA • fonds : épicerie, Koné • à compter du 1/12/2026';
    const result = parseNoticeText(text, { reference: 'essai' });
    expect(result.ok && [result.notice.type, result.notice.ridet]).toEqual(['cession', '1000009001']);
  });
});
