import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';
import { changedThingsRead, cutWordsRead, eventOfStem, eventStemsRead } from '../../../kernel/normalise/unknown-abbreviations.ts';
import { officeOfToken, valueLabelsRead } from '../../../kernel/normalise/value-labels.ts';

// A compositor abbreviates the labels themselves, each in his own hand: a reader knows a label by the
// kind of value after it (a legal form, an amount with its currency, a person with a civility, an
// address, a name up to the form's label), and an event's word by the consonants it keeps. Every
// label, abbreviation, name and number below is made up; 1234566 and 1234574 pass the check.

const lines = (text: string) => valueLabelsRead(text).split('\n').map((line) => line.trim()).filter(Boolean);

describe('a label read by the kind of value it introduces', () => {
  it('reads a form, a capital, a seat, an officer and a name by their values, each on a line of its own, written out', () => {
    expect(lines('Rs:LE BOIS FLOTTÉ Frm:SARL Kpt 250 000 XPF, Lcl:9 rue des Acacias Grt:M. Paul TESTARD. Idf1234566/001')).toEqual([
      'Dénomination : LE BOIS FLOTTÉ',
      'Forme : SARL',
      'Capital : 250 000 XPF,',
      'Siège : 9 rue des Acacias',
      'Gérant : M. Paul TESTARD.',
      'Idf1234566/001',
    ]);
  });

  it('reads a label glued to its value, and a capital in millions', () => {
    expect(lines('Cptl2,5M Lcl.12 av. des Tamarins')).toEqual(['Capital : 2,5M', 'Siège : 12 av. des Tamarins']);
  });

  it('reads the office by the letters its token keeps, the nearest office word, and a company holding it after the colon', () => {
    expect(officeOfToken('Grt')).toBe('Gérant');
    expect(officeOfToken('Prdt')).toBe('Président');
    expect(officeOfToken('Lqr')).toBe('Liquidateur');
    expect(officeOfToken('Dg')).toBe('Directeur général');
    expect(officeOfToken('Xrt')).toBeNull();
    expect(lines('Frm:SAS Prdt:Sté FINANCIÈRE DU RÉCIF (Idf1234574/001)')).toEqual(['Forme : SAS', 'Président : Sté FINANCIÈRE DU RÉCIF (Idf1234574/001)']);
  });

  it('leaves an office its holder leaves or is discharged from to the officers’ reader', () => {
    expect(valueLabelsRead('Frm:SARL Kpt 100 000 F, dém. Grt M. Paul TESTARD')).not.toContain('Gérant :');
    expect(valueLabelsRead('Frm:SARL Kpt 100 000 F, quitus Lqr M. Paul TESTARD')).not.toContain('Liquidateur :');
  });

  it('reads a company after an office’s label as the holder only when told apart from the notice’s own', () => {
    expect(valueLabelsRead('Nmntn Grt: SARL LES PINS BLEUS Idf1234566/001, Kpt 100 000 F')).not.toContain('Gérant :');
    expect(lines('Frm:SAS Prdt:LE TOIT ROUGE SARL Idf1234574/001 rep. M. Paul TESTARD')).toContain('Président : LE TOIT ROUGE SARL Idf1234574/001 rep. M. Paul TESTARD');
  });

  it('sets an identifier printed after an officer on its own line: a person holding an office is no trader', () => {
    expect(lines('Frm:EURL Grt:Mme Ana TESTARD Idf1234566/001')).toEqual(['Forme : EURL', 'Gérant : Mme Ana TESTARD', 'Idf1234566/001']);
  });

  it('leaves a sentence whose words introduce amounts, and a single label in a notice of several lines', () => {
    const sentence = 'Le prix de cession est fixé. Prix 7 M F payé comptant, soit 7 000 000 F, de 1 M à 3 M F.';
    expect(valueLabelsRead(sentence)).toBe(sentence);
    const long = `${'Aux termes d’un acte sous seing privé, les associés ont décidé de modifier les statuts. '.repeat(5)}Grt:M. Paul TESTARD`;
    expect(valueLabelsRead(long)).toBe(long);
  });

  it('leaves the labels the readers already know, a form a name follows, a commune in capitals inside a name', () => {
    const known = 'Cap. : 100 000 F\nGér. : M. Paul TESTARD\nSiège : 3 rue des Acacias';
    expect(valueLabelsRead(known)).toBe(known);
    expect(valueLabelsRead('Blr : SARL LES PINS BLEUS, Idf1234566/001. Prnr : Sté LE TOIT ROUGE, Idf1234574/001. Kpt 100 000 F')).not.toContain('Forme :');
    expect(valueLabelsRead('Lcl KOUMAC FRUITS SARL, Kpt 100 000 F')).not.toContain('Siège :');
  });

  it('reads an address after a token without colon only where a field starts', () => {
    expect(lines('Kpt 100 000 F, Lcl 4 rue des Goyaviers')).toContain('Siège : 4 rue des Goyaviers');
    expect(lines('Kpt 100 000 F, ZI Mtr lot 12')).not.toContain('Siège : lot 12');
  });

  it('reads the name the insertion opens with, beside its form, where one company only is identified', () => {
    expect(lines('Cnstt Sté «LA CASE BLEUE» eurl Kpt100.000F Grt:Mme Ana TESTARD Idf1234566/001')).toEqual([
      'Cnstt Société',
      'Dénomination : «LA CASE BLEUE»',
      'Forme : eurl',
      'Capital : 100.000F',
      'Gérant : Mme Ana TESTARD',
      'Idf1234566/001',
    ]);
    // A form and a name opening the line, the next field run on after a dash: the name; alone on their line, a heading left to the names' readers.
    expect(lines('SCI LES ROCHERS–RCS 2018 B 12–Kpt 100 000 F–Grt Mme Ana TESTARD')).toContain('Dénomination : LES ROCHERS');
    expect(valueLabelsRead('SCI LES ROCHERS\nKpt 100 000 F, Grt Mme Ana TESTARD')).not.toContain('Dénomination');
    // Two companies each with its identifier: the first printed may be the buyer, the subject's rules choose.
    expect(valueLabelsRead('Vnt «LA CASE BLEUE» eurl Idf1234566/001 à «LE TOIT ROUGE» sas Idf1234574/001')).not.toContain('Dénomination');
  });

  it('publishes a made-up insertion with its name, form, identifier and officer', () => {
    const result = parseNoticeText('LE PETIT ÉCHO · ann. lég. · ven. 13.11.2026\nCnstt Sté «LA CASE BLEUE» eurl Kpt100.000F Lcl:9 rue des Acacias Grt:Mme Ana TESTARD Idf1234566/001', { reference: 'x' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([result.notice.type, result.notice.denomination, result.notice.forme_juridique, result.notice.ridet, result.notice.date]).toEqual(['creation', 'LA CASE BLEUE', 'EURL', '1234566001', '2026-11-13']);
    expect(result.notice.dirigeants.map((d) => [d.prenoms, d.nom, d.fonction])).toEqual([['Ana', 'TESTARD', 'gérant']]);
  });
});

describe('an event word read by its consonants where an event stands', () => {
  it('reads a token of consonants as the one event whose letters it keeps, first letter first', () => {
    expect(eventOfStem('Cnstt')).toBe('constitution');
    expect(eventOfStem('Dssl')).toBe('dissolution');
    expect(eventOfStem('Lqdtn')).toBe('liquidation');
    expect(eventOfStem('Csn')).toBeNull();
    expect(eventOfStem('Nmntn')).toBe('nomination');
    // Déplacement (of the office) is a transfer.
    expect(eventOfStem('Dplcmt')).toBe('transfert');
  });

  it('reads none when two events keep the letters, or the token holds a vowel', () => {
    expect(eventOfStem('Trnsf')).toBeNull();
    expect(eventOfStem('Rdtn')).toBeNull();
    expect(eventOfStem('Nom')).toBeNull();
  });

  it('reads the event at a line’s start, after a separator or before a colon, not inside a sentence or a name', () => {
    expect(eventStemsRead('Dssl SARL LES PINS')).toBe('Dissolution SARL LES PINS');
    expect(eventStemsRead('DSSL SARL LES PINS')).toBe('Dissolution SARL LES PINS');
    expect(eventStemsRead('Kpt 100 000 F + Lqdtn: amiable')).toBe('Kpt 100 000 F + Liquidation: amiable');
    expect(eventStemsRead('il a dit que Dssl était là')).toBe('il a dit que Dssl était là');
    expect(eventStemsRead('DSSL PLOMBERIE DU NORD')).toBe('DSSL PLOMBERIE DU NORD');
    // A paper's initials before its dateline.
    expect(eventStemsRead('DSSL · lun. 3.11.26')).toBe('DSSL · lun. 3.11.26');
  });

  it('reads what an event changes: a token keeping the letters of siège or capital, a sum of money that grows or shrinks', () => {
    expect(changedThingsRead('Transfert Sèg au 4 rue des Acacias')).toBe('Transfert du siège au 4 rue des Acacias');
    expect(changedThingsRead('Augmentation Cptl de 2 M à 5 M F')).toBe('Augmentation de capital de 2 M à 5 M F');
    expect(changedThingsRead('Réduction Kptl 6M→4M F')).toBe('Réduction de capital Kptl 6M→4M F');
    expect(changedThingsRead('Augmentation Kptl décidée')).toBe('Augmentation Kptl décidée');
  });
});

describe('a page’s dateline and its weekday cut short', () => {
  it('reads the date beside an abbreviated weekday and an abbreviated rubric', () => {
    expect(findPublicationDate('LE PETIT ÉCHO · ann. lég. · ven. 13.11.2026\nCnstt x')).toBe('2026-11-13');
    expect(findPublicationDate('L’ÉCHO DU NORD – annonces – sam. 7.11.26\nx')).toBe('2026-11-07');
  });

  it('never reads a weekday cut short before a date as a known word', () => {
    expect(cutWordsRead('ven. 13.11.2026')).toBe('ven. 13.11.2026');
    expect(cutWordsRead('Ann. lég.')).toBe('Ann. lég.');
  });
});

describe("a company after an office's label at an insertion's opening", () => {
  const text = 'LE FANAL — jeudi 12 novembre 2026 — Annonces judiciaires\nJUGT 2/11/2026 — LJ — KAORI BOIS — SAS — Ridet 1 000 009.001 — Koné.\nLiq. : SELARL MANDATAIRES DU NORD, prise en la personne de Me Rose KAMO. Cess. paiements : 1/08/2026.';

  it('holds that office: the debtor is the company the judgment names', () => {
    const result = parseNoticeText(text, { reference: 't' });
    expect(result.ok && [result.notice.type, result.notice.denomination, result.notice.ridet]).toEqual(['procedure', 'KAORI BOIS', '1000009001']);
  });

  it('is not labelled the name', () => {
    expect(valueLabelsRead('Liquidateur : SELARL MANDATAIRES DU NORD, prise en la personne de Me Rose KAMO.')).not.toContain('Dénomination');
  });
});
