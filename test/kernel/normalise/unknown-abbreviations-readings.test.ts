import { describe, expect, it } from 'vitest';
import { consonantsWord, openedWord, unknownAbbreviationsRead } from '../../../kernel/normalise/unknown-abbreviations.ts';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { abbreviationsWrittenOut, typeAbbreviationsRead } from '../../../kernel/normalise/abbreviated-words.ts';

// A compositor shortens in his own hand; a reader reads a form never seen by the known word it
// stands for. Every form below is made up: no corpus prints it.

describe('a word cut short and closed by its dot', () => {
  it('is the one known word it opens', () => {
    expect(openedWord('Immatric')).toBe('immatriculation');
    expect(openedWord('Prorogat')).toBe('prorogation');
    expect(openedWord('DISSOLU')).toBe('dissolution');
  });

  it('is read as no word when it opens two, when it is a plural’s singular, or when it opens none', () => {
    expect(openedWord('trans')).toBeNull();
    expect(openedWord('statut')).toBeNull();
    expect(openedWord('Nouméa')).toBeNull();
    // The sale's cession and the court's cessation of payments.
    expect(openedWord('Cess')).toBeNull();
  });

  it("opens every event noun the classifier's titles and the insertions' events know, read as the event's word", () => {
    expect(openedWord('Créat')).toBe('constitution');
    expect(openedWord('RADIAT')).toBe('radiation');
    expect(openedWord('Chang')).toBe('changement');
    expect(openedWord('Modific')).toBe('modification');
    expect(unknownAbbreviationsRead('CRÉAT. SARL KAORI BOIS')).toBe('Constitution SARL KAORI BOIS');
  });

  it('is no abbreviation when its dot is a web address’s (a site’s name in a form’s banner)', () => {
    const banner = 'EXEMPLE-PRO.NC – Annonce n° 12 – Catégorie : Dissolution\nSociété : KAZ BOIS';
    expect(unknownAbbreviationsRead(banner)).toBe(banner);
    expect(unknownAbbreviationsRead('Immat. au RIDET')).toBe('Immatriculation au RIDET');
  });
});

describe('a short token of consonants', () => {
  it('is the known term it is the initials of, or the known word it keeps the letters of', () => {
    expect(consonantsWord('fdc')).toBe('fonds de commerce');
    expect(consonantsWord('LG')).toBe('location-gérance');
    expect(consonantsWord('prts')).toBe('parts');
    expect(consonantsWord('jgmt')).toBe('jugement');
  });

  it('is read as no word when no known word keeps its first and last letters (a masthead, a trade)', () => {
    expect(consonantsWord('LNC')).toBeNull();
    // Two known words keep them: constitution's and cessation's letters.
    expect(consonantsWord('CSTN')).toBeNull();
    // Two letters are a word's first two consonants, never its first and last ('dt', a domicile's 'demeurant').
    expect(consonantsWord('dt')).toBeNull();
    expect(consonantsWord('Sg')).toBe('siège');
    expect(consonantsWord('BTP')).toBeNull();
    expect(consonantsWord('ste')).toBeNull();
  });
});

describe('unknown abbreviations in a telegraphic notice', () => {
  it('writes them out in the case they were printed in, and leaves a sigle in capitals beside a name', () => {
    // An event's word is capitalised, never in capitals: in capitals before the company it reads as part of its name.
    expect(unknownAbbreviationsRead('DISSOLU. – SARL KAORI BOIS – jgmt du 3/11/26 – vte du fdc')).toBe('Dissolution – SARL KAORI BOIS – jugement du 3/11/26 – vte du fonds de commerce');
    expect(unknownAbbreviationsRead('IMMAT. AU REGISTRE – SARL KAORI BOIS')).toBe('IMMATRICULATION AU REGISTRE – SARL KAORI BOIS');
    expect(unknownAbbreviationsRead('SARL PRTS KAORI – Début LG')).toBe('SARL PRTS KAORI – Début LOCATION-GÉRANCE');
  });

  it("leaves a form the type's lexicon reads where it stands ('Rédu. cap.', 'ss') to it", () => {
    expect(unknownAbbreviationsRead('Rédu. cap. SARL KAORI BOIS – transf. ss à Dumbéa')).toBe('Rédu. cap. SARL KAORI BOIS – transf. ss à Dumbéa');
  });

  it('reads a cut word for the type wherever it stands, in a sentence too', () => {
    expect(typeAbbreviationsRead("l'assemblee a decide la prorogat. de la duree de la societe")).toBe("l'assemblee a decide la prorogation de la duree de la societe");
  });

  it("writes the president's abbreviated label out before a company, and leaves it before a person", () => {
    expect(abbreviationsWrittenOut('KAORI BOIS SAS – AGO 12/03/26 – Prés. : Sté WEA HOLDING SARL')).toBe('KAORI BOIS SAS – Assemblée générale ordinaire 12/03/26 – Président : Sté WEA HOLDING SARL');
    expect(abbreviationsWrittenOut('KAORI BOIS SAS – AGO 12/03/26 – Prés. : M. Paul WEA')).toBe('KAORI BOIS SAS – Assemblée générale ordinaire 12/03/26 – Prés. : M. Paul WEA');
  });

  it('reads a notice whose event only a form never seen names', () => {
    const result = parseNoticeText('PROROGAT. DURÉE – SARL KAORI BOIS – RIDET 1738202.001 – durée portée à 99 ans, AGE 12/03/26. Gér. M. Paul WEA.', { reference: 'test-formes-inconnues' });
    expect(result.ok && result.notice.type).toBe('statuts');
  });
});
