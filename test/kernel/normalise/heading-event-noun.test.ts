import { describe, expect, it } from 'vitest';
import { headingNounEvent } from '../../../kernel/normalise/heading-event-noun.ts';
import { parseNoticeText } from '../../../kernel/normalise/parse-notice.ts';

// A title that opens on its event's bare noun and goes on with the act after a separator. Every
// name, place, person and number is made up for this file (each RID passes the check digit).

const typeOf = (text: string, heading?: string) => {
  const result = parseNoticeText(text, { reference: 'essai', publicationDate: '2026-11-12', heading });
  return result.ok ? result.notice.type : result.quarantine.reason;
};

// A new company's record that names no event in its own words.
const RECORD = [
  'Dénomination : LES VERGERS DE LA OUAMÉNIE',
  'Forme : SARL',
  'Capital : 500 000 F CFP',
  'Siège : 7 chemin des Niaoulis, 98880 Farino',
  'Gérant : M. Lucien EXEMPLE',
  'RIDET 5 401 245.001',
].join('\n');

describe("the title's bare event noun, whatever follows it on the line", () => {
  it.each([
    'CONSTITUTION – Acte sous seing privé du 14 octobre 2026',
    'CONSTITUTION - ASSP du 14/10/2026',
    'Constitution — acte authentique reçu le 14 octobre 2026',
    'CONSTITUTION (acte sous seing privé du 14 octobre 2026)',
    'CONSTITUTION : acte sous seing privé en date du 14 octobre 2026',
    'CRÉATION – Statuts signés le 14 octobre 2026',
    'CONSTITUTION. Acte sous seing privé du 14 octobre 2026',
    'Constitution / ASSP du 14/10/2026',
    'CONSTITUTION, acte du 14 octobre 2026',
  ])('reads a new company from "%s" over its record', (title) => {
    expect(typeOf(`${title}\n${RECORD}`)).toBe('creation');
  });

  it('reads the noun alone on its line as before', () => {
    expect(typeOf(`CONSTITUTION\n${RECORD}`)).toBe('creation');
  });

  it("reads the notice's own title under a listing's title", () => {
    expect(typeOf(`CONSTITUTION – Acte sous seing privé du 14 octobre 2026\n${RECORD}`, 'Annonce n° 2026-1187')).toBe('creation');
  });

  it('reads a sale by its noun, the body telling no event in its own words', () => {
    const vente = [
      'CESSION – Acte sous seing privé du 2 septembre 2026',
      'Entre la SARL BOULANGERIE DU COL, RIDET 5 409 164.001, et M. Hugo EXEMPLE, demeurant à Bourail,',
      'le fonds de boulangerie exploité 3 rue du Marché à Bourail, pour le prix de 8 000 000 F CFP.',
      'Entrée en jouissance le 1er octobre 2026.',
    ].join('\n');
    expect(typeOf(vente)).toBe('cession');
  });

  it('reads a change of form by its noun, the body printing the forms as fields', () => {
    const forme = [
      'TRANSFORMATION (AGE du 5 septembre 2026)',
      'SAS LES VERGERS DE LA OUAMÉNIE, RIDET 5 401 245.001, siège à Farino.',
      'Forme ancienne : SARL. Forme nouvelle : SAS. Président : M. Lucien EXEMPLE.',
    ].join('\n');
    expect(typeOf(forme)).toBe('statuts');
  });

  it('leaves a noun that names several events to the body', () => {
    // A transfer of what, an increase of what: the title alone does not say.
    expect(typeOf(`TRANSFERT – AGE du 14 octobre 2026\n${RECORD}`)).toBe('type_inconnu');
    expect(typeOf(`AUGMENTATION – AGE du 14 octobre 2026\n${RECORD}`)).toBe('type_inconnu');
  });
});

