import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/parse-notice.ts';
import { isTitleFurnitureLine } from '../../../kernel/normalise/title-furniture.ts';
import { readsAsEventTitle } from '../../../kernel/normalise/heading-event-noun.ts';
import { isTitleWordsOnly } from '../../../kernel/normalise/title-words-not-name.ts';

// A notice's title wherever the page's furniture puts it, in the plural or cut short, and never the
// company's name. Every paper, name, place, person and number is made up for this file (each RID
// passes the check digit).

const read = (text: string) => {
  const result = parseNoticeText(text, { reference: 'essai', publicationDate: '2026-10-20' });
  return result.ok
    ? { type: result.notice.type, denomination: result.notice.denomination, ridet: result.notice.ridet, titre: result.notice.titre }
    : { quarantine: result.quarantine.reason };
};

// A new company's record that names no event in its own words: only its title says what it is.
const RECORD = [
  'Dénomination : VERGERS DE TÉMALA',
  'Forme : SARL',
  'Capital : 300 000 F CFP',
  'Siège : 4 allée des Cocotiers, 98850 Koumac',
  'Gérante : Mme Odile EXEMPLE',
  'RIDET 3 141 611.001',
].join('\n');

describe('the title behind the page furniture', () => {
  it.each([
    ['a masthead of the paper, the day and the page', 'LA FEUILLE DE KOUMAC – jeudi 15 octobre 2026 – page 7'],
    ['a masthead with the issue number', 'L’ÉCHO DU NORD – n° 512 – samedi 17 octobre 2026'],
    ['a rubric and an order reference', 'ANNONCES LÉGALES\nRéf. 2026/0831'],
    ['a date alone', 'Jeudi 15 octobre 2026'],
    ['a periodical’s title alone, then its page', 'Le Courrier des Îles\nPage 12'],
    ['an insertion number', 'Annonce n° 2026-0412'],
  ])('reads the title under %s', (_, furniture) => {
    expect(read(`${furniture}\nCONSTITUTION – ASSP du 8 octobre 2026\n${RECORD}`)).toMatchObject({ type: 'creation', ridet: '3141611001' });
  });

  it("reads the title under a paper's name of its own over the issue's date", () => {
    const text = ['Le Petit Broussard', 'Édition du mercredi 14 octobre 2026', 'CONST° – ASSP du 2 octobre 2026', RECORD].join('\n');
    expect(read(text)).toMatchObject({ type: 'creation', titre: 'CONST. – ASSP du 2 octobre 2026' });
  });

  it('reads a title whose noun is qualified before its act, and the company under it', () => {
    const text = [
      'N° 4417 – Jeudi 15 octobre 2026',
      'DISSOLUTION ANTICIPÉE – AGE du 30/09/2026',
      'SARL ROCHES NOIRES au capital de 500 000 F CFP',
      'Siège : 1 rue du Port, 98860 Koné',
      'RIDET 3 141 835.001',
      'Liquidateur : M. Abel EXEMPLE.',
    ].join('\n');
    expect(read(text)).toMatchObject({ type: 'dissolution', denomination: 'ROCHES NOIRES', titre: 'DISSOLUTION ANTICIPÉE – AGE du 30/09/2026' });
  });

  it("publishes the title, not the masthead, as the notice's title", () => {
    expect(read(`LA FEUILLE DE KOUMAC – jeudi 15 octobre 2026 – page 7\nConstitution – acte sous seing privé du 8 octobre 2026\n${RECORD}`)).toMatchObject({
      type: 'creation',
      titre: 'Constitution – acte sous seing privé du 8 octobre 2026',
    });
  });

  it('reads no event from the furniture alone (the record names none)', () => {
    expect(read(`LA FEUILLE DE KOUMAC – jeudi 15 octobre 2026 – page 7\n${RECORD}`)).toEqual({ quarantine: 'type_inconnu' });
  });

  it('does not read a title under a line that is no furniture (a line of the notice stands above it)', () => {
    const text = `Pour le compte de nos clients, veuillez publier :\nCONSTITUTION – ASSP du 8 octobre 2026\n${RECORD}`;
    expect(read(text)).toEqual({ quarantine: 'type_inconnu' });
  });
});

