import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { cleanNoticeText } from '../../../kernel/normalise/clean-text.ts';
import { deinterleaved } from '../../../kernel/normalise/layout/index.ts';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of scanned and older notices by a new writer showed missing
// (test/kernel/normalise/scans): older typography, two columns, cut pages. Every text here is
// made up for the rule it names, never a copy of a group text.

const read = (text: string): unknown => identityOf(text, 'S1');
const readAll = (text: string): unknown[] =>
  parseNoticeTexts(text, { reference: 'S1' }).map((r) => (r.ok ? [r.notice.type, r.notice.denomination, r.notice.ridet, r.notice.date] : r.quarantine.reason));

describe('words cut at a line end', () => {
  it('keeps the hyphen of the law’s compounds cut at a line end in lower case (“locataire-/gérant”, “location-/gérance”)', () => {
    expect(cleanNoticeText('prise en qualité de locataire-\ngérante, et la location-\ngérance du fonds')).toBe('prise en qualité de locataire-gérante, et la location-gérance du fonds');
  });

  it('keeps the hyphen of a compound the notice prints whole elsewhere and never joined', () => {
    expect(cleanNoticeText('un garde-\nmeuble, le garde-meuble du port')).toBe('un garde-meuble, le garde-meuble du port');
  });

  it('still joins a lower-case continuation of one word (“consti-/tuée”)', () => {
    expect(cleanNoticeText('il a été consti-\ntué une société')).toBe('il a été constitué une société');
  });

  it('keeps a number in words whole over a line end, so the date it writes is read (“quatre-/vingt-dix”)', () => {
    expect(read("AVIS DE DISSOLUTION\n\nLa societe KAZ BOIS, SARL, RIDET 1 000 001.001, a ete dissoute par decision du vingt mars mil neuf cent quatre-\nvingt-dix-sept.")).toEqual(['dissolution', 'KAZ BOIS', 'SARL', '1000001001', '1997-03-20']);
  });

  it('joins a capitals name cut before a last syllable no compound’s word is (“RIVIE-/RE”, “CHAN-/TIER”, “PAPE-/TERIE”)', () => {
    expect(cleanNoticeText('GARAGE DE LA RIVIE-\nRE, CHAN-\nTIER DU NORD, PAPE-\nTERIE')).toBe('GARAGE DE LA RIVIERE, CHANTIER DU NORD, PAPETERIE');
  });
});

describe('older identifiers', () => {
  it('reads an RCS number in D, the civil companies’ letter, with a two-digit year', () => {
    expect(findRidets('Societe civile immobiliere KAZ BOIS\nR.C.S. Noumea 92 D 100 001').map((m) => m.rid)).toEqual(['0100001']);
  });
});

describe('publication dates of older mastheads', () => {
  it('reads a weekly’s masthead whose items a spaced hyphen separates', () => {
    expect(findPublicationDate('LE KAGOU DU NORD  -  hebdomadaire  -  N° 12  -  jeudi 11 decembre 1997  -  19\n\nAVIS DE CONSTITUTION\nSuivant acte du 2.12.97, il a ete constitue la societe KAZ BOIS.')).toBe('1997-12-11');
  });

  it('reads a paper’s edition in brackets with its weekday (“(edition du mercredi 5 juillet 2000)”)', () => {
    expect(findPublicationDate("L'ECHO DU KAGOU (edition du mercredi 5 juillet 2000)     Page 14\n\nLOCATION-GERANCE\nSuivant acte du 20 juin 2000, ...")).toBe('2000-07-05');
  });

  it('does not read a signature’s place and date between dashes as a masthead', () => {
    expect(findPublicationDate('AVIS DE DISSOLUTION\nLa societe KAZ BOIS a ete dissoute.\nPour avis - Noumea - le 3 mars 2026 - le gerant')).toBeNull();
  });
});

