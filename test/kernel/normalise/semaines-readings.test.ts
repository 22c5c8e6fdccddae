import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { dateOfJournalLabelLine } from '../../../kernel/normalise/journal-label-date.ts';
import { officeToldByPronoun, renewedMandateRoles } from '../../../kernel/normalise/pronoun-officers.ts';
import { withoutSeatApposition } from '../../../kernel/normalise/seat-apposition.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of an everyday fortnight from every source showed missing
// (test/kernel/normalise/semaines): publication lines whose label names the journal, offices told
// by a pronoun or by a renewed mandate, a rectificatif naming the corrected notice by its kind, a
// holding's siège between its identifier and its office in the subject, and companies announcing
// together a decision of 'la société' unnamed. Every text here is made up for the rule it names,
// never a copy of a group text.

describe('a publication line whose label names the journal', () => {
  it('reads the journal between the label and its colon', () => {
    expect(dateOfJournalLabelLine('Date de publication au JONC : 12/03/2026')).toBe('2026-03-12');
    expect(dateOfJournalLabelLine('Date de parution dans Le Courrier du Nord : 12 mars 2026')).toBe('2026-03-12');
  });

  it('reads a title then the date after the publication label', () => {
    expect(dateOfJournalLabelLine('Publication : La Gazette du Nord, 12/03/2026')).toBe('2026-03-12');
    expect(dateOfJournalLabelLine('Parution : Kaori.nc, 12 mars 2026.')).toBe('2026-03-12');
  });

  it('leaves a sentence that cites a publication, and a line that goes on after the date', () => {
    expect(dateOfJournalLabelLine('La publication au JONC du 2 mars 2026 est rectifiée comme suit.')).toBeNull();
    expect(dateOfJournalLabelLine('Publication : La Gazette, 12/03/2026, page 4')).toBeNull();
    expect(dateOfJournalLabelLine('Date de l’acte : 12/03/2026')).toBeNull();
  });

  it('dates a notice by it rather than by its deed', () => {
    const text =
      'Portail des publications\nAvis n° 2026-00077\nRubrique : Constitutions\nDéposant : M. Jean AUTRE\nDate de publication au JONC : 12/03/2026\n\nAVIS DE CONSTITUTION\nPar acte du 2 mars 2026, il a été constitué une société à responsabilité limitée.\nDénomination : KAZ EXEMPLE\nGérant : M. Paul MODELE\nRIDET 1 000 001.001';
    expect(identityOf(text)).toEqual(['creation', 'KAZ EXEMPLE', 'SARL', '1000001001', '2026-03-12']);
  });

  it('dates a notice by a first publication line naming a web title', () => {
    const text =
      'Publication : Kaori.nc, 12/03/2026\n\nCESSION DE PARTS SOCIALES\n\nKAZ EXEMPLE\nSARL au capital de 100 000 F CFP\nRIDET 1 000 001.001\n\nPar acte du 2 mars 2026, M. Paul MODELE a cédé cent parts à M. Jean AUTRE.';
    expect(identityOf(text)).toEqual(['cession', 'KAZ EXEMPLE', 'SARL', '1000001001', '2026-03-12']);
  });
});

describe('an office told by a pronoun', () => {
  it('reads a demonstrative after the appointing participle', () => {
    expect(officeToldByPronoun(" en qualite d'administrateur et nomme celui-ci president du conseil d'administration.")?.roles).toEqual(['président']);
    expect(officeToldByPronoun(' gerante et designe celle-ci liquidatrice.')).toEqual({ roles: ['liquidateur'], feminine: true });
  });

  it('reads the next clause’s subject in the passive', () => {
    expect(officeToldByPronoun(' ont pris fin ; il a ete nomme president.')).toEqual({ roles: ['président'], feminine: false });
    expect(officeToldByPronoun('. Elle est nommee directrice generale.'.toLowerCase())?.roles).toEqual(['directeur général']);
  });

  it('leaves a pronoun that says no appointment', () => {
    expect(officeToldByPronoun(' ont pris fin ; il a ete remercie.')).toBeNull();
    expect(officeToldByPronoun(' a demissionne. il reste associe.')).toBeNull();
  });

  it('gives the chairmanship to the director just co-opted', () => {
    const text =
      'KAZ EXEMPLE\nSociété anonyme au capital de 10 000 000 F CFP\nRIDET 1 000 001.001\n\nLe conseil d’administration du 3 mars 2026 a coopté M. Paul MODELE en qualité d’administrateur et nommé celui-ci président du conseil d’administration.';
    expect(officersOf(noticeOf(text))).toEqual(expect.arrayContaining(['Paul MODELE (administrateur)', 'Paul MODELE (président)']));
  });

  it('gives a former manager the office of the transformed company', () => {
    const text =
      'TRANSFORMATION\n\nKAZ EXEMPLE\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nL’assemblée du 3 mars 2026 a décidé la transformation de la société en société par actions simplifiée. Les fonctions de gérante de Mme Anne MODELE ont pris fin ; elle a été nommée présidente.';
    expect(officersOf(noticeOf(text))).toEqual(['Anne MODELE (président)']);
  });

  it('does not give a woman the office a masculine pronoun is given', () => {
    const text =
      'TRANSFORMATION\n\nKAZ EXEMPLE\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nL’assemblée du 3 mars 2026 a décidé la transformation de la société en société par actions simplifiée. Les fonctions de gérante de Mme Anne MODELE ont pris fin ; il a été nommé président.';
    expect(officersOf(noticeOf(text))).not.toContain('Anne MODELE (président)');
  });
});

