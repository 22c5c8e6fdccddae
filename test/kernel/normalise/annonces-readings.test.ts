import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of small ads and short notices by a new writer showed missing
// (test/kernel/normalise/annonces). Every text here is made up for the rule it names, never a copy
// of a group text.

const read = (text: string): unknown => identityOf(text, 'A1');

describe('the event of a small ad, abbreviated', () => {
  it('reads an ad that opens on “CONSTIT.” and the company (“CONSTIT. Sté X, SARL cap. …”) as a constitution of X', () => {
    expect(read('CONSTIT. Sté CASE EXEMPLE, SARL cap. 100 000 XPF, sg 1 rue de l’Exemple, Nouméa, obj. négoce, gér. M. Paul EXEMPLE, RIDET 1 000 001.001. SSP du 03/03/2026.')).toEqual(['creation', 'CASE EXEMPLE', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads a company “constit. par acte notarié” as constituted', () => {
    expect(read('SCI « VILLA EXEMPLE » — constit. par acte notarié du 03/03/2026, cap. 1 000 F, sg Nouméa, gér. Mme Anne EXEMPLE. RIDET 1 000 001.001.')).toEqual(['creation', 'VILLA EXEMPLE', 'SCI', '1000001001', '2026-03-03']);
  });

  it('reads “Rédu. cap.” as a capital reduction', () => {
    expect(read('Rédu. cap. Sté CASE EXEMPLE, SARL, ramené de 2 000 000 à 1 000 000 F CFP par rachat de parts — AGE 03.03.2026 — RIDET 1 000 001.001')).toEqual(['capital', 'CASE EXEMPLE', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads “Chgt dénom.” as a change of name, the new name as the dénomination', () => {
    expect(read('Chgt dénom. — Sté CASE EXEMPLE, SARL, Rid 1000001.001 : AGE du 3 mars 2026, nouv. dénom. « BOIS EXEMPLE ». Art. 3 modif.')).toEqual(['statuts', 'BOIS EXEMPLE', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads “Proro. durée” as a change of the articles', () => {
    expect(read('Proro. durée — SCI VILLA EXEMPLE, RIDET 1 000 001.001 — AGE 3 mars 2026 : durée prorogée de 30 à 99 ans.')).toEqual(['statuts', 'VILLA EXEMPLE', 'SCI', '1000001001', '2026-03-03']);
  });

  it('reads “transf. sg de … à …” and “sg transf. de … à …” as a transfer of office', () => {
    expect(read('Sté CASE EXEMPLE (SARL), RIDET 1 000 001.001 : AGE 3/03/2026, transf. sg de Ducos à Païta.')).toEqual(['siege', 'CASE EXEMPLE', 'SARL', '1000001001', '2026-03-03']);
    expect(read('Sté CASE EXEMPLE, SARL, RID. 1000001-001 : AGE du 3 mars 2026 ; sg transf. de Nouméa à Bourail.')).toEqual(['siege', 'CASE EXEMPLE', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads “dém. de ses fonctions de gér. ; nouv. gér. Mme Y” as a change of manager', () => {
    expect(read('Sté CASE EXEMPLE, EURL, n° RIDET 1000001/001 — M. Jean AUTRE dém. de ses fonctions de gér. ; nouv. gér. Mme Anne EXEMPLE (déc. de l’assoc. unique du 03/03/2026).')).toEqual(['nomination', 'CASE EXEMPLE', 'EURL', '1000001001', '2026-03-03']);
  });

  it('reads a sale told from the buyer (“Sté Y … a acquis de la Sté X … son fds”) as X’s sale', () => {
    expect(read('Fds de cce — Sté BOIS DU NORD, SAS, Rid 2000002.001, a acquis de la Sté CASE EXEMPLE, SARL, Rid 1000001.001, son fds de cce de boulangerie par acte du 03/03/2026. Opp. en l’étude.')).toEqual(['cession', 'CASE EXEMPLE', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('the parties of a small ad, past its abbreviations’ full stops', () => {
  it('reads an audit firm after “nom. CAC tit.” as an officer, not the subject', () => {
    expect(read('SA BOIS EXEMPLE, cap. 10 000 000 XPF, RID. 1000001.001 — AGO du 03/03/2026 : nom. CAC tit. Sté AUDIT EXEMPLE, SARL, RID. 2000002.001 ; CAC suppl. M. Paul EXEMPLE.')).toEqual(['nomination', 'BOIS EXEMPLE', 'SA', '1000001001', '2026-03-03']);
  });

  it('reads the party a location-gérance is renewed to (“renouvelle … la loc.-gér. de son fds à M. Y, RIDET …”) as the tenant', () => {
    expect(read('Renouv. loc.-gér. : Sté CASE EXEMPLE, SARL, RIDET 1000001.001 (loueur), renouvelle pour 1 an la loc.-gér. de son fds de snack à M. Paul EXEMPLE, commerçant, RIDET 2000002.001. Acte du 03/03/2026.')).toEqual(['cession', 'CASE EXEMPLE', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads a TUP told from the shareholder (“H, détentrice de toutes les parts de la Sté X, a décidé la dissol. sans liq. de cette dernière”) as X’s dissolution', () => {
    expect(read('La Sté BOIS DU NORD (SAS, Rid 2000002.001), détentrice de toutes les parts de la Sté CASE EXEMPLE (SARL, Rid 1000001.001), a décidé le 03/03/2026 la dissol. sans liq. de cette dernière (TUP).')).toEqual(['dissolution', 'CASE EXEMPLE', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a small ad’s title, label and column', () => {
  it('reads “TRANSFO. — X, SARL …, transfo. en SAS” with X as the name and SAS as the form after the change', () => {
    expect(read('TRANSFO. — BOIS EXEMPLE & FILS, SARL au cap. 600 000 F CFP, RIDET 1000001.001 : AGE du 3 mars 2026, transfo. en SAS sans création d’un être moral nouveau. Prés. : M. Paul EXEMPLE.')).toEqual(['statuts', 'BOIS EXEMPLE & FILS', 'SAS', '1000001001', '2026-03-03']);
  });

  it('reads a number glued to its abbreviated label (“RID.1000001.001”)', () => {
    expect(read('Sté CASE EXEMPLE (SARL), cap. 100 000 F, RID.1000001.001, sg Koné. AGE du 03/03/2026 : nom. gér. M. Paul EXEMPLE en rempl. de M. Jean AUTRE, démissionnaire.')).toEqual(['nomination', 'CASE EXEMPLE', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads a name a narrow column broke over two lines whole (“Sté CASE EXEMPLE” / “DU NORD(SARL)”)', () => {
    expect(read('Sté CASE EXEMPLE\nDU NORD(SARL)cap.100000F,\nRIDET 1000001.001, sg Koné.\nAGE du 03/03/2026 : nom.\ngér. M. Paul EXEMPLE\nen rempl. de M. Jean\nAUTRE, démissionnaire.')).toEqual(['nomination', 'CASE EXEMPLE DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('the dates of a small ad', () => {
  it('reads “à/c du …” as the date a change takes effect, not the act’s', () => {
    expect(read('Sté CASE EXEMPLE, EURL, RIDET 1000001.001 — M. Jean AUTRE dém. de ses fonctions de gér. le 03/03/2026 ; nouv. gér. Mme Anne EXEMPLE à/c du 01/04/2026.')).toEqual(['nomination', 'CASE EXEMPLE', 'EURL', '1000001001', '2026-03-03']);
  });

  it('reads “Parution : ven. 6 mars 2026” (an abbreviated weekday) as the publication date', () => {
    expect(read('Sté CASE EXEMPLE, SAS au cap. de 1 000 000 XPF, Rid 1000001.001 : M. Paul EXEMPLE nommé prés. en rempl. de M. Jean AUTRE, dém. (AGO du 03/03/2026).\nParution : ven. 6 mars 2026')).toEqual(['nomination', 'CASE EXEMPLE', 'SAS', '1000001001', '2026-03-06']);
  });
});

describe('the officers of a small ad', () => {
  it('reads “la loc.-gér. de son fds à M. Y” as the tenant, not a manager of the company', () => {
    const notice = noticeOf('Renouv. loc.-gér. : Sté CASE EXEMPLE, SARL, RIDET 1000001.001 (loueur), renouvelle pour 1 an la loc.-gér. de son fds de snack à M. Paul EXEMPLE, commerçant, RIDET 2000002.001. Acte du 03/03/2026.');
    expect(officersOf(notice)).toEqual([]);
  });
});

describe('what the readings leave alone', () => {
  it('reads a constitution recalled in a company’s description (“constituée par acte du …”) as its past, not the event', () => {
    const [result] = parseNoticeTexts('La société CASE EXEMPLE, SARL au capital de 100 000 F CFP, RIDET 1 000 001.001, constituée par acte sous seing privé du 3 mars 2025, a nommé le 3 mars 2026 M. Paul EXEMPLE gérant en remplacement de M. Jean AUTRE, démissionnaire.', { reference: 'A1' });
    expect(result?.ok && result.notice.type).toBe('nomination');
  });

  it('still reads “dem. à” as where someone lives, no resignation: a constitution stays one', () => {
    const [result] = parseNoticeTexts('CONSTIT. Sté CASE EXEMPLE, SARL cap. 100 000 XPF, sg Nouméa, gér. M. Paul EXEMPLE, dem. à Nouméa, RIDET 1 000 001.001. SSP du 03/03/2026.', { reference: 'A1' });
    expect(result?.ok && result.notice.type).toBe('creation');
  });
});