describe('a title cut short by the compositor', () => {
  it.each([
    ['CONST° – ASSP du 8 octobre 2026', 'creation'],
    ['Const. – acte du 8 octobre 2026', 'creation'],
    ['CONSTIT. – acte du 8/10/2026', 'creation'],
    ['Créat. – statuts signés le 8 octobre 2026', 'creation'],
  ])('reads "%s" behind a masthead', (title, type) => {
    expect(read(`L’ÉCHO DU NORD – 15/10/2026 – p. 3\n${title}\n${RECORD}`)).toMatchObject({ type });
  });

  it.each([
    ['DISSOL. – AGE du 30 septembre 2026', 'dissolution'],
    ['Transfo. – AGE du 30 septembre 2026', 'statuts'],
    ['NOMIN. – AGO du 30 septembre 2026', 'nomination'],
  ])('reads "%s" over a company that tells its act only by fields', (title, type) => {
    const text = [
      'ANNONCES LÉGALES',
      title,
      'SARL KAWÉ NAUTIQUE au capital de 1 000 000 F CFP',
      'Siège : 2 quai des Pêcheurs, 98820 Wé',
      'RIDET 3 141 660.001',
    ].join('\n');
    expect(read(text)).toMatchObject({ type, ridet: '3141660001', denomination: 'KAWÉ NAUTIQUE' });
  });

  it('reads no event from a cut word that opens two nouns (transfert, transformation)', () => {
    const text = ['ANNONCES LÉGALES', 'TRANS. – AGE du 30 septembre 2026', 'SARL KAWÉ NAUTIQUE au capital de 1 000 000 F CFP', 'Siège : 2 quai des Pêcheurs, 98820 Wé', 'RIDET 3 141 660.001'].join('\n');
    expect(read(text)).toEqual({ quarantine: 'type_inconnu' });
  });
});

describe('a title in the plural', () => {
  it.each([
    'NOMINATIONS – AGO du 3 septembre 2026',
    'Nominations : assemblée générale ordinaire du 3 septembre 2026',
    'NOMINATIONS (AGO du 3/09/2026)',
  ])('reads "%s" as the appointments it titles, and the company from its own line', (title) => {
    const text = [
      title,
      'SARL TAXIS DE LA TONTOUTA au capital de 600 000 F CFP',
      'Siège : 9 rue des Manguiers, 98840 Tontouta',
      'RIDET 3 141 702.001',
      'Cogérant : M. Rémi EXEMPLE, en remplacement de M. Paul ESSAI, démissionnaire.',
    ].join('\n');
    expect(read(text)).toMatchObject({ type: 'nomination', ridet: '3141702001', denomination: 'TAXIS DE LA TONTOUTA' });
  });

  it('reads a sale titled in the plural behind a rubric, its parties given as fields', () => {
    const text = [
      'PETITES ANNONCES LÉGALES',
      'CESSIONS – acte sous seing privé du 1er octobre 2026',
      'Vendeur : SARL BOULANGERIE DES FILAOS, RIDET 3 141 744.001',
      'Acquéreur : M. Marc EXEMPLE, demeurant à Poya',
      'Fonds : boulangerie, 5 rue du Wharf, Poya',
      'Prix : 9 000 000 F CFP',
    ].join('\n');
    expect(read(text)).toMatchObject({
      type: 'cession',
      ridet: '3141744001',
      denomination: 'BOULANGERIE DES FILAOS',
      titre: 'CESSIONS – acte sous seing privé du 1er octobre 2026',
    });
  });

  it('takes a plural noun alone on its line for a rubric over the page, not for the notice’s event', () => {
    const text = [
      'NOMINATIONS',
      'SARL TAXIS DE LA TONTOUTA au capital de 600 000 F CFP, RIDET 3 141 702.001',
      'Aux termes d’une assemblée générale extraordinaire du 3 septembre 2026, les associés ont transféré le siège social au 12 rue des Tamanous, 98840 Tontouta.',
    ].join('\n');
    expect(read(text)).toMatchObject({ type: 'siege' });
  });
});