describe('a renewed mandate named by its office before the holder', () => {
  it('reads the office of the mandate', () => {
    expect(renewedMandateRoles("l'assemblee a renouvele le mandat du commissaire aux comptes titulaire, la societe ")).toEqual(['commissaire aux comptes']);
    expect(renewedMandateRoles("a proroge le mandat de l'administrateur, ")).toEqual(['administrateur']);
    expect(renewedMandateRoles('a pris acte de la fin du mandat du commissaire aux comptes, ')).toBeNull();
  });

  it('lists the auditor firm whose mandate is renewed', () => {
    const text =
      'KAZ EXEMPLE\nSAS au capital de 5 000 000 F CFP\nRIDET 1 000 001.001\n\nL’assemblée générale ordinaire du 3 mars 2026 a renouvelé le mandat du commissaire aux comptes titulaire, la société AUDIT MODELE, pour six exercices.';
    expect(officersOf(noticeOf(text))).toContain('AUDIT MODELE (commissaire aux comptes)');
  });
});

describe('a rectificatif that names the corrected notice by its kind', () => {
  it('takes the constitution’s type', () => {
    const text =
      'RECTIFICATIF\n\nÀ l’annonce de constitution de la SARL KAZ EXEMPEL, RIDET 1 000 001.001, parue le 2 mars 2026, il fallait lire « KAZ EXEMPLE » et non « KAZ EXEMPEL ».\nPour avis, le gérant.';
    expect(identityOf(text)).toEqual(['creation', 'KAZ EXEMPLE', 'SARL', '1000001001', expect.any(String)]);
  });
});

describe('a holding’s siège between its identifier and its office in the subject', () => {
  it('is read past', () => {
    expect(withoutSeatApposition(', siege : 3, rue des pins, 98800 noumea, presidente de la societe x')).toBe(', presidente de la societe x');
    expect(withoutSeatApposition(', dont le siege est a kone, lot 4, 98860 kone, gerante de la societe x')).toBe(', gerante de la societe x');
    expect(withoutSeatApposition(', presidente de la societe x')).toBe(', presidente de la societe x');
  });

  it('publishes the subject and lists the holding as its président', () => {
    const text =
      'KAORI INVEST, SAS au capital de 1 000 000 F CFP, RIDET 2 000 002.001, siège : 3, rue des Pins, 98800 Nouméa, présidente de la société KAZ EXEMPLE, SAS au capital de 500 000 F CFP, siège : 5, rue des Lys, 98800 Nouméa, RIDET 1 000 001.001, fait savoir que par décision du 3 mars 2026 elle a nommé M. Paul MODELE directeur général de cette dernière.';
    const notice = noticeOf(text);
    expect([notice.type, notice.denomination, notice.ridet]).toEqual(['nomination', 'KAZ EXEMPLE', '1000001001']);
    expect(officersOf(notice)).toEqual(expect.arrayContaining(['KAORI INVEST (président)', 'Paul MODELE (directeur général)']));
  });
});

describe('companies announcing together a decision of “la société” unnamed', () => {
  it('quarantines it with both identifiers, whichever is printed first', () => {
    const text =
      'AVIS\n\nLes sociétés KAZ EXEMPLE, SARL, RIDET 1 000 001.001, et KAORI MODELE, SARL, RIDET 2 000 002.001, informent que par décision du 3 mars 2026 Mme Anne AUTRE a été nommée gérante de la société, en remplacement de M. Paul AUTRE.';
    const [result] = parseNoticeTexts(text, { reference: 't' });
    expect(result?.ok).toBe(false);
    if (result?.ok === false) {
      expect(result.quarantine.reason).toBe('sujet_ambigu');
      expect(result.quarantine.detail).toContain('1 000 001.001');
      expect(result.quarantine.detail).toContain('2 000 002.001');
    }
  });

  it('leaves a decision that names its company after the list', () => {
    const text =
      'AVIS\n\nLes sociétés KAZ EXEMPLE, SARL, RIDET 1 000 001.001, et KAORI MODELE, SARL, RIDET 2 000 002.001, informent que par décision du 3 mars 2026 Mme Anne AUTRE a été nommée gérante de la société KAZ EXEMPLE, en remplacement de M. Paul AUTRE.';
    const [result] = parseNoticeTexts(text, { reference: 't' });
    expect(result?.ok === false && result.quarantine.detail.includes('sans dire laquelle')).toBe(false);
  });

  it('leaves a decision each company takes', () => {
    const text =
      'AVIS\n\nLes sociétés KAZ EXEMPLE, SARL, RIDET 1 000 001.001, et KAORI MODELE, SARL, RIDET 2 000 002.001, informent que, chacune pour ce qui la concerne, elles ont nommé Mme Anne AUTRE gérante de la société à compter du 3 mars 2026.';
    const [result] = parseNoticeTexts(text, { reference: 't' });
    expect(result?.ok === false && result.quarantine.detail.includes('sans dire laquelle')).toBe(false);
  });
});