describe('two columns printed side by side', () => {
  const left = [
    'NOMINATION',
    '',
    'KAZ BOIS DU NORD',
    'Societe anonyme au capital de',
    '10 000 000 F CFP',
    'Siege : 4, rue de l\'Exemple, Kone',
    'RIDET 1 000 001.001',
    "L'assemblee generale ordinaire du",
    '3 mars 2026 a nomme M. Paul EXEMPLE',
    'administrateur en remplacement de',
    'M. Jean AUTRE, dont le mandat',
    'venait a expiration, pour six ans.',
    'Elle a en outre renouvele pour six',
    'exercices le mandat du commissaire',
    'aux comptes titulaire de la societe.',
    "Pour avis, le conseil d'administration.",
  ];
  const right = [
    'de la liquidation amiable.',
    'Pour avis, le liquidateur.',
    '______________',
    'RECTIFICATIF',
    'Dans l\'annonce parue le 2 fevrier',
    '2026 concernant la SARL KAZ VOISINE',
    '(RIDET 2 000 002.001), il fallait',
    'lire : siege au 9, rue de',
    'l\'Exemple, Kone.',
  ];
  const beside = (l: readonly string[], r: readonly string[]): string => l.map((line, i) => (r[i] ? `${line.padEnd(42)}${r[i]}` : line)).join('\n');

  it('reads a shorter right column apart from the left one (the left notice’s last lines stand alone)', () => {
    expect(deinterleaved(beside(left, right))).toBe(`${left.filter(Boolean).join('\n')}\n\n${right.join('\n')}`);
  });

  it('reads a list of judgments set in two narrow columns, one entry after the other', () => {
    const l = ['Liquidation judiciaire', 'SARL KAZ BOIS DU', 'NORD, route de Kone, KONE.', 'RIDET n° 1 000 001.001.', 'Date de cessation des paiements :', '3 janvier 2026.', 'Liquidateur : Me Anne', 'EXEMPLE.'];
    const r = ['Liquidation judiciaire', 'M. Paul AUTRE, commer-', 'cant, village de KONE.', 'RIDET n° 2 000 002.001.', 'Date de cessation des paie-', 'ments : 1er fevrier 2026.', 'Liquidateur : Me Anne', 'EXEMPLE.'];
    expect(readAll(`3 mars 2026     JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE     6203\n\nGREFFE DU TRIBUNAL MIXTE DE COMMERCE\nJugements du 23 fevrier 2026\n\n${beside(l, r)}`)).toEqual([
      ['procedure', 'KAZ BOIS DU NORD', '1000001001', '2026-03-03'],
      ['procedure', 'Paul AUTRE', '2000002001', '2026-03-03'],
    ]);
  });

  it('reads one notice running from the left column into the right one as one sentence (“… M. Jean-Paul” / “EXEMPLE, …”)', () => {
    const l = ['NOMINATION', '', 'KAZ BOIS DU NORD', 'Societe anonyme au capital de', '10 000 000 F CFP', 'RIDET 1 000 001.001', 'Aux termes d\'une deliberation du', 'conseil d\'administration du 3 mars', '2026, M. Jean-Paul'];
    const r = ['EXEMPLE, administrateur, a ete', 'nomme president du conseil en', 'remplacement de M. Jean AUTRE,', 'demissionnaire. M. Luc TIERS a ete', 'nomme directeur general de la', 'societe pour la duree du mandat', 'du president.', 'Pour avis,', 'Le conseil d\'administration.'];
    expect(deinterleaved(beside(l, r))).toBe(`${l.filter(Boolean).join('\n')}\n${r.join('\n')}`);
  });
});

describe('a page cut in the middle of a column', () => {
  it('sets apart the next notice’s opening after the signed notice and a rule, however long, while unfinished and unsigned', () => {
    expect(readAll("REDUCTION DE CAPITAL\n\nKAZ BOIS DU NORD\nSociete a responsabilite limitee au capital de 6.000.000 F CFP\nRIDET : 1 000 001.001\n\nL'assemblee generale extraordinaire du 3 mars 2026 a decide de reduire le capital social de 2.000.000 F CFP par voie de rachat et d'annulation de 200 parts sociales.\nPour avis, le gerant.\n______________________________\n\nAVIS DE PROJET DE FUSION\n\nAux termes d'un acte sous seing prive en date du 20 fevrier 2026, la S.A.R.L. KAZ VOISINE, au capital de 5.000.000 F CFP, siege a Kone, RIDET n° 2 000 002.001, et la S.A.R.L.")).toEqual([['capital', 'KAZ BOIS DU NORD', '1000001001', '2026-03-03']]);
  });
});