describe("a title's words are never the company's name", () => {
  it.each([
    ['NOMINATIONS – AGO du 3 septembre 2026', 'nomination'],
    ['CESSION – acte du 3 septembre 2026', 'cession'],
    ['DISSOLUTION – AGE du 3 septembre 2026', 'dissolution'],
  ])('reads the company under "%s", not the title', (title, type) => {
    const text = [
      title,
      'SARL PÊCHERIES DE PAGOU au capital de 1 000 000 F CFP',
      'Siège : 3 route de la Baie, 98860 Koné',
      'RIDET 3 141 751.001',
      type === 'nomination'
        ? 'Gérant : M. Henri EXEMPLE, en remplacement de M. Luc ESSAI.'
        : type === 'cession'
          ? 'La société a cédé son fonds de pêche à M. Henri EXEMPLE, pour 2 000 000 F CFP.'
          : 'Liquidateur : M. Henri EXEMPLE.',
    ].join('\n');
    const result = read(text);
    expect(result).toMatchObject({ ridet: '3141751001', denomination: 'PÊCHERIES DE PAGOU' });
  });

  it.each([
    ['TRANSFERT DE SIÈGE – EURL ATELIER DU RÉCIF\nRIDET 3 141 884.001. Par décision du 5 octobre 2026, l’associé unique a transféré le siège au 7 rue des Goélands, Bourail.', 'ATELIER DU RÉCIF', 'TRANSFERT DE SIÈGE'],
    ['CONSTITUTION – SAS PIROGUES DE LIFOU\nCapital : 1 000 000 F CFP. Siège : Wé, Lifou. Président : M. Jean EXEMPLE. RIDET 3 141 660.001.', 'PIROGUES DE LIFOU', 'CONSTITUTION'],
    ['AUGM. CAP. – SARL KAWÉ NAUTIQUE\nSté à responsabilité limitée, cap. 1 000 000 XPF porté à 3 000 000 XPF.\nSiège : 2, quai des Pêcheurs, 98820 Wé. RIDET n° 3 141 660/001.\nAGE 30/09/2026 : augmentation du capital par apport en numéraire.\nGér. : M. Luc EXEMPLE.', 'KAWÉ NAUTIQUE', 'AUGMENTATION DE CAPITAL'],
  ])('proposes no title run into its company as a name (%#)', (text, denomination, title) => {
    const proposed: string[] = [];
    const result = parseNoticeText(text, { reference: 'essai', publicationDate: '2026-10-20' }, { onNameCandidates: (candidates) => proposed.push(...candidates.map((c) => c.name)) });
    expect(result.ok && result.notice.denomination).toBe(denomination);
    expect(proposed).not.toContain(title);
  });

  it("tells a title's words from a name that opens on an event's word", () => {
    expect(isTitleWordsOnly('AUGMENTATION DE CAPITAL')).toBe(true);
    expect(isTitleWordsOnly('DISSOL. ANTIC.')).toBe(true);
    expect(isTitleWordsOnly('NOMINATIONS')).toBe(true);
    expect(isTitleWordsOnly('CRÉATIONS FLORALES')).toBe(false);
    expect(isTitleWordsOnly('CESSION AUTOMOBILES DU NORD')).toBe(false);
    expect(isTitleWordsOnly('ATELIER DU RÉCIF')).toBe(false);
  });

  it('tells a title by its noun and its act from a name that holds an event word', () => {
    expect(readsAsEventTitle('NOMINATIONS – AGO du 3 septembre 2026')).toBe(true);
    expect(readsAsEventTitle('Const. – ASSP du 8 octobre 2026')).toBe(true);
    expect(readsAsEventTitle('CESSION AUTOMOBILES DU NORD')).toBe(false);
    expect(readsAsEventTitle('CONSTITUTION – SARL VERGERS DE TÉMALA')).toBe(false);
  });
});

describe('furniture lines', () => {
  it.each([
    'LA FEUILLE DE KOUMAC – jeudi 15 octobre 2026 – page 7',
    'ANNONCES LÉGALES',
    'Avis divers',
    'MODIFICATIONS STATUTAIRES',
    'DISSOLUTIONS ET LIQUIDATIONS',
    'Réf. 2026/0831',
    'N° d’ordre : 5512',
    'Page 12',
    '– 12 –',
    'Mercredi 14 octobre 2026',
    'La Gazette des Îles',
  ])('"%s" is furniture', (line) => {
    expect(isTitleFurnitureLine(line)).toBe(true);
  });

  it.each([
    'CONSTITUTION – ASSP du 8 octobre 2026',
    'SARL VERGERS DE TÉMALA',
    'VERGERS DE TÉMALA',
    'Dénomination : VERGERS DE TÉMALA',
    'RIDET 3 141 611.001',
    'Aux termes d’un acte du 8 octobre 2026, il a été constitué une société.',
    'Constitution : 12/03/2015',
  ])('"%s" is no furniture', (line) => {
    expect(isTitleFurnitureLine(line)).toBe(false);
  });
});
