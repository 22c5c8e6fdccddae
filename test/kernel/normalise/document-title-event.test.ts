import { describe, expect, it } from 'vitest';
import { documentTitleEvent } from '../../../kernel/normalise/document-title-event.ts';
import { classifyNotice } from '../../../kernel/normalise/classify.ts';
import { parseNoticeText } from '../../../kernel/normalise/parse-notice.ts';

// A document that names its event only by its title or by the cell of a column that names the act.
// Every name, place, person and number is made up for this file (each RID passes the check digit).

// A company's record that names no event in its own words.
const RECORD = [
  'Dénomination : VOILERIE DES ÎLOTS',
  'Forme : SARL',
  'Capital : 300 000 F CFP',
  'Siège : 9 allée des Cocotiers, 98890 Païta',
  'Gérante : Mme Solène EXEMPLE',
  'RIDET 4 730 818.001',
].join('\n');

describe("a document's title that names its event", () => {
  it.each([
    ["FICHE D'IMMATRICULATION À INSÉRER", 'creation'],
    ['Demande d’immatriculation principale au registre', 'creation'],
    ['Chambre des métiers – Bulletin de constitution d’une entreprise', 'creation'],
    ['Formulaire de dissolution anticipée (à retourner signé)', 'dissolution'],
    ['journal-des-iles.nc | Nominations | 4 décembre 2026', 'nomination'],
    ['Accueil > Avis légaux > Cessions', 'cession'],
    ['Publications officielles – TRANSFORMATION', 'statuts'],
  ] as const)('%s', (title, type) => {
    expect(documentTitleEvent(`${title}\n\n${RECORD}`)).toBe(type);
  });

  it('an extract of the register that names no event names none', () => {
    expect(documentTitleEvent(`EXTRAIT KBIS\n${RECORD}`)).toBeNull();
    expect(documentTitleEvent(`Extrait du registre du commerce\n${RECORD}`)).toBeNull();
  });

  it("a branch's registration is no company's constitution", () => {
    expect(documentTitleEvent(`Avis d'immatriculation secondaire\n${RECORD}`)).toBeNull();
  });

  it('a rubric naming several events names none', () => {
    expect(documentTitleEvent(`Avis légaux | Constitutions / Dissolutions\n${RECORD}`)).toBeNull();
  });

  it("a neighbour's title after the record is not this document's title", () => {
    expect(documentTitleEvent(`${RECORD}\n\nAvis suivant | Dissolution`)).toBeNull();
  });

  it("a title under a sentence that introduces the notice is not the document's", () => {
    expect(documentTitleEvent(`Merci de faire paraître dans votre prochaine édition :\nFiche d'immatriculation\n${RECORD}`)).toBeNull();
  });

  it("a company's name that opens on an event's noun is no title", () => {
    expect(documentTitleEvent(`CRÉATION FLORALE DU NORD\n${RECORD}`)).toBeNull();
  });
});

describe('a cell under a column that names the act', () => {
  it.each([
    ['an export of semicolons', 'date;type_acte;nom_societe\n02/12/2026;Cession de parts;VOILERIE DES ÎLOTS', 'cession'],
    ['a table of bars', '| Société | Nature de l’opération | Date |\n|---|---|---|\n| VOILERIE DES ÎLOTS | Dissolution | 02/12/2026 |', 'dissolution'],
    ['a spreadsheet of tabs', 'Société\tÉvénement\tDate\nVOILERIE DES ÎLOTS\tConstitution\t02/12/2026', 'creation'],
    ['a label and its value', 'Type d’annonce : Nomination\nSociété : VOILERIE DES ÎLOTS', 'nomination'],
    ['one row per movement, a movement of no event among them', 'nom;fonction;mouvements\nEXEMPLE;gérante;nomination\nMODELE;gérant;fin_de_mandat', 'nomination'],
  ] as const)('%s', (_, table, type) => {
    expect(documentTitleEvent(`Export du 2 décembre 2026\n${table}`)).toBe(type);
  });

  it('a column whose cells name several events names none', () => {
    expect(documentTitleEvent('societe;categorie\nVOILERIE DES ÎLOTS;Constitution\nATELIER DU RÉCIF;Dissolution')).toBeNull();
  });

  it("a column that names no act is not read as the event's", () => {
    expect(documentTitleEvent('societe;activite\nVOILERIE DES ÎLOTS;création de voiles')).toBeNull();
  });
});

describe("the title's event in the notice's type", () => {
  it('is the type where nothing else names an event', () => {
    const text = `Bulletin d'immatriculation\n${RECORD}`;
    expect(classifyNotice(text, { printed: text })?.type).toBe('creation');
  });

  it("gives way to the event the notice tells in its own words", () => {
    const text = `Fiche d'immatriculation\n${RECORD}\nL'associée unique a décidé de transférer le siège social au 4 rue des Goélettes, 98800 Nouméa.`;
    expect(classifyNotice(text, { printed: text })?.type).toBe('siege');
  });

  it("is not read on a part of a page or an order asked whether it tells an event", () => {
    expect(classifyNotice("BON DE PUBLICATION\nRubrique : Constitution\nDate de l'ordre : 01/12/2026")).toBeNull();
  });

  it('is read on the document as printed, before its table is read as fields', () => {
    const printed = `date;evenement;denomination;forme;ridet\n01/12/2026;Dissolution;VOILERIE DES ÎLOTS;SARL;4730818-001`;
    const laidOut = 'date : 01/12/2026\ndenomination : VOILERIE DES ÎLOTS\nforme : SARL\nridet : 4730818-001';
    expect(classifyNotice(laidOut)).toBeNull();
    expect(classifyNotice(laidOut, { printed })?.type).toBe('dissolution');
  });

  it('types a whole notice laid out as a one-stop shop prints it', () => {
    const result = parseNoticeText(`GUICHET DES ÎLES — AVIS D'IMMATRICULATION\n\n${RECORD}\nStatuts signés le 20 novembre 2026.`, { reference: 'essai', publicationDate: '2026-12-02' });
    expect(result.ok && result.notice.type).toBe('creation');
  });

  it("never gives a company's notice the title of the associations' section set apart above it", () => {
    // A bulletin's page: an association's declaration, then the legal publications' rubric and a
    // company's notice whose own lines name no event yet (cut at the page's foot).
    const page = [
      "DÉCLARATIONS D'ASSOCIATIONS",
      '',
      'Déclaration de création',
      'Association : « Les Pagayeurs de la Baie »',
      'Objet : pratique et enseignement de la pirogue',
      'Siège : 4 allée des Flamboyants, 98890 Païta',
      '',
      'PUBLICATIONS LÉGALES',
      '',
      'SARL VOILERIE DES ÎLOTS',
      'RIDET 4 730 818.001',
      "Aux termes d'une assemblée générale",
    ].join('\n');
    const result = parseNoticeText(page, { reference: 'essai', publicationDate: '2026-12-02' });
    expect(result.ok ? [result.notice.type, result.notice.ridet] : result.quarantine.reason).toBe('type_inconnu');
  });
});
