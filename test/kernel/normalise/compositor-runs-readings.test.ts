import { describe, expect, it } from 'vitest';
import { classifyNotice } from '../../../kernel/normalise/classify.ts';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { gluedLabelsRead } from '../../../kernel/normalise/glued-labels.ts';
import { identifiedNameRunsApart } from '../../../kernel/normalise/identified-name-run.ts';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';
import { eventOfLetters, letteredEventsRead, letteredTermsRead, termOfParts } from '../../../kernel/normalise/lettered-abbreviations.ts';
import { changedThingsRead, cutWordsRead } from '../../../kernel/normalise/unknown-abbreviations.ts';

// A ninth compositor, made up for these tests: his newspaper is 'Le Cri du Lagon', his identifier's
// label 'Nm°', his meeting 'AGX', his events and offices cut in his own hand ('Dissl.antcp.',
// 'Lct-Grnc', 'Rdt.J.', 'Lqdtrc', 'Prsdt'). None of these abbreviations is printed in a labelled
// group. The companies and people are made up; 1234566 and 1234574 pass the check.

const published = (text: string) => {
  const result = parseNoticeText(text, { reference: 'test' });
  if (!result.ok) throw new Error(`quarantined: ${result.quarantine.reason} ${result.quarantine.detail}`);
  return result.notice;
};

describe('a name read by its place in a run of values of known kinds', () => {
  it('sets a name in capitals, its form and its identifier in a row mid-line at its line’s start, the label written out', () => {
    expect(identifiedNameRunsApart('Dplc Sgx: LE BOIS FLOTTÉ SARL Nm°1234566.001 vers 4 allée des Cocos')).toBe(
      'Dplc Sgx:\nLE BOIS FLOTTÉ SARL RID 1234566.001 vers 4 allée des Cocos',
    );
    // After a preposition, a date, an abbreviation's dot or in guillemets glued to the form.
    expect(identifiedNameRunsApart('Jgmt 28.10.26 c/ LE TOIT ROUGE SAS RID 1234574.001')).toBe('Jgmt 28.10.26 c/\nLE TOIT ROUGE SAS RID 1234574.001');
    expect(identifiedNameRunsApart('Lqdn.Jdc.BOULANGERIE DU RÉCIF SARL RID 1234566.001')).toBe('Lqdn.Jdc.\nBOULANGERIE DU RÉCIF SARL RID 1234566.001');
    expect(identifiedNameRunsApart('Nvl nm: «LE BOIS FLOTTÉ»SARL,RID 1234566.001')).toBe('Nvl nm:\n«LE BOIS FLOTTÉ»SARL,RID 1234566.001');
  });

  it('reads the company an office is held in (`Gtr de X SARL …`), not the company holding an office', () => {
    expect(identifiedNameRunsApart('M. Paul TESTARD Gtr de LE BOIS FLOTTÉ SARL RID 1234566.001')).toContain('\nLE BOIS FLOTTÉ SARL RID');
    const held = 'Cstn SAS «LE TOIT ROUGE» Prsdt:LE BOIS FLOTTÉ SARL RID 1234566.001 rep. M. Paul TESTARD';
    expect(identifiedNameRunsApart(held)).toBe(held);
    const auditor = 'AGX 2.11.26: Cmsr tit. LE BOIS FLOTTÉ SARL (RID 1234566.001)';
    expect(identifiedNameRunsApart(auditor)).toBe(auditor);
  });

  it('leaves a run whose first word may be an abbreviation’s, a run without its identifier next, and a company another reading introduces', () => {
    // 'Dmn.KP': 'KP' may close the abbreviation or open the name: nothing is read, the notice is quarantined.
    const glued = 'Dmn.KP LE BOIS SARL RID 1234566.001';
    expect(identifiedNameRunsApart(glued)).toBe(glued);
    const noIdentifier = 'Dplc Sgx: LE BOIS FLOTTÉ SARL vers 4 allée des Cocos, RID 1234566.001';
    expect(identifiedNameRunsApart(noIdentifier)).toBe(noIdentifier);
    const introduced = 'Aux termes d’une décision, la société LE BOIS FLOTTÉ, SARL, RIDET 1234566.001, a transféré son siège.';
    expect(identifiedNameRunsApart(introduced)).toBe(introduced);
    const atStart = 'LE BOIS FLOTTÉ SARL RID 1234566.001 : siège transféré';
    expect(identifiedNameRunsApart(atStart)).toBe(atStart);
  });

  it('publishes a ninth compositor’s insertion whose company stands mid-line', () => {
    const notice = published('LE CRI DU LAGON · 03.11.2026\nDissl.antcp. LES JARDINS DU RÉCIF SARL Nm°1234566.001, AGX 20.10.26, Lqdtrc Mme Ana TESTARD');
    expect([notice.type, notice.ridet, notice.denomination, notice.forme_juridique, notice.date]).toEqual(['dissolution', '1234566001', 'LES JARDINS DU RÉCIF', 'SARL', '2026-11-03']);
  });
});