describe("the title's noun keeps to the title", () => {
  it("does not read a record's constitution date as the notice's event", () => {
    const record = [
      'TRANSFERT DE SIÈGE',
      'Dénomination : LES VERGERS DE LA OUAMÉNIE',
      'Constitution : acte sous seing privé du 3 mars 2015',
      'Ancien siège : 7 chemin des Niaoulis, 98880 Farino',
      'Nouveau siège : 12 route de la Ouaménie, 98880 Farino',
      'RIDET 5 401 245.001',
    ].join('\n');
    expect(typeOf(record)).toBe('siege');
  });

  it('reads only the first line of the heading, and after a colon only an act', () => {
    const title = 'constitution - acte ssp du 14/10/2026';
    expect(headingNounEvent([title], `${title}\ndenomination : x`.split('\n'))).toBe('creation');
    expect(headingNounEvent(['', 'cession (acte du 2 septembre 2026)'], 'cession (acte du 2 septembre 2026)'.split('\n'))).toBe('cession');
    // The title under a company's name line, and a body line the layout left out of the heading.
    expect(headingNounEvent(['les vergers de la ouamenie', title], `les vergers de la ouamenie\n${title}`.split('\n'))).toBeNull();
    expect(headingNounEvent(['annonce n 2026-1187'], `${title}\ndenomination : x`.split('\n'))).toBeNull();
    expect(headingNounEvent(['constitution : 03/03/2015'], 'constitution : 03/03/2015'.split('\n'))).toBeNull();
    expect(headingNounEvent(['nomination : m. lucien exemple'], 'nomination : m. lucien exemple'.split('\n'))).toBeNull();
  });
});

describe("an insertion's title under its paper's own lines", () => {
  // A paper prints its name, issue, rubric and date in its own hand: no list of mastheads reads them all.
  const MASTHEAD = 'LA VOIX DU COL – bimensuel du Col des Roussettes – n° 77 – lundi 9 novembre 2026 – Avis';

  it('reads the first line that opens on an event noun, whatever stands above it', () => {
    expect(typeOf(`${MASTHEAD}\n\nCONSTITUTION – ASSP 28.10.26\n${RECORD}`)).toBe('creation');
    expect(headingNounEvent([''], ['la voix du col - n 77 - avis', 'constitution - assp 28.10.26', 'denomination : x'], true)).toBe('creation');
  });

  it('keeps to the title in a longer notice', () => {
    expect(headingNounEvent([''], ['la voix du col - n 77 - avis', 'constitution - assp 28.10.26', 'denomination : x'], false)).toBeNull();
  });

  it("reads the title whatever mark the compositor sets around it", () => {
    expect(headingNounEvent([''], ['<nomination> <societe> les vergers <forme> sarl'], true)).toBe('nomination');
    expect(headingNounEvent([''], ['~ dissolution ~ les vergers'], true)).toBe('dissolution');
    expect(headingNounEvent([''], ['+ constitution + les vergers'], true)).toBe('creation');
  });

  it("reads a rubric between a column's dashes as the insertion's title", () => {
    expect(typeOf(`${MASTHEAD}\n— DISSOLUTIONS —\nLES VERGERS DE LA OUAMÉNIE, SARL, Farino. Liq. : Lucien EXEMPLE. RIDET 5 401 245.001.`)).toBe('dissolution');
    expect(headingNounEvent([''], ['la voix du col - n 77', '- constitutions -', 'les vergers, sarl'], true)).toBe('creation');
    // A rubric's plural closed by its bracket is the noun whole, not a cut word.
    expect(typeOf(`[DISSOLUTIONS]\nLES VERGERS DE LA OUAMÉNIE – SARL. Liq. : M. Lucien EXEMPLE. RIDET 5 401 245.001.\n—\nLA VOIX DU COL – 12/11/26`)).toBe('dissolution');
    // A word's hyphen is no rule: '-constitution' opens no title.
    expect(headingNounEvent([''], ['-constitution les vergers'], true)).toBeNull();
  });

  it('reads the company after the title’s colon, never a field’s date or person', () => {
    expect(headingNounEvent(['nomination: sa les vergers rid 5401245.001'], ['nomination: sa les vergers rid 5401245.001'])).toBe('nomination');
    expect(headingNounEvent([''], ['constitution : 03/03/2015'], true)).toBeNull();
    expect(headingNounEvent([''], ['nomination : m. lucien exemple'], true)).toBeNull();
  });
});

describe("an insertion's title under the notice's own words", () => {
  it('is not sought under a line that announces what follows by its colon', () => {
    expect(headingNounEvent([''], ['pour nos clients, merci de faire paraitre :', 'constitution - assp 28.10.26', 'denomination : x'], true)).toBeNull();
  });
});
