import { describe, expect, it } from 'vitest';
import { extractNameChange, findPublicationDate, findRidets, parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { withoutPageBreaks } from '../../../kernel/normalise/page-break.ts';
import { cutPieceBeside } from '../../../kernel/normalise/layout/cut-column-beside.ts';
import { deinterleaved } from '../../../kernel/normalise/layout/interleaved.ts';
import { decideSubjectRidet } from '../../../kernel/normalise/subject-ridet.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of one week of a daily's legal pages after PDF extraction showed missing
// (test/kernel/normalise/hebdomadaires): a page break inside a sentence, a running header split
// over lines, a previous notice's tail under such a header, two columns side by side (one a cut
// piece, or the notice alone on the right), a person appointed in a notice's own company, a company
// appointed past its siège, a renewed auditor's mandate over line breaks, a name carried to the next
// line, a name change told by mentions or across a line break. Every text here is made up for the
// rule it names, never a copy of a group text.

/** What the rules decide, without any fitted model: the subject's RIDET and the rule. */
function ruled(text: string, type: 'nomination' | 'cession' = 'nomination'): { ridet: string | null; rule: string } {
  const decision = decideSubjectRidet(text, findRidets(text), { type });
  return { ridet: decision.match?.ridet ?? null, rule: decision.rule };
}

describe('a page break inside a sentence', () => {
  const cut = [
    'AVIS DE CONSTITUTION',
    "Par acte sous seing privé du 2 mars 2026, il a été constitué une société à responsabilité limitée dénommée KAZ JARDINS, au capital de 100 000 F CFP, siège : 4, rue Exemple, 98890 Païta. Gérant : M. Paul EXEMPLE.",
    'RIDET : 1 000',
    'Les textes sont publiés sous la seule responsabilité de leurs auteurs.',
    '12    LE JOURNAL DU NORD    JEUDI 5 MARS 2026',
    '001.001',
    'Pour avis, la gérance.',
  ].join('\n');

  it("is read across: the footer and the next page's running header are set apart, the identifier read whole", () => {
    expect(withoutPageBreaks(cut)).not.toContain('JOURNAL DU NORD');
    expect(withoutPageBreaks(cut)).not.toContain('responsabilité de leurs auteurs');
    expect(identityOf(cut)).toEqual(['creation', 'KAZ JARDINS', 'SARL', '1000001001', '2026-03-05']);
  });

  it('leaves a running header between two paragraphs, and a line that is no header, as printed', () => {
    const between = 'Pour avis, la gérance.\n12    LE JOURNAL DU NORD    JEUDI 5 MARS 2026\nAVIS DE DISSOLUTION';
    expect(withoutPageBreaks(between)).toBe(between);
    const sentence = 'RIDET : 1 000\nle 12    mars    en présence de\n001.001';
    expect(withoutPageBreaks(sentence)).toBe(sentence);
  });
});

describe("a newspaper's running header split over lines", () => {
  it('dates the page: the title alone, the date with its weekday alone beside it', () => {
    expect(findPublicationDate('12\nLE JOURNAL DU NORD\nMARDI 3 MARS 2026\nANNONCES LÉGALES\nAVIS DE CONSTITUTION\nAux termes d’un acte du 2 février 2026 …')).toBe('2026-03-03');
  });

  it('is no header when the date line says more than the date, or the title line cites the journal', () => {
    expect(findPublicationDate('LE JOURNAL DU NORD\nAssemblée du 3 mars 2026\nAVIS')).toBeNull();
    expect(findPublicationDate('parue dans Le Journal du Nord\nmardi 3 mars 2026')).toBeNull();
  });
});

describe("a previous notice's tail under a masthead of several lines", () => {
  const page = [
    '30',
    'LE JOURNAL DU NORD',
    'MARDI 3 MARS 2026',
    'ANNONCES LÉGALES',
    'rue Exemple, 98800 Nouméa, RIDET',
    '2 000 002.001, a été nommé liquidateur.',
    'Pour avis, le liquidateur.',
    'AVIS DE CONSTITUTION',
    "Aux termes d'un acte sous seing privé du 2 février 2026, il a été constitué une société à responsabilité limitée :",
    'Dénomination : KAZ PLANTS',
    'Siège : 4, rue Exemple, 98812 Boulouparis',
    'Gérance : M. Paul EXEMPLE',
    'Immatriculation : RIDET 1 000 001.001',
    'Pour avis, la gérance.',
  ].join('\n');

  it("is set apart up to its signature above the next heading: the tail's liquidator is no officer", () => {
    const notice = noticeOf(page);
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (gérant)']);
    expect(identityOf(page)).toEqual(['creation', 'KAZ PLANTS', 'SARL', '1000001001', '2026-03-03']);
  });

  it('is not read in a notice whose header goes on in lower case and signs above its heading', () => {
    const own = [
      '« KAZ FRÈRES », société en nom collectif au capital de 600 000 F CFP,',
      "siège : 98813 Canala, RIDET 1 000 001.001. — Aux termes d'une délibération du 2 juin 2025, les associés ont décidé de proroger de quatre-vingt-dix-neuf ans la durée de la société. Gérant : M. Paul EXEMPLE.",
      'Pour avis.',
      'PROROGATION DE DURÉE',
      'JONC n° 10622 du 19 juin 2025 — page 5311',
    ].join('\n');
    expect(identityOf(own)).toEqual(['statuts', 'KAZ FRÈRES', 'SNC', '1000001001', '2025-06-19']);
  });
});

describe('two columns printed side by side', () => {
  it('are read apart when the left one ends higher and the right one goes on alone', () => {
    const page = [
      '30                LE JOURNAL DU NORD               MERCREDI 4 MARS 2026',
      'pital de 100 000 F CFP, RIDET                FIN DE LOCATION-GÉRANCE',
      '2 000 002.001, a été désigné en qua-         La location-gérance du fonds de com-',
      'lité de liquidateur. Le siège de la          merce de boulangerie exploité 5, rue',
      'liquidation est fixé au domicile du          Exemple, 98830 Dumbéa, consentie par',
      'liquidateur.                                 la société KAZ FOURNIL, SARL, RIDET',
      'Pour avis, le liquidateur.                   1 000 001.001, à la société KAZ PAINS,',
      '                                             SARL, RIDET 3 000 003.001, a pris fin',
      '                                             le 31 octobre 2025 par l’arrivée de',
      '                                             son terme.',
      '                                             Pour avis, la gérance.',
    ].join('\n');
    const apart = deinterleaved(page) ?? '';
    expect(apart.indexOf('FIN DE LOCATION-GÉRANCE')).toBeGreaterThan(apart.indexOf('Pour avis, le liquidateur.'));
    expect(identityOf(page)).toEqual(['cession', 'KAZ FOURNIL', 'SARL', '1000001001', '2026-03-04']);
  });

  it("set apart the other column's piece that signs nothing beside the notice that signs off", () => {
    const sale = ['la société KAZ COMPTOIR a vendu son fonds de commerce à la société KAZ RESTAURATION.', 'Pour première insertion, le notaire.'];
    expect(cutPieceBeside(sale, ['AVIS DE DISSOLUTION', 'KAZ ATELIER', 'les associés ont décidé la dissolution.'])).toBe(true);
    expect(cutPieceBeside(sale, ['AVIS DE DISSOLUTION', 'KAZ ATELIER', 'Pour avis, le liquidateur.'])).toBe(false);
    expect(cutPieceBeside(['la société KAZ COMPTOIR a vendu son fonds de commerce.'], ['AVIS DE DISSOLUTION'])).toBe(false);
  });
});

describe('an appointment told after the header block', () => {
  it("is the person's when a person named with a civility stands before the verb: the header's company is the subject", () => {
    const text =
      "KAZ TRANSPORTS\nSociété à responsabilité limitée\nRIDET 1 000 001.001\nCHANGEMENT DE GÉRANT\nAux termes d'une décision collective des associés du 3 mars 2026, Mme Rose EXEMPLE, demeurant à Dumbéa, a été nommée gérante de la société pour une durée illimitée.";
    expect(ruled(text)).toEqual({ ridet: '1000001001', rule: 'seul_candidat' });
  });

  it("is still the company's when only its representative stands before the verb", () => {
    const text =
      "KAZ AUDIT, SARL, RIDET 2 000 002.001, représentée par M. Paul EXEMPLE, a été nommée commissaire aux comptes titulaire de la société KAZ BÂTI, RIDET 1 000 001.001.";
    expect(ruled(text)).toEqual({ ridet: '1000001001', rule: 'seul_candidat' });
  });

  it("of a company past its siège: 'dont le siège est …, représentée par …, a été nommée présidente' is the company appointed", () => {
    const text =
      "KAZ LOGISTIQUE\nSAS au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\nCHANGEMENT DE PRÉSIDENT\nAux termes de décisions du 4 mars 2026, la société KAZ INVEST, SARL, RIDET 2 000 002.001, dont le siège est 2, rue Exemple, 98800 Nouméa, représentée par son gérant M. Paul EXEMPLE, a été nommée présidente en remplacement de M. Luc EXEMPLE.";
    expect(ruled(text)).toEqual({ ridet: '1000001001', rule: 'seul_candidat' });
  });

  it("renews an auditor's mandate across a narrow column's line breaks: the auditor holds it", () => {
    const text =
      "KAZ EAUX\nSociété anonyme\nRIDET 1 000 001.001\nL'assemblée générale ordinaire du 27 juin 2025 a renouvelé le mandat de commissaire\naux comptes titulaire de la société KAZ\nAUDIT, SARL, RIDET 2 000 002.001, pour six exercices.";
    expect(ruled(text)).toEqual({ ridet: '1000001001', rule: 'seul_candidat' });
  });
});

describe('a name a narrow column carries on', () => {
  it("to the next line after a value that ends on '&'", () => {
    const text = "AVIS DE CONSTITUTION\nAux termes d'un acte du 2 mars 2026, il a été constitué une société par actions simplifiée :\nDénomination : KAZ DRONES &\nTOPOGRAPHIE\nSiège : 4, rue Exemple, 98800 Nouméa\nPrésident : M. Paul EXEMPLE\nRIDET : 1 000 001.001";
    expect(identityOf(text)).toEqual(['creation', 'KAZ DRONES & TOPOGRAPHIE', 'SAS', '1000001001', '2026-03-02']);
  });

  it("to the next line after '&' whatever follows it: no name ends on the joining word", () => {
    const text = "AVIS DE CONSTITUTION\nAux termes d'un acte du 2 mars 2026, il a été constitué une société par actions simplifiée :\nDénomination : KAZ DRONES &\nTOPOGRAPHIE\ndont le siège est 4, rue Exemple, 98800 Nouméa, présidée par M. Paul EXEMPLE.\nRIDET : 1 000 001.001";
    expect(identityOf(text)).toEqual(['creation', 'KAZ DRONES & TOPOGRAPHIE', 'SAS', '1000001001', '2026-03-02']);
  });

  it('as its last word alone over the form line, under the first line of the header block', () => {
    const text =
      "KAZ TRANSPORTS\nFRIGORIFIQUES\nSociété à responsabilité limitée\nau capital de 1 000 000 F CFP\nRIDET 1 000 001.001\nCHANGEMENT DE GÉRANT\nAux termes d'une décision du 3 mars 2026, M. Paul EXEMPLE a été nommé gérant en remplacement de M. Luc EXEMPLE.";
    expect(identityOf(text)).toEqual(['nomination', 'KAZ TRANSPORTS FRIGORIFIQUES', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a change of name', () => {
  it("told by 'Ancienne mention' / 'Nouvelle mention' under a change of the dénomination: the new mention", () => {
    expect(extractNameChange('CHANGEMENT DE DÉNOMINATION\nLes associés ont décidé de modifier la dénomination sociale.\nAncienne mention : KAZ BOUTIQUE.\nNouvelle mention : KAZ CONCEPT STORE.').nouvelle).toBe('KAZ CONCEPT STORE');
  });

  // (2026-12-07, thirteenth session, from acroteres ay02) The new name's sigle with its own label after it.
  it("reads the new mention without the sigle labelled after it ('Y – sigle : YZ')", () => {
    expect(extractNameChange('CHANGEMENT DE DÉNOMINATION\nLes associés ont décidé de modifier la dénomination sociale.\nAncienne mention : KAZ BOUTIQUE\nNouvelle mention : KAZ CONCEPT STORE – sigle : KCS').nouvelle).toBe('KAZ CONCEPT STORE');
  });

  it("is not read from the mentions of another item, nor without the dénomination's change named", () => {
    expect(extractNameChange('Les associés ont décidé de modifier la dénomination sociale et le capital.\nAncienne mention : Capital : 1 000 000 F CFP\nNouvelle mention : Capital : 4 000 000 F CFP').nouvelle).toBeNull();
    expect(extractNameChange('TRANSFERT DE SIÈGE\nDénomination : KAZ AUTO\nAncienne mention : 4, rue A\nNouvelle mention : 9, rue B').nouvelle).toBeNull();
  });

  it("told by 'qui devient « Y »' after the comma a narrow column breaks the line at", () => {
    expect(extractNameChange('les associés ont décidé de modifier la dénomination sociale,\nqui devient « KAZ ÉLEC DUMBÉA ».').nouvelle).toBe('KAZ ÉLEC DUMBÉA');
  });
});

describe('one notice of the page', () => {
  it('is all a cropped page with a cut column beside it publishes', () => {
    const page = [
      'VENTE DE FONDS DE COMMERCE                         AVIS DE DISSOLUTION',
      'Suivant acte reçu par Maître Jean                  KAZ ATELIER',
      'NOTAIRE, notaire à Nouméa, le 2 mars               SARL au capital de 500 000 F CFP',
      '2026, la société KAZ COMPTOIR, SARL,               RIDET 3 000 003.001',
      'RIDET 1 000 001.001, a vendu à la                  Aux termes d’une assemblée générale',
      'société KAZ RESTAURATION, SAS, RIDET               extraordinaire du 3 mars 2026, les',
      '2 000 002.001, un fonds de commerce de             associés ont décidé la dissolution',
      'restauration exploité 4, rue Exemple,              anticipée de la société.',
      '98800 Nouméa, moyennant le prix de',
      '10 000 000 F CFP. Les oppositions seront',
      'reçues en l’étude du notaire.',
      'Pour première insertion, le notaire.',
    ].join('\n');
    const results = parseNoticeTexts(page, { reference: 't' });
    expect(results.map((r) => (r.ok ? r.notice.ridet : r.quarantine.reason))).toEqual(['1000001001']);
  });
});