describe('an abbreviation read as a word’s letters in order', () => {
  it('reads a cut word as the one event word whose letters it keeps in order, its first letter first', () => {
    expect(eventOfLetters('Cstitn')).toBe('constitution');
    expect(eventOfLetters('Dissl')).toBe('dissolution');
    expect(eventOfLetters('Dimnt')).toBe('réduction');
    expect(eventOfLetters('Lqdtn')).toBe('liquidation');
    // Two events keep the letters ('Rdtn': réduction, radiation), or the whole word is printed: none.
    expect(eventOfLetters('Rdtn')).toBeNull();
    expect(eventOfLetters('Trsf')).toBeNull();
    expect(eventOfLetters('Fusion')).toBeNull();
  });

  it('writes it out only where an event stands, closed by its dot, a long head or consonants alone', () => {
    expect(letteredEventsRead('Cstitn.SAS «LE TOIT ROUGE»')).toBe('Constitution SAS «LE TOIT ROUGE»');
    expect(letteredEventsRead('AGX 12.10.26: Dissl.antcp. de LE BOIS SARL')).toContain(': Dissolution antcp.');
    // A cut the known words open alone is the cut-word reading's (unknown-abbreviations.ts): a decrease is a reduction.
    expect(letteredEventsRead('Dimin. LE TOIT ROUGE SAS')).toBe('Dimin. LE TOIT ROUGE SAS');
    expect(cutWordsRead('Dimin. LE TOIT ROUGE SAS')).toBe('Réduction LE TOIT ROUGE SAS');
    // A cut word before a day and its month is the weekday of a dateline, not a sale ('ven.' for 'vente').
    expect(cutWordsRead('LA VOIX DU COL – ven. 6 nov. 2026\nVTE FDS — Vendeur : LE TOIT ROUGE')).toContain('ven. 6 nov. 2026');
    // Two forms and an arrow: a change of form.
    expect(letteredEventsRead('Chgmt SARL→SAS: LE TOIT ROUGE')).toBe('Chgmt transformation de SARL en SAS: LE TOIT ROUGE');
    // A head the cut-word reading knows is left to it, a title's capitals kept; a surname in capitals closing its line is a word.
    expect(letteredEventsRead('PROROG. DURÉE – SARL LE TOIT ROUGE')).toBe('PROROG. DURÉE – SARL LE TOIT ROUGE');
    expect(letteredEventsRead('Me Paul TESTARD et M. Luc\nATTI. Jgmt 12.10.26')).toBe('Me Paul TESTARD et M. Luc\nATTI. Jgmt 12.10.26');
    // Mid-sentence, after a digit, a sigle in capitals before the paper's dateline: words, not events.
    const words = 'Le 12 mai. les dons reçus. CRL – ven. 13 nov. 2026';
    expect(letteredEventsRead(words)).toBe(words);
  });

  it('reads a term cut word by word, each part keeping its word’s letters in the term’s order', () => {
    expect(termOfParts('Lct-Grnc')).toBe('location-gérance');
    expect(termOfParts('Fd.Cmc')).toBe('fonds de commerce');
    expect(termOfParts('FdsDeCmc')).toBe('fonds de commerce');
    expect(termOfParts('Rdt.J')).toBe('redressement judiciaire');
    expect(termOfParts('Trbl.Mx.Cmc')).toBe('tribunal mixte de commerce');
    // A civility before a given name, a name in capitals cut by a hyphen, a place: no term.
    expect(termOfParts('M.Jean')).toBeNull();
    expect(termOfParts('CLIM-SUD')).toBeNull();
    expect(termOfParts('Mont-Dore')).toBeNull();
    expect(letteredTermsRead('Lct-Grnc:LE BOIS FLOTTÉ SARL')).toBe('Location-gérance:LE BOIS FLOTTÉ SARL');
    // Two terms keep the parts' letters ('Css.pts': cession de parts, cessation des paiements): read as neither.
    expect(termOfParts('Css.pts')).toBeNull();
    // A term opening a token, the company's name run into it after its dot.
    expect(letteredTermsRead('Lqdn.Jdc.BOULANGERIE DU RÉCIF SARL')).toBe('Liquidation judiciaire BOULANGERIE DU RÉCIF SARL');
    // A sigle's initials are no term's, whatever term its first letters open ('L.J.K.').
    expect(letteredTermsRead('LES JARDINS DE KOUTIO (L.J.K.)')).toBe('LES JARDINS DE KOUTIO (L.J.K.)');
  });

  it('reads a change of capital told by its amounts after the capital’s one-letter sign', () => {
    expect(changedThingsRead('Augmentation K 2M→5M F')).toBe('Augmentation de capital K 2M→5M F');
  });

  it('publishes a ninth compositor’s letting and judgment', () => {
    const letting = published('LE CRI DU LAGON · 05.11.2026\nLct-Grnc : LE BOIS FLOTTÉ SARL Nm°1234566.001 (bailleur) à M. Paul TESTARD, acte 28.10.26');
    expect([letting.type, letting.ridet, letting.denomination]).toEqual(['cession', '1234566001', 'LE BOIS FLOTTÉ']);
    const judgment = published('LE CRI DU LAGON · 05.11.2026\nRdt.J. c/ LE TOIT ROUGE SAS Nm°1234574.001, jgmt 28.10.26, Mdtr Me Paul TESTARD');
    expect([judgment.type, judgment.ridet, judgment.denomination, judgment.forme_juridique]).toEqual(['procedure', '1234574001', 'LE TOIT ROUGE', 'SAS']);
  });
});

