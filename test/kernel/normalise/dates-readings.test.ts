import { describe, expect, it } from 'vitest';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices whose date is hard to choose showed missing
// (test/kernel/normalise/dates): a table of the deed's dates, a page's running header between two
// paragraphs, a rectificatif that names the corrected event by a participle, an officer named
// after the company's particulars. Every text here is made up for the rule it names, never a copy
// of a group text.

const read = (text: string): unknown => identityOf(text, 'J1');

describe('a table of the notice’s own dates, read as its rows', () => {
  const table = (rows: string): string =>
    `CESSION DE FONDS\n\nVendeur : KAZ BOIS, SARL au capital de 100 000 F CFP, RIDET 1 000 001.001, Koné.\nAcquéreur : BOIS DU NORD, SAS, RIDET 2 000 002.001, Koné.\nFonds : menuiserie exploitée à Koné.\n\nÉtape                              Date\n---------------------------------  ----------\n${rows}\n\nOppositions dans les dix jours de la dernière insertion.`;

  it('dates the notice by the deed’s row, not by the registration row under it', () => {
    expect(read(table('Acte de vente sous seing privé       03/03/2026\nEnregistrement à Nouméa            12/03/2026'))).toEqual(['cession', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });

  it('does not read a last row of registration as the page’s footer dateline', () => {
    expect(read(table('Acte de vente sous seing privé       03/03/2026\nEntrée en jouissance               05/03/2026\nImmatriculation de l’acquéreur     12/03/2026'))).toEqual(['cession', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a page’s running header printed between two paragraphs of the notice', () => {
  const notice = (header: string): string =>
    `DISSOLUTION ANTICIPÉE\n\nKAZ BOIS\nSARL au capital de 100 000 F CFP\nSiège : Koné\nRIDET 1 000 001.001\n\nL’assemblée générale extraordinaire du 3 février 2026 a décidé la dissolution anticipée de la société.\n${header}\nElle a nommé liquidateur M. Paul EXEMPLE, demeurant à Koné.\nLe siège de la liquidation est fixé au siège social.\nLes actes sont à adresser au liquidateur.\nPour avis, le liquidateur.`;

  it('dates the notice by the journal’s name, the date and the page number alone on their line', () => {
    expect(read(notice('JONC          5 mars 2026          812'))).toEqual(['dissolution', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-05']);
  });

  it('reads the page number first and the weekday with the date (“812 | JONC | jeudi 5 mars 2026”)', () => {
    expect(read(notice('812 | JONC | jeudi 5 mars 2026'))).toEqual(['dissolution', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-05']);
  });

  it('leaves a line with the journal and a date but no page number to the act', () => {
    expect(read(notice('JONC          5 mars 2026'))).toEqual(['dissolution', 'KAZ BOIS', 'SARL', '1000001001', '2026-02-03']);
  });

  it('leaves a sentence that cites the journal’s page to the act (“paru au JONC du 5 mars 2026, page 812”)', () => {
    expect(read(notice('Les statuts modifiés ont paru au JONC du 5 mars 2026, page 812.'))).toEqual(['dissolution', 'KAZ BOIS', 'SARL', '1000001001', '2026-02-03']);
  });
});

describe('a rectificatif that names the corrected notice’s event by a participle', () => {
  it('types it by the transformation it recalls (“…, RIDET …, transformée de SARL en SAS, il fallait lire …”)', () => {
    expect(read('ERRATUM\n\nDans l’avis publié le 2 avril 2026 concernant la société KAZ BOIS, RIDET 1 000 001.001, transformée de SARL en société par actions simplifiée, il fallait lire « décisions des associés du 20 mars 2026 » au lieu de « décisions des associés du 30 février 2026 ».')).toEqual(['statuts', 'KAZ BOIS', 'SAS', '1000001001', '2026-03-20']);
  });

  it('leaves a participle recalling a past transformation in a notice that is no rectificatif', () => {
    expect(read('CHANGEMENT DE PRÉSIDENT\n\nKAZ BOIS, SARL transformée en société par actions simplifiée, RIDET 1 000 001.001, Koné.\nPar décision du 3 mars 2026, les associés ont nommé M. Paul EXEMPLE président.')).toEqual(['nomination', 'KAZ BOIS', 'SAS', '1000001001', '2026-03-03']);
  });
});

describe('an officer named after the company’s particulars, her title before the company', () => {
  it('lists “La gérante de la société S, EURL …, RIDET …, Mme X, a décidé” as S’s manager', () => {
    const notice = noticeOf('TRANSFERT DE SIÈGE\n\nLa gérante de la société KAZ BOIS, EURL au capital de 100 000 F CFP, RIDET 1 000 001.001, Mme Anne EXEMPLE, a décidé le 3 mars 2026 de transférer le siège social à Koné.');
    expect(officersOf(notice)).toEqual(['Anne EXEMPLE (gérant)']);
  });

  it('does not give the subject the officer another company names so (“Le gérant de la société Y, SARL …, RIDET …, M. Z, a acquis”)', () => {
    const notice = noticeOf('CESSION DE PARTS\n\nKAZ BOIS, SAS au capital de 100 000 F CFP, RIDET 1 000 001.001, Koné.\nPar acte du 3 mars 2026, M. Paul EXEMPLE a cédé dix actions de la société KAZ BOIS. Le gérant de la société BOIS DU NORD, SARL au capital de 100 000 F CFP, RIDET 2 000 002.001, M. Jean AUTRE, a acquis ces actions pour le compte de celle-ci.');
    expect(officersOf(notice)).not.toContain('Jean AUTRE (gérant)');
  });
});
