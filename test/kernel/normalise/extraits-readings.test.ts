import { describe, expect, it } from 'vitest';
import { classifyNotice, extractNameChange, parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { withoutCutNeighbours } from '../../../kernel/normalise/split-page.ts';
import { layoutReading } from '../../../kernel/normalise/layout/index.ts';
import { plainLabels } from '../../../kernel/normalise/layout/label-dress.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices as structured sources deliver them showed missing
// (test/kernel/normalise/extraits): a page's cut neighbours around a notice, signed off by a
// sentence run in at a paragraph's end or run together in one paragraph; a share issue's issuer;
// register extracts and their labels (a first registration's heading, a column named for names
// and traders' names, labels in a column without colons, two labelled values on one line, dot
// leaders, the new form's label); a table row wrapping under an open cell; a rubric of
// constitutions; a street named after a doctor; a corrected new name. Every text here is made up
// for the rule it names, never a copy of a group text.

describe("a page's cut neighbours", () => {
  it('are set apart before a list of other notices is split: the next notice cut under a rule is no entry', () => {
    const text =
      "12000   JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE   3 mars 2026\n\nreprésentée par son gérant, M. Paul EXEMPLE, RIDET 1 000 009.001.\nPour avis.\n_______________\n\nTRANSFERT DE SIÈGE\n\nALPHA BÉTON\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nAux termes de l'assemblée générale extraordinaire du 10 février 2026, le siège social a été transféré au 4, rue Exemple, 98800 Nouméa.\nLe gérant, M. Jean MODÈLE.\nPour avis, le gérant.\n_______________\n\nNOMINATION DE GÉRANT\n\nSARL GAMMA TRANSPORTS, au capital de 500 000 F CFP, siège : Koné, RIDET 1 000 002.001. Aux termes de l'assemblée";
    const results = parseNoticeTexts(text, { reference: 't' });
    expect(results.map((r) => (r.ok ? [r.notice.type, r.notice.ridet] : r.quarantine.reason))).toEqual([['siege', '1000001001']]);
  });

  it("end where the paragraph's last sentence signs it off ('… chez Me X. Pour avis.'), above and below the notice", () => {
    const text =
      "…ment de 2 000 000 F CFP. Oppositions au cabinet de Me Anne EXEMPLE, avocate. Pour avis.\n\nFIN DE LOCATION-GÉRANCE\nLa location-gérance du fonds de commerce de snack exploité 1, rue Exemple, 98800 Nouméa, consentie par la société DELTA SNACKS, SARL, RIDET 1 000 001.001, à M. Paul MODÈLE, a pris fin le 30 septembre 2026. Pour unique avis.\n\nCONSTITUTION\nSuivant acte sous seing privé du 3 octobre 2026, il a été constitué la SARL";
    const alone = withoutCutNeighbours(text);
    expect(alone.startsWith('FIN DE LOCATION-GÉRANCE')).toBe(true);
    expect(alone.endsWith('Pour unique avis.')).toBe(true);
  });

  it('are read around notices run together in one paragraph, headed by one word or more', () => {
    const text =
      "…au capital de 100 000 F CFP, RIDET 1 000 009.001, a été dissoute par décision de l'associé unique du 2 mars 2026. Pour avis. NOMINATION. EPSILON CONSEIL, SAS au capital de 1 000 000 F CFP, 1, rue Exemple, 98800 Nouméa, RIDET 1 000 001.001. Par décisions collectives des associés du 4 mars 2026, Mme Lina MODÈLE a été nommée présidente. Pour avis. TRANSFERT DE SIÈGE. ZÊTA CAFÉ, SARL, RIDET 1 000 002.001, ancien siège : 2, rue";
    const results = parseNoticeTexts(text, { reference: 't' });
    expect(results.map((r) => (r.ok ? [r.notice.type, r.notice.denomination, r.notice.ridet] : r.quarantine.reason))).toEqual([['nomination', 'EPSILON CONSEIL', '1000001001']]);
  });
});

describe("shares 'émises par la société X'", () => {
  it('name their issuer, the company whose capital changes, not a subscriber', () => {
    const text =
      "Délibération n° 2026-10/APN du 5 mars 2026 portant participation de la province Nord à l'augmentation de capital de la SAEML ÊTA PÊCHE\n\nArticle 1er : La province Nord souscrit 1 000 actions nouvelles de 10 000 F CFP émises par la SAEML ÊTA PÊCHE, RIDET 0 000 003.001, dont le capital est ainsi porté de 100 000 000 F CFP à 110 000 000 F CFP.";
    expect(identityOf(text)).toEqual(['capital', 'ÊTA PÊCHE', 'SAEML', '0000003001', '2026-03-05']);
  });
});

describe('a register extract', () => {
  it("under the registry's heading 'Immatriculation principale' reports a constitution", () => {
    const text = "EXTRAIT DU REGISTRE DU COMMERCE ET DES SOCIÉTÉS\nImmatriculation principale\n\nN° RIDET : 1 000 001 001\nDénomination : THÊTA GLISSE\nForme juridique : SARL\nGérant : M. Paul EXEMPLE";
    expect(classifyNotice(text)?.type).toBe('creation');
  });

  it("reads 'Commencement d'activité :' as the label of a new company's record, as 'Début d'activité :'", () => {
    const text = "EXTRAIT DU REGISTRE DU COMMERCE ET DES SOCIÉTÉS\n\nRIDET : 1 000 001.001\nDénomination : RHÔ SERVICES\nForme : SARL\nCommencement d'activité : 2 mars 2026";
    expect(classifyNotice(text)?.type).toBe('creation');
  });

  it("reads the name under a column named for companies and traders alike ('Dénomination / nom', 'Nom ou dénomination')", () => {
    for (const label of ['Dénomination / nom', 'Nom ou dénomination']) {
      const text = `JONC – 3 mars 2026\nRadiations d'office\n\nN° : 4\n${label} : LA CASE EXEMPLE\nForme : SARL\nRIDET : 1 000 001.001\nDate de radiation : 20/02/2026`;
      expect(identityOf(text)).toEqual(['dissolution', 'LA CASE EXEMPLE', 'SARL', '1000001001', '2026-03-03']);
    }
  });

  it('reads the officers in office under their label in a column without colons', () => {
    const text =
      "MODIFICATION DE LA GÉRANCE\n\nSociété                 IOTA MÉCANIQUE\nForme / capital         SARL au capital de 1 000 000 F CFP\nIdentification          RIDET 1 000 001-001\nDate de la décision     2 mars 2026\nGérant sortant          M. Paul EXEMPLE, démissionnaire\nGérants en fonction     Mme Anne EXEMPLE (maintenue)\n                        et M. Luc MODÈLE (nommé)";
    const notice = noticeOf(text);
    expect([notice.denomination, notice.ridet]).toEqual(['IOTA MÉCANIQUE', '1000001001']);
    expect(officersOf(notice).sort()).toEqual(['Anne EXEMPLE (gérant)', 'Luc MODÈLE (gérant)']);
  });

  it('reads two labelled values printed side by side on one line, a wide gap between', () => {
    const text = 'INSCRIPTION MODIFICATIVE\nRIDET : 1000001.002          Dénomination : KAPPA CHARPENTE\nForme : SARL                 Capital : 1 000 000 F CFP\n';
    expect(layoutReading(text)).toContain('RIDET : 1000001.002\nDénomination : KAPPA CHARPENTE\nForme : SARL\nCapital : 1 000 000 F CFP');
  });

  it("reads a dot leader as the label's colon, and 'Forme nouvelle' as the form after the change", () => {
    expect(plainLabels('Président ............... M. Paul EXEMPLE\nForme nouvelle .......... société par actions simplifiée')).toBe('Président : M. Paul EXEMPLE\nForme nouvelle : société par actions simplifiée');
    const text =
      'Publication légale – Les Nouvelles Calédoniennes – 3 mars 2026\n\nTRANSFORMATION\nDénomination ............ LAMBDA & FILS\nRIDET ................... 1.000.001.001\nForme antérieure ........ société à responsabilité limitée\nForme nouvelle .......... société par actions simplifiée\nDécision ................ AGE du 20 février 2026\nPrésident ............... M. Paul EXEMPLE';
    const notice = noticeOf(text);
    expect([notice.type, notice.forme_juridique]).toEqual(['statuts', 'SAS']);
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (président)']);
  });
});

describe('a table of summaries', () => {
  it("takes a line that leaves the identifier's column empty under a cell left open (a comma, a joining word) as the row's continuation", () => {
    const text =
      'CONSTITUTIONS DU MOIS (avis résumés)\n\nDénomination          Forme   Capital (F CFP)  Siège             Dirigeant(s)          RIDET\nÉPICERIE DE MU        SARL    300 000          Tribu de Koé,     gér. : Mme Anne       1 000 001.001\nCENTRE                                         98831 Touho       MODÈLE\n';
    expect(layoutReading(text)).toContain('Dénomination : ÉPICERIE DE MU CENTRE');
    expect(layoutReading(text)).toContain('Siège : Tribu de Koé, 98831 Touho');
  });

  it("under a rubric of constitutions ('CONSTITUTIONS DU MOIS (avis résumés)') reports constitutions", () => {
    expect(classifyNotice('CONSTITUTIONS DU MOIS (avis résumés)\n\nDénomination : NU ÉPICERIE\nForme : SARL\nRIDET : 1 000 001.001')?.type).toBe('creation');
  });
});

describe('a street named after a doctor', () => {
  it("is an address, not a person the notice names ('demeurant … rue du Docteur X')", () => {
    const text =
      "XI TRAITEUR, EURL au capital de 100 000 F CFP, RIDET 1 000 001.001. Aux termes d'une décision de l'associée unique du 2 mars 2026, il a été décidé la dissolution anticipée de la société et sa mise en liquidation amiable. Liquidatrice : Mme Anne EXEMPLE, demeurant 2, rue du Docteur Modèle, Nouméa. Siège de la liquidation : au siège social.";
    expect(officersOf(noticeOf(text))).toEqual(['Anne EXEMPLE (liquidateur)']);
  });

  it("leaves a doctor named 'aux côtés du Docteur X' a person", () => {
    const text =
      "SELARL OMICRON SANTÉ, RIDET 1 000 001.001. L'assemblée générale du 2 mars 2026 a nommé le Docteur Anne EXEMPLE en qualité de cogérante, aux côtés du Docteur Luc MODÈLE, cogérant en fonction.";
    expect(officersOf(noticeOf(text)).sort()).toEqual(['Anne EXEMPLE (gérant)', 'Luc MODÈLE (gérant)']);
  });
});

describe("a new name told with who chose it ('la nouvelle dénomination adoptée par … est « X »')", () => {
  it('is the new name', () => {
    expect(extractNameChange("la nouvelle dénomination adoptée par l'assemblée générale extraordinaire du 2 mars 2026 est « PI CONSEIL »").nouvelle).toBe('PI CONSEIL');
  });
});
