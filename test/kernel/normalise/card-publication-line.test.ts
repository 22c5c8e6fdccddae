import { describe, expect, it } from 'vitest';
import { cardPublicationDate, isCardPublicationLine } from '../../../kernel/normalise/card-publication-line.ts';
import { partedPageNotices } from '../../../kernel/normalise/parted-page.ts';

describe('a card’s own publication line', () => {
  it('opens on the participle and `le`, the periodical maybe between', () => {
    expect(isCardPublicationLine('Publié le 14 octobre 2026')).toBe(true);
    expect(isCardPublicationLine('Publiée le 09/02/2026 - 16h05   ·   Modifications')).toBe(true);
    expect(isCardPublicationLine('Publié au JONC le 15/10/2026')).toBe(true);
    expect(isCardPublicationLine('Paru dans Les Nouvelles Calédoniennes le 3 mars 2026')).toBe(true);
    // A browser's print stamp and a sentence are not.
    expect(isCardPublicationLine('06/06/2026 09:41   Annonces légales | TEST.nc')).toBe(false);
    expect(isCardPublicationLine('La présente annonce est publiée pour avis.')).toBe(false);
  });

  it('dates the notice only from its card’s head when asked so', () => {
    const notice = 'TEST CAGOUS\nPublié au JONC le 15/10/2026\nSARL au capital de 1 000 F\nRIDET 5 831 011.001';
    expect(cardPublicationDate(notice, 3)).toBe('2026-10-15');
    expect(cardPublicationDate(`A\nB\nC\n${notice}`, 3)).toBeNull();
  });

  it('parts a portal’s search results by their cards, the portal’s page above the first set apart', () => {
    const card = (number: string, date: string, title: string, notice: readonly string[]): string[] => [`PUBLICATION LÉGALE · n° ${number}`, `Publié au JONC le ${date}`, title, '', ...notice, 'Télécharger le PDF   Partager', ''];
    const seat = ['TEST CAGOUS', 'SARL au capital de 1 000 000 F CFP', 'RIDET 5 831 011.001', 'Par décision du 3 mars 2026, le gérant a transféré le siège social au 2, rue du Test, 98800 Nouméa.', 'Pour avis.'];
    const dissolution = ['TEST NIAOULIS', 'SAS au capital de 500 000 F CFP', 'RIDET 5 831 029.001', "L'associé unique a décidé, le 4 mars 2026, la dissolution anticipée de la société et sa mise en liquidation.", 'Pour avis.'];
    const text = ['TEST Portail — Le droit en ligne', 'Accueil   JONC   Recherche avancée', 'Gouvernement de TEST', '', 'Recherche : « Test »', '58 résultats — affichage 1 à 3', '', ...card('2026-04711', '15/10/2026', 'TEST CAGOUS — transfert de siège', seat), ...card('2026-04698', '13/10/2026', 'TEST NIAOULIS — dissolution', dissolution), ...card('2026-04655', '08/10/2026', 'TEST BANIANS — dissolution', ['TEST BANIANS', ...dissolution.slice(1, 2), 'RIDET 5 831 045.001', ...dissolution.slice(3)])].join('\n');
    const page = partedPageNotices(text)!;
    expect(page.preamble).toContain('58 résultats');
    expect(page.notices.map((n) => n.publicationDate)).toEqual(['2026-10-15', '2026-10-13', '2026-10-08']);
  });

  it('parts a portal’s cards that open on the same words, each closed by its link, the portal’s page above set apart', () => {
    const card = (number: string, subject: string, notice: readonly string[]): string[] => [`Publication n° ${number} · page 5352`, `Objet : ${subject}`, ...notice, 'Afficher moins ▴'];
    const seat = ['TEST CAGOUS, SARL au capital de 1 000 000 F CFP, RIDET 5 831 011.001.', 'Par décision du 3 mars 2026, le gérant a transféré le siège social au 2, rue du Test, 98800 Nouméa.', 'Pour avis.'];
    const dissolution = ['TEST NIAOULIS, SAS au capital de 500 000 F CFP, RIDET 5 831 029.001.', "L'associé unique a décidé, le 4 mars 2026, la dissolution anticipée de la société et sa mise en liquidation.", 'Pour avis.'];
    const banians = ['TEST BANIANS, SAS au capital de 500 000 F CFP, RIDET 5 831 045.001.', "L'associé unique a décidé, le 5 mars 2026, la dissolution anticipée de la société et sa mise en liquidation.", 'Pour avis.'];
    const text = ['07/05/2026 16:02        JONC n° 10917 – Sommaire | TEST', 'Accueil › JONC › 2026 › n° 10917', 'N° 10917 – jeudi 7 mai 2026', ...card('2026-00418', 'Transfert de siège – TEST CAGOUS', seat), ...card('2026-00419', 'Dissolution – TEST NIAOULIS', dissolution), ...card('2026-00420', 'Dissolution – TEST BANIANS', banians)].join('\n');
    const page = partedPageNotices(text)!;
    expect(page.preamble).toContain('jeudi 7 mai 2026');
    expect(page.notices.map((n) => n.text.split('\n')[0])).toEqual(['Publication n° 2026-00418 · page 5352', 'Publication n° 2026-00419 · page 5352', 'Publication n° 2026-00420 · page 5352']);
  });

  it('parts a portal’s result cards headed by their reference, their dated label and their rubric, ruled apart', () => {
    const card = (number: string, date: string, notice: readonly string[]): string[] => ['────────────', `JONC n° ${number}  ·  Publication légale`, `Date de publication : ${date}`, 'Rubrique : PUBLICATIONS LÉGALES — Modifications', ...notice, '[ Voir la publication ]  [ Télécharger le PDF ]'];
    const seat = ['TEST CAGOUS', 'SARL au capital de 1 000 000 F CFP', 'RIDET 5 831 011.001', 'Par décision du 3 mars 2026, le gérant a transféré le siège social au 2, rue du Test, 98800 Nouméa.', 'Pour avis.'];
    const dissolution = ['TEST NIAOULIS', 'SAS au capital de 500 000 F CFP', 'RIDET 5 831 029.001', "L'associé unique a décidé, le 4 mars 2026, la dissolution anticipée de la société et sa mise en liquidation.", 'Pour avis.'];
    const text = ['TEST PORTAIL  |  Journal officiel', 'Accueil › JONC › Recherche', '2 résultats affichés sur 58  —  page 1', ...card('2026-03112', '2026-03-10', seat), ...card('2026-03087', '2026-03-12', dissolution), '────────────', '« Précédent   1   2   Suivant »'].join('\n');
    const page = partedPageNotices(text)!;
    expect(page.notices.filter((n) => n.text.includes('RIDET')).map((n) => n.publicationDate)).toEqual(['2026-03-10', '2026-03-12']);
  });
});