import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';

// Made-up acts: every body, company and number here is invented for the structure it shows.

/** The published RIDET (or the quarantine reason) and whether the rules decided it, not the fitted score. */
function readingOf(text: string): { ridet: string | null; ruled: boolean | null } {
  let ruled: boolean | null = null;
  const [result] = parseNoticeTexts(text, { reference: 't' }, { onSubjectCandidates: (_candidates, info) => (ruled = info.ruled) });
  return { ridet: result?.ok ? result.notice.ridet : (result?.quarantine.reason ?? null), ruled };
}

describe("an act whose recitals identify its company, its articles a subsidiary", () => {
  it('publishes nothing under the subsidiary the articles identify beside the company the act is about', () => {
    const act = [
      'PROVINCE DES DEUX RIVES',
      '',
      "Délibération n° 2031-118/APD du 24 avril 2031 portant désignation des représentants de la province au conseil d'administration de la société anonyme d'économie mixte locale TEST AQUACULTURE",
      '',
      "L'assemblée de la province,",
      'Vu les statuts de la société TEST AQUACULTURE, SAEML, dont le siège est à Koné, RIDET n° 5 831 011.001 ;',
      '',
      'A adopté les dispositions dont la teneur suit :',
      '',
      "Article 1er : Sont désignés pour représenter la province au conseil d'administration de la société TEST AQUACULTURE, en qualité d'administrateurs : M. Paul TESTARD ; Mme Anne TESTEUR.",
      'Article 2 : M. Paul TESTARD est désigné pour représenter la province aux assemblées générales de la société TEST FERME, SAS, RIDET n° 5 831 029.001, filiale de la société TEST AQUACULTURE.',
      'Article 3 : La présente délibération sera publiée au Journal officiel.',
    ].join('\n');
    expect(readingOf(act).ridet).not.toBe('5831029001');
  });
});

describe("an act's articles name its subject, its recitals only cite", () => {
  it("takes the company whose capital the articles change, not the shareholder a recital cites first", () => {
    const act = [
      'COMMUNE DES DEUX RIVES',
      '',
      "Délibération n° 2031-52/CM du 9 avril 2031 relative à l'augmentation du capital de la société d'économie mixte MARCHÉS DES DEUX RIVES",
      '',
      'Le conseil municipal,',
      'Vu le code des communes de la Nouvelle-Calédonie ;',
      'Vu la lettre de la société HALLES DU NORD-OUEST, SARL, RIDET 2 468 013.001, actionnaire, du 2 mars 2031 ;',
      '',
      'Délibère :',
      '',
      "Article 1er : Est approuvée la participation de la commune à l'augmentation du capital de la SEM MARCHÉS DES DEUX RIVES, RIDET 3 579 124.001, porté de 20 000 000 F CFP à 35 000 000 F CFP.",
      'Article 2 : Le maire est chargé de l’exécution de la présente délibération.',
    ].join('\n');
    expect(readingOf(act)).toEqual({ ridet: '3579124001', ruled: true });
  });

  it('takes the company an article moves, not the one whose earlier decision a recital cites', () => {
    const act = [
      'PROVINCE DES ÎLES DU LARGE',
      '',
      'Arrêté n° 2031-77/PIL du 12 mai 2031 portant transfert du siège de la société VERGERS DU LAGON',
      '',
      'Le président de la province,',
      'Vu la décision du conseil de la société PONTONS DU LARGE, SAS, RIDET 1 357 902.001, du 4 avril 2031 ;',
      'Considérant la demande présentée le 20 avril 2031 ;',
      '',
      'Arrête :',
      '',
      'Article 1 : Le siège social de la SAEML VERGERS DU LAGON, RIDET 3 456 789.001, est transféré au 8, route du Wharf, Wé.',
      'Article 2 : Le présent arrêté sera publié au Journal officiel.',
    ].join('\n');
    expect(readingOf(act)).toEqual({ ridet: '3456789001', ruled: true });
  });

  it('leaves the choice to the other rules when the articles identify two companies', () => {
    const act = [
      'Arrêté n° 2031-78/PIL du 13 mai 2031 portant transfert du siège de la société VERGERS DU LAGON',
      'Vu la demande du 20 avril 2031 ;',
      // Two companies whose seats the article moves together (a host of the new seat, 'dans les
      // locaux de la société X', is read as a third party by seat-host.ts and would decide).
      'Article 1 : Les sièges sociaux de la SAEML VERGERS DU LAGON, RIDET 3 456 789.001, et de la société PONTONS DU LARGE, SAS, RIDET 1 357 902.001, sont transférés à Wé.',
    ].join('\n');
    expect(readingOf(act).ruled).not.toBe(true);
  });

  it('reads no act structure in a notice that quotes an article of its statutes', () => {
    const notice = [
      'AVIS DE TRANSFERT DE SIÈGE',
      'Vu la décision des associés de la société PONTONS DU LARGE, SAS, RIDET 1 357 902.001, du 4 avril 2031,',
      'Article 4 des statuts : le siège de la société VERGERS DU LAGON, SARL, RIDET 3 456 789.001, est transféré à Wé.',
    ].join('\n');
    expect(readingOf(notice).ruled).not.toBe(true);
  });
});
