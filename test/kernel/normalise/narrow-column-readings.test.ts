import { describe, expect, it } from 'vitest';
import { cleanNoticeText, findPublicationDate, findRidets } from '../../../kernel/normalise/index.ts';
import { identityOf } from './notice-helpers.ts';

// Readings a blind group of notices set in a PDF's narrow columns showed missing
// (test/kernel/normalise/coupures): a page's running header or footer falling inside a notice,
// whatever the periodical's title; a register's number cut at a column's edge; the next notice's
// cut opening; a sigle on its own line; persons an office label lists; a sentence wrapped onto a
// lower-case line; a sole shareholder's seat before what it holds. Every text here is made up for
// the rule it names, in words of its own.

/** A notice in a narrow column whose sentence the page's footer `footer` cuts. */
function columnCutBy(footer: string): string {
  return [
    'TRANSFERT DE SIÈGE',
    '',
    'KAZ EXEMPLE',
    'SARL au capital de',
    '1 000 000 F CFP',
    'RIDET 1 000 001.001',
    '',
    "Par décision de l'associé",
    'unique du 2 février 2026,',
    'le siège social a été',
    footer,
    'transféré au 1, rue Exem-',
    'ple, 98890 Païta.',
    'Pour avis.',
  ].join('\n');
}

describe("a newspaper's running footer inside a notice", () => {
  it('dates the notice, whatever the title, when it prints a folio or an issue number beside the date', () => {
    for (const footer of [
      "L'ÉCHO DU PLATEAU  |  n° 77  |  Mardi 10 février 2026  |  12",
      'Le Réveil des Îles n° 15 – 10 février 2026 – page 9',
      'LA SEMAINE EXEMPLE · mardi 10 février 2026 · 31',
      '10 février 2026          BULLETIN DES INSERTIONS          4410',
      'Le Petit Exemple — Mardi 10 février 2026 — Annonces légales — 7',
      'BULLETIN EXEMPLE n° 1204 du mardi 10 février 2026 – page 221',
    ]) {
      expect(identityOf(columnCutBy(footer))).toEqual(['siege', 'KAZ EXEMPLE', 'SARL', '1000001001', '2026-02-10']);
    }
  });

  it("dates the notice without a folio when the title names a periodical ('gazette', 'courrier') and its items stand on lines of their own", () => {
    expect(findPublicationDate(columnCutBy('LA GAZETTE DU SUD\nmardi 10 février 2026'))).toBe('2026-02-10');
    // The periodical's noun in capitals with its accent, a rubric between.
    expect(findPublicationDate(columnCutBy("L'ÉCHO DES ÎLES\nANNONCES LÉGALES\nmardi 10 février 2026"))).toBe('2026-02-10');
  });

  it('is taken out, so the sentence it cuts reads on', () => {
    expect(cleanNoticeText(columnCutBy('Le Réveil des Îles n° 15 – 10 février 2026 – page 9'))).toContain('le siège social a été\ntransféré au 1, rue Exemple, 98890 Païta.');
  });

  it('stays between two closed paragraphs: it cuts nothing, and a page between two notices is read there', () => {
    const text = 'KAZ EXEMPLE, SARL, RIDET 1 000 001.001.\nLE TAMBOUR DU NORD | 3 mars 2026 | page 5\nLe gérant est M. Paul EXEMPLE.';
    expect(cleanNoticeText(text).split('\n')).toContain('LE TAMBOUR DU NORD | 3 mars 2026 | page 5');
  });

  it('lets a name it cuts be read whole', () => {
    const text = [
      'CHANGEMENT DE DÉNOMINATION',
      '',
      'KAZ EXEMPLE, SARL',
      'RIDET 1 000 001.001',
      '',
      "L'assemblée du 2 mars 2026",
      'a adopté la dénomination',
      'KAZ COMPTOIR DES',
      'LE TAMBOUR DU NORD n° 40 – 9 mars 2026 – page 3',
      'SAVEURS, à compter du même',
      'jour.',
    ].join('\n');
    expect(cleanNoticeText(text)).toContain('KAZ COMPTOIR DES SAVEURS');
    expect(identityOf(text)).toEqual(['statuts', 'KAZ COMPTOIR DES SAVEURS', 'SARL', '1000001001', '2026-03-09']);
  });

  it("is not a signature's place and date, nor a table's row, nor a sentence's line", () => {
    for (const line of ['Nouméa – 10 février 2026', 'Gérant | 10 février 2026 | 2', 'réunie le | 10 février 2026 | 3', 'Pour avis – 10 février 2026 – 2', 'Assemblée n° 3 du 10 février 2026 – 2']) {
      expect(findPublicationDate(columnCutBy(line))).toBeNull();
    }
  });
});