describe('a list of judgments whose items a dash separates', () => {
  it('does not open an entry at a dash before an entry’s field (“- Liquidateur : …”)', () => {
    expect(readAll("GREFFE DU TRIBUNAL MIXTE DE COMMERCE DE NOUMEA\nEXTRAIT DES JUGEMENTS DU 3 MARS 2026\n\nLIQUIDATION JUDICIAIRE\nS.A.R.L. KAZ BOIS - 4, rue de l'Exemple, Noumea - RIDET 1 000 001.001 - Date de cessation des paiements : 1er fevrier 2026\n- Liquidateur : Me Anne EXEMPLE.\n\nLIQUIDATION JUDICIAIRE\nS.A.R.L. KAZ VOISINE - Kone - RIDET 2 000 002.001 - Date de cessation des paiements : 5 janvier 2026\n- Liquidateur : Me Anne EXEMPLE.")).toEqual([
      ['procedure', 'KAZ BOIS', '1000001001', '2026-03-03'],
      ['procedure', 'KAZ VOISINE', '2000002001', '2026-03-03'],
    ]);
  });
});

const officers = (text: string): string[] => officersOf(noticeOf(text));

describe('officers as older notices list them', () => {
  it('reads each auditor’s qualifier after the name under the plural label, across the semicolon (“M. X, titulaire ; M. Y, suppléant”)', () => {
    expect(officers("AVIS DE CONSTITUTION\n\nSuivant acte du 3 mars 2026, il a ete constitue une societe anonyme denommee KAZ BOIS, RIDET 1 000 001.001.\nCommissaires aux comptes : M. Luc TIERS, titulaire ; M. Marc QUATRE, suppleant.\nPour avis.")).toEqual(['Luc TIERS (commissaire aux comptes)', 'Marc QUATRE (commissaire aux comptes suppléant)']);
  });

  it('keeps a director’s seat when he is appointed chairman (“M. X, administrateur, a été nommé président”)', () => {
    expect(officers("NOMINATIONS\n\nKAZ BOIS, SA, RIDET 1 000 001.001.\nPar deliberation du conseil du 3 mars 2026, M. Paul EXEMPLE, administrateur, a ete nomme president du conseil d'administration.\nPour avis.")).toEqual(['Paul EXEMPLE (administrateur)', 'Paul EXEMPLE (président)']);
  });

  it('reads an office’s word the scan split with a space (“directe ur général”, “dé légué”)', () => {
    expect(officers("NOMINATIONS\n\nKAZ BOIS, SAS, RIDET 1 000 001.001.\nPar decisions du 3 mars 2026 :\n- Mme Anne EXEMPLE a ete nommee directe ur general ;\n- M. Luc TIERS a ete nomme directeur general dé légué.\nPour avis.")).toEqual(['Anne EXEMPLE (directeur général)', 'Luc TIERS (directeur général délégué)']);
  });
});

describe('labels the scan damaged', () => {
  it('reads “rn” for “m” in the name’s label (“Dénornination :”)', () => {
    expect(read("AVIS DE CONSTITUTION\n\nSuivant acte du 3 mars 2026, il a ete constitue une societe a responsabilite limitee :\nDenornination : KAZ BOIS DU NORD\nSiege : Kone\nGerance : M. Paul EXEMPLE.\nRIDET : 1 000 001.001")).toEqual(['creation', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a rectificatif in a narrow column', () => {
  it('reads the quoted right value whose name runs onto the next line (“« Dénomination : X DE” / “Y »”)', () => {
    expect(read('3 mars 2026     JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE     2041\n\nRECTIFICATIF\n\nDans l\'avis de constitution de la SARL KAZ BOIS, RIDET 1 000 001.001, paru au Journal officiel du 10 fevrier 2026, il convient de lire : "Denomination : KAZ BOIS DU\nGRAND NORD" au lieu de "Denomination : KAZ BOIS".\nPour avis, la gerance.')).toEqual(['creation', 'KAZ BOIS DU GRAND NORD', 'SARL', '1000001001', '2026-03-03']);
  });
});