describe('a name’s and a form’s labels glued to their values by their dot', () => {
  it('reads a token keeping the letters of “dénomination” or “forme” before a name and a form, each on a line of its own', () => {
    expect(gluedLabelsRead('Cstitn. Dnmn.LE BOIS FLOTTÉ Fme.SARL Kx 100.000F')).toBe('Cstitn.\nDénomination : LE BOIS FLOTTÉ\nForme : SARL\nKx 100.000F');
    // A name in guillemets glued to the event's word; a form printed before the name's label.
    expect(gluedLabelsRead('Cstitn«LE TOIT ROUGE»Fme.SAS Kx 1M')).toBe('Cstitn\nDénomination : «LE TOIT ROUGE»\nForme : SAS\nKx 1M');
    expect(gluedLabelsRead('Cstitn. SCI Dnmn.LES PINS BLEUS\nKx 100.000F')).toBe('Cstitn. SCI\nDénomination : LES PINS BLEUS\nKx 100.000F');
  });

  it('leaves a token whose letters are no label’s, and a name’s label with no form beside', () => {
    const other = 'Cstitn. Prdt.LE BOIS FLOTTÉ Kx 100.000F';
    expect(gluedLabelsRead(other)).toBe(other);
    const alone = 'Ann. Dnmn.LE BOIS FLOTTÉ vend son fonds';
    expect(gluedLabelsRead(alone)).toBe(alone);
  });

  it('types a constitution told by its word alone over a record of the company’s fields', () => {
    expect(classifyNotice('Constitution.\nDénomination : LE BOIS FLOTTÉ\nForme : SARL\nKx 100.000F', { heading: '', category: null })?.type).toBe('creation');
  });

  it('publishes a ninth compositor’s constitution printed as a record of glued fields', () => {
    const notice = published('LE CRI DU LAGON · 03.11.2026\nCstitn. Dnmn.LE BOIS FLOTTÉ Fme.SARL Kx 100.000F Grnt M. Paul TESTARD Nm°1234566.001 acte 28.10.26');
    expect([notice.type, notice.ridet, notice.denomination, notice.forme_juridique]).toEqual(['creation', '1234566001', 'LE BOIS FLOTTÉ', 'SARL']);
  });
});

describe('a newspaper’s running header as an insertion’s first line', () => {
  it('reads a title and the date alone, the notice after it, as the page’s date', () => {
    expect(findPublicationDate('LE CRI DU LAGON 03.11.26\nDissl.antcp. LES JARDINS DU RÉCIF SARL Nm°1234566.001, AGX 20.10.26')).toBe('2026-11-03');
    expect(findPublicationDate('Le Cri du Lagon 3 nov. 2026\nLct-Grnc : LE BOIS FLOTTÉ SARL Nm°1234566.001')).toBe('2026-11-03');
  });

  it('leaves a meeting’s, an act’s or a place’s date, and a line alone', () => {
    expect(findPublicationDate('AGX 20.10.26\nLES JARDINS DU RÉCIF SARL Nm°1234566.001')).toBeNull();
    expect(findPublicationDate('Assemblée du 20/10/2026\nLES JARDINS DU RÉCIF SARL')).toBeNull();
    expect(findPublicationDate('Nouméa 20/10/2026\nLES JARDINS DU RÉCIF SARL')).toBeNull();
    expect(findPublicationDate('Cstitn 20/10/2026\nLES JARDINS DU RÉCIF SARL')).toBeNull();
    expect(findPublicationDate('LE CRI DU LAGON 03.11.26')).toBeNull();
  });
});
