import { describe, expect, it } from 'vitest';
import { mailFurnitureLines } from '../../../kernel/normalise/mail-furniture.ts';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';
import { actDateMentions, findFrenchDates } from '../../../kernel/normalise/french-date.ts';
import { identityOf } from './notice-helpers.ts';

// Readings two deposit services' back offices written blind showed missing
// (test/kernel/normalise/bordereaux, teleservices). Every text here is made up, with words none of
// those groups prints: a reading that needs a service's own words is not the rule.

describe('a merger told by the absorbed company', () => {
  it("reads the company named after 'par' as the absorbing one, named by its form's word or by its name alone", () => {
    const notice = (absorbing: string): string =>
      [
        'Ordonnateur : PIROGUE HOLDING SAS — RIDET 3000007.001',
        '',
        'DISSOLUTION SANS LIQUIDATION',
        'KAZ MARKET, SARL au capital de 1 000 000 F CFP, RIDET 1000009.001, 2, rue Exemple, 98800 Nouméa.',
        `L'associé unique a approuvé le 4 mai 2026 la fusion par voie d'absorption de la société par ${absorbing}, SAS, RIDET 3000007.001. La société KAZ MARKET se trouve dissoute sans liquidation.`,
      ].join('\n');
    expect(identityOf(notice('PIROGUE HOLDING'))).toEqual(['dissolution', 'KAZ MARKET', 'SARL', '1000009001', '2026-05-04']);
    expect(identityOf(notice('la société PIROGUE HOLDING'))).toEqual(['dissolution', 'KAZ MARKET', 'SARL', '1000009001', '2026-05-04']);
  });
});

describe("an identifier left open on the order's block", () => {
  const constitution = [
    'AVIS DE CONSTITUTION',
    "Suivant acte sous seing privé du 4 mai 2026, il a été constitué la société KAZ MARKET, SARL au capital de 100 000 F CFP, RIDET 1000009.001, siège 2, rue Exemple, 98800 Nouméa. Gérant : M. Paul EXEMPLE.",
  ].join('\n');

  it("is the payer's or the client's, and says nothing of the notice's company", () => {
    const text = `${constitution}\n\nÀ facturer : Cabinet Exemple Conseil, 4 rue Exemple, Nouméa\nRIDET du payeur : à venir`;
    expect(identityOf(text)).toEqual(['creation', 'KAZ MARKET', 'SARL', '1000009001', '2026-05-04']);
  });

  it("still leaves unidentified a company whose own identifier line is open", () => {
    expect(identityOf(`${constitution.replace(', RIDET 1000009.001', '')}\nRIDET : à venir\n\nÀ facturer : Cabinet Exemple Conseil, RIDET 3000007.001`)).toBe('ridet_absent');
  });
});

describe("the order's block labelled without a separator", () => {
  it("reads a label ended by the identifier's own word as the label of the one who orders", () => {
    const text = [
      'EXEMPLE ANNONCES · Portail des mandataires · Fiche n° EX-77-12',
      'Commanditaire ............ SELARL EXEMPLE MJ',
      'Compte commanditaire  RIDET 3000007.001',
      'Pris en charge le ........ 05/05/2026',
      'Contrôlé le .............. 05/05/2026',
      'Épreuve envoyée le ....... 06/05/2026',
      'Support .................. JONC',
      'Sortie prévue le ......... 14/05/2026',
      '',
      "===== début de l'annonce =====",
      'TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA',
      "Par jugement du 4 mai 2026, le tribunal a converti la procédure de redressement judiciaire ouverte le 2 février 2026 à l'égard de la société KAZ MARKET, SARL, RIDET 1000009.001, en liquidation judiciaire et désigné la SELARL EXEMPLE MJ, prise en la personne de Maître Paul EXEMPLE, liquidateur.",
      "===== fin de l'annonce =====",
    ].join('\n');
    expect(identityOf(text)).toEqual(['procedure', 'KAZ MARKET', 'SARL', '1000009001', '2026-05-04']);
  });

  it("leaves a company's name in capitals before its identifier as a name", () => {
    const text = 'CLIENT PLUS RIDET 1000009.001\nSARL au capital de 100 000 F CFP\nTRANSFERT DE SIÈGE\nPar décision du gérant du 4 mai 2026, le siège social a été transféré au 2, rue Exemple, 98800 Nouméa.';
    expect(identityOf(text)).toEqual(['siege', 'CLIENT PLUS', 'SARL', '1000009001', '2026-05-04']);
  });
});