describe("a periodical's running header stacked on lines of its own", () => {
  const stacked = (header: string[]): string =>
    [
      'CESSION DE PARTS',
      '',
      'KAZ EXEMPLE, SARL, RIDET',
      '1 000 001.001. Par acte du',
      '2 mars 2026, M. Paul EXEMPLE',
      'a cédé ses parts et a été',
      ...header,
      'remplacé comme gérant par',
      'Mme Anne EXEMPLE.',
    ].join('\n');

  it('dates the notice: title, rubric or folio, and the date alone, each on its line', () => {
    expect(findPublicationDate(stacked(['LE COURRIER DU LAGON', 'ANNONCES LÉGALES', 'Jeudi 12 mars 2026']))).toBe('2026-03-12');
    expect(findPublicationDate(stacked(['14', 'LA TRIBUNE DES ÎLES', '12 mars 2026']))).toBe('2026-03-12');
  });

  it('never takes in a line of the notice above it', () => {
    expect(cleanNoticeText(stacked(['14', 'LA TRIBUNE DES ÎLES', '12 mars 2026']))).toContain('a cédé ses parts et a été\nremplacé comme gérant');
  });

  it('needs the periodical named: a rubric and a date alone are a notice heading and its date', () => {
    expect(findPublicationDate(stacked(['ANNONCES LÉGALES', '12 mars 2026']))).toBeNull();
  });
});

describe("the JONC's running header inside an identifier", () => {
  it('is read across: the digits above and below it are one RIDET', () => {
    const text =
      "NOMINATION\n\nL'assemblée du 3 mars 2026 de la société KAZ EXEMPLE, SARL, RIDET 1 000\n12 mars 2026          JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE          2210\n001.001, a nommé gérant M. Paul EXEMPLE.";
    expect(identityOf(text)).toEqual(['nomination', 'KAZ EXEMPLE', 'SARL', '1000001001', '2026-03-12']);
  });
});

describe("a register's number cut at a column's edge", () => {
  it('is read whole after its label, between two groups of its seven digits', () => {
    for (const text of ['RCS Nouméa 2011 B 1 000\n001', 'R.C.S. Nouméa 2011 B 1\n000 001', 'RCS de Nouméa 98 B 1 000\n001\nSiège : Koné']) {
      expect(findRidets(text).map((found) => found.rid)).toEqual(['1000001']);
    }
  });

  it('never takes a number on the next line as its rank', () => {
    expect(findRidets('RCS Nouméa 2011 B 1 000 001\n123, rue Exemple').map((found) => found.printed)).toEqual(['RCS Nouméa 2011 B 1 000 001']);
  });
});

describe("the next notice's opening cut by the page after a rule", () => {
  const signedThenCut = (lastLine: string): string =>
    [
      'KAZ EXEMPLE',
      'SARL au capital de 1 000 000 F CFP',
      'RIDET 1 000 001.001',
      '',
      "L'assemblée générale ordinaire",
      'du 4 mars 2026 a nommé gérant',
      'M. Paul EXEMPLE, en remplacement',
      'de Mme Anne EXEMPLE, démissionnaire.',
      'Pour avis, la gérance.',
      '_________________________',
      '',
      'VENTE DE FONDS DE COMMERCE',
      'KAZ AUTRE, SARL',
      'RIDET 2 000 002.001',
      'Suivant acte sous seing privé',
      lastLine,
    ].join('\n');

  it('is left out when it stops on an abbreviation that announces a name or a number', () => {
    for (const lastLine of ['du 2 mars 2026, M.', 'du 2 mars 2026, Mme', 'reçu par Me', 'enregistré sous le n°']) {
      expect(identityOf(signedThenCut(lastLine))).toEqual(['nomination', 'KAZ EXEMPLE', 'SARL', '1000001001', '2026-03-04']);
    }
  });
});

describe("a sigle printed on its own line under the company's name", () => {
  const headed = (head: string): string =>
    `${head}\nSociété anonyme au capital de 10 000 000 F CFP\nSiège : 1, rue Exemple, 98800 Nouméa\nRIDET 1 000 001.001\n\nAux termes de ses délibérations du 2 mars 2026, l'assemblée générale extraordinaire a décidé d'augmenter le capital de 5 000 000 F CFP par incorporation de réserves.\nPour avis.`;

  it('is left out of the name, set apart by dashes, by brackets or by its word', () => {
    for (const sigle of ['– KAMINOR –', '— KAMINOR —', '- KAMINOR', '(KAMINOR)', 'en abrégé KAMINOR', 'Sigle : KAMINOR']) {
      expect(identityOf(headed(`KAZ MINIÈRE DU NORD\n${sigle}`))).toEqual(['capital', 'KAZ MINIÈRE DU NORD', 'SA', '1000001001', '2026-03-02']);
    }
  });

  it('leaves a name cut over two lines above it whole', () => {
    expect(identityOf(headed('KAZ MINIÈRE\nDU NORD\n– KAMINOR –'))).toEqual(['capital', 'KAZ MINIÈRE DU NORD', 'SA', '1000001001', '2026-03-02']);
  });
});

describe('persons an office label lists', () => {
  const constitution = (officers: string): string =>
    [
      'SCI LES JARDINS DE KAZ',
      '',
      'Société civile immobilière au',
      'capital de 100 000 F CFP',
      'Siège : 1, rue Exemple,',
      '98800 Nouméa',
      '',
      "Par acte du 2 mars 2026, il a été constitué une société civile immobilière pour la gestion d'immeubles.",
      officers,
      'La société est immatriculée',
      'au RIDET sous le n° 1 000 001.001.',
      'Pour avis.',
    ].join('\n');

  it('hold that office, every one of them: none is an individual trader named before the identifier', () => {
    for (const officers of ['Gérants : M. Jean EXEMPLE et Mme Anne\nEXEMPLE, demeurant à Nouméa.', 'Cogérants : M. Jean EXEMPLE,\nMme Anne EXEMPLE et M. Luc\nEXEMPLE.']) {
      expect(identityOf(constitution(officers))).toEqual(['creation', 'LES JARDINS DE KAZ', 'SCI', '1000001001', '2026-03-02']);
    }
  });
});

describe('a sentence wrapped by a narrow column', () => {
  const deedThenRegistration = (deed: string): string =>
    [
      'SCI KAZ EXEMPLE',
      'Société civile immobilière',
      'au capital de 100 000 F CFP',
      '',
      deed,
      'par Maître Paul EXEMPLE,',
      'notaire à Nouméa, il a été',
      'constitué une société civile',
      'immobilière. Gérant : M. Luc',
      'EXEMPLE.',
      'La société a été immatriculée',
      'au RIDET sous',
      'le n° 1 000 001.001',
      'le 9 mars 2026.',
    ].join('\n');

  it("dates the deed by the words on the line above its date ('acte' / 'reçu le …'), not as a form's receipt", () => {
    for (const deed of ["Aux termes d'un acte\nreçu le 2 mars 2026", 'Suivant acte authentique\nreçu le deux mars deux mille vingt-six', "Aux termes d'un acte reçu\nle 2 mars 2026"]) {
      expect(identityOf(deedThenRegistration(deed))).toEqual(['creation', 'KAZ EXEMPLE', 'SCI', '1000001001', '2026-03-02']);
    }
  });
});

/** Lines of at most `width` characters, cut between words, as a narrow column sets a paragraph. */
function wrapped(text: string, width: number): string {
  return text
    .split('\n')
    .map((paragraph) => {
      const lines: string[] = [];
      let line = '';
      for (const word of paragraph.split(' ')) {
        if (line !== '' && `${line} ${word}`.length > width) {
          lines.push(line);
          line = word;
        } else line = line === '' ? word : `${line} ${word}`;
      }
      lines.push(line);
      return lines.join('\n');
    })
    .join('\n');
}

describe('a dissolution by universal transfer told by the sole shareholder, its identifier first', () => {
  const transfer = (holder: string): string =>
    `DISSOLUTION SANS LIQUIDATION\n\nPar décision du 8 septembre 2026, la société KAZ NÉGOCE, SAS au capital de 20 000 000 F CFP, RIDET 1 000 001.001, ${holder} de la société KAZ ÉPICERIE, SARL au capital de 1 000 000 F CFP, dont le siège est à Hienghène, RIDET 2 000 002.001, a décidé la dissolution sans liquidation de cette dernière, par transmission universelle de son patrimoine.\nLes créanciers peuvent former opposition dans les trente jours.\nPour avis.`;

  it("is the dissolved company's, the shareholder's seat printed between its identifier and what it holds", () => {
    for (const holder of [
      'dont le siège est à Koné, qui détient la totalité des parts sociales',
      "ayant son siège à Bourail, détentrice de l'intégralité des parts sociales",
      'dont le siège social est fixé à Païta, propriétaire de la totalité des parts',
    ]) {
      expect(identityOf(transfer(holder))).toEqual(['dissolution', 'KAZ ÉPICERIE', 'SARL', '2000002001', '2026-09-08']);
    }
  });

  it('is read the same whatever width the column wraps it at', () => {
    const text = transfer('dont le siège social est situé 3, rue Exemple, Koné, qui détient la totalité des parts sociales');
    for (const width of [28, 30, 34, 36, 40, 44, 60]) {
      expect(identityOf(wrapped(text, width))).toEqual(['dissolution', 'KAZ ÉPICERIE', 'SARL', '2000002001', '2026-09-08']);
    }
  });
});