describe('a notice framed by two signature delimiters in a service e-mail', () => {
  it("is the notice, not a signature: the signature is what follows the last delimiter", () => {
    const mail = [
      'De : suivi@exemple-annonces.nc',
      'Envoyé : mardi 5 mai 2026 08:10',
      'Objet : votre avis est en ligne',
      '',
      'Bonjour, votre avis a bien été publié. Le texte :',
      '--',
      'KAZ MARKET',
      'SARL au capital de 1 000 000 F CFP',
      'RIDET 1 000 009.001',
      "Par décision de l'associé unique du 4 mai 2026, le siège social a été transféré au 2, rue Exemple, 98800 Nouméa.",
      '--',
      'Service Suivi — Exemple Annonces',
    ].join('\n');
    expect(mailFurnitureLines(mail).has(8)).toBe(false);
    expect(mailFurnitureLines(mail).has(11)).toBe(true);
    expect(identityOf(mail)).toEqual(['siege', 'KAZ MARKET', 'SARL', '1000009001', '2026-05-04']);
  });
});

describe("a back office's heading over the notice", () => {
  it('is no line of the name: a heading naming the notice at a step of its handling', () => {
    const text = [
      'EXEMPLE ANNONCES — dossier 26-0412',
      'Pris en charge le : 05/05/2026',
      '',
      'DOSSIER VÉRIFIÉ',
      'RÉSEAUX TECHNIQUES DU NORD',
      'SARL au capital de 1 000 000 F CFP — RIDET 1000009.001',
      "Par décision de l'associé unique du 4 mai 2026, le siège social a été transféré au 2, rue Exemple, 98800 Nouméa.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'RÉSEAUX TECHNIQUES DU NORD', 'SARL', '1000009001', '2026-05-04']);
  });
});

describe("a capital's change told with the company's name between the noun and the verb", () => {
  it('reads the absorbing company\'s increase as a capital notice', () => {
    const text = [
      'FUSION',
      "La société PIROGUE HOLDING, SAS au capital de 5 000 000 F CFP, RIDET 3000007.001, a absorbé la société KAZ MARKET, SARL, RIDET 1000009.001. L'assemblée de l'absorbante du 4 mai 2026 a approuvé le projet ; le capital de PIROGUE HOLDING est porté à 6 000 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'PIROGUE HOLDING', 'SAS', '3000007001', '2026-05-04']);
  });

  it('reads no change in a capital printed with its amount', () => {
    const text = "La société KAZ MARKET, SARL au capital de 1 000 000 F CFP, RIDET 1000009.001. Par décision du 4 mai 2026, le gérant a transféré le siège social, qui est porté au 2, rue Exemple, Nouméa.";
    expect(identityOf(text)).toEqual(['siege', 'KAZ MARKET', 'SARL', '1000009001', '2026-05-04']);
  });
});

describe('a service that puts the notice online and has it appear in a periodical', () => {
  const notice = "KAZ MARKET, SARL, RIDET 1000009.001. Par décision du gérant du 28 avril 2026, le siège social a été transféré au 2, rue Exemple, Nouméa.";

  it("dates it by the periodical's appearance, on one line or on the form's later lines", () => {
    expect(findPublicationDate(`Dossier 77 · publication web 05.05.2026 · insertion Bulletin Exemple 08.05.2026\n${notice}`)).toBe('2026-05-08');
    expect(findPublicationDate(`ref=77\ndiffusion_site=2026-05-05\nrelance=2026-05-06\nedition_papier=2026-05-08\n${notice}`)).toBe('2026-05-08');
  });

  it('dates it by its page when no periodical is named', () => {
    expect(findPublicationDate(`ref=77\ndiffusion_site=2026-05-05\nrelance=2026-05-06\n${notice}`)).toBe('2026-05-05');
  });
});

describe("a table's row of dates read by its columns' names", () => {
  const notice = "KAZ MARKET, SARL, RIDET 1000009.001. Par décision du gérant du 28 avril 2026, le siège social a été transféré au 2, rue Exemple, Nouméa.";

  it.each([
    ['semicolons', 'n° dossier;pris en charge;vérifié;payé;paru\nEX-77;02/05/2026;03/05/2026;03/05/2026;08/05/2026'],
    ['bars', 'N° dossier | Pris en charge | Vérifié | Payé | Paru\nEX-77 | 02/05/2026 | 03/05/2026 | 03/05/2026 | 08/05/2026'],
  ])('with %s: the appearance is the publication, the order\'s steps are no date candidates', (_kind, table) => {
    const text = `${table}\n\n${notice}`;
    expect(findPublicationDate(text)).toBe('2026-05-08');
    expect(actDateMentions(text).map((m) => m.iso).sort()).toEqual(['2026-04-28', '2026-05-08']);
  });
});

describe("a publication's field whose value holds the periodical before the date", () => {
  const notice = "KAZ MARKET, SARL, RIDET 1000009.001. Par décision du gérant du 28 avril 2026, le siège social a été transféré au 2, rue Exemple, Nouméa.";

  it('reads the date after the periodical, a comma between', () => {
    expect(findPublicationDate(`Suivi EX-77\nParu : La Gazette Exemple, jeudi 7 mai 2026\n${notice}`)).toBe('2026-05-07');
  });

  it("reads a value labelled 'date' alone as its line's field's", () => {
    expect(findPublicationDate(`Suivi EX-77\nPublication papier : Gazette Exemple | réf. 7781 | date 2026-05-07\n${notice}`)).toBe('2026-05-07');
  });
});

describe("a form's date printed with spaces between its parts", () => {
  it("is read as a field's whole value, and nowhere else", () => {
    const notice = "KAZ MARKET, SARL, RIDET 1000009.001. Par décision du gérant du 28 avril 2026, le siège social a été transféré au 2, rue Exemple, Nouméa.";
    expect(findPublicationDate(`Dossier EX-77\nPris en charge ....... 02 05 2026\nDiffusé au Bulletin Exemple ....... 07 05 2026 (page 3)\n${notice}`)).toBe('2026-05-07');
    expect(findFrenchDates('Tél. : 28 41 20 26\nRIDET 1 441 20 2026').map((d) => d.iso)).toEqual([]);
  });
});

describe('a notice pasted under a signature delimiter', () => {
  it('is no signature when it holds a paragraph of prose', () => {
    const mail = [
      'Objet : votre avis est paru',
      'Pris en charge : 02/05/2026 · Payé : 03/05/2026',
      '--',
      "TRANSFERT DE SIÈGE — La société KAZ MARKET, SARL au capital de 1 000 000 F CFP, RIDET 1000009.001, a décidé par décision de son associé unique du 4 mai 2026 de transférer son siège social du 1, rue Ancienne au 2, rue Exemple, 98800 Nouméa, à compter du même jour. Gérant : M. Paul EXEMPLE.",
    ].join('\n');
    expect(identityOf(mail)).toEqual(['siege', 'KAZ MARKET', 'SARL', '1000009001', '2026-05-04']);
  });

  it("still sets a sender's signature apart, its firm's legal line and identifier with it", () => {
    const mail = [
      'De : paul@exemple.nc',
      'Envoyé : mardi 5 mai 2026 08:10',
      '',
      "KAZ MARKET, SARL, RIDET 1000009.001. Par décision de l'associé unique du 4 mai 2026, le siège social a été transféré au 2, rue Exemple, 98800 Nouméa.",
      '--',
      'Paul EXEMPLE',
      'Cabinet Exemple Conseil, SARL au capital de 1 000 000 F CFP, RIDET 3000007.001, 4 rue Exemple, 98800 Nouméa',
    ].join('\n');
    expect(mailFurnitureLines(mail).has(6)).toBe(true);
  });
});

describe("a service's banner over the order it tracks", () => {
  it("names the service, not the notice's company", () => {
    const text = [
      'PXN — relevé des commandes, page 2',
      '',
      "Texte : RÉSEAUX TECHNIQUES DU NORD, société par actions simplifiée au capital de 1 000 000 F CFP, RIDET 1000009.001. L'assemblée générale extraordinaire du 4 mai 2026 a décidé la transformation de la société en société à responsabilité limitée. M. Paul EXEMPLE est nommé gérant.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['statuts', 'RÉSEAUX TECHNIQUES DU NORD', 'SARL', '1000009001', '2026-05-04']);
  });

  it('leaves a heading that names the notice beside the company', () => {
    const text = 'KAZ MARKET — avis de transfert de siège\nSARL au capital de 1 000 000 F CFP, RIDET 1000009.001. Par décision du gérant du 4 mai 2026, le siège social a été transféré au 2, rue Exemple, Nouméa.';
    expect(identityOf(text)).toEqual(['siege', 'KAZ MARKET', 'SARL', '1000009001', '2026-05-04']);
  });
});
