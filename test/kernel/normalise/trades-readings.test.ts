import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { dateOfJournalLabelLine } from '../../../kernel/normalise/journal-label-date.ts';
import { identityOf } from './notice-helpers.ts';

// Readings three blind groups of trades showed missing (test/kernel/normalise/batiment, automobile,
// tourisme): trade names, cards and one-line headers, officer companies, court lists and the
// official journal's issue line. Every text here is made up for the rule it names.

describe('a trade name holding LOCATION over its form line', () => {
  it('is the company’s name, not a heading (a rental firm)', () => {
    const text =
      'KAZ LOCATION\nSARL au capital de 1 000 000 F CFP\nSiège : 1, rue Exemple, 98800 Nouméa\nRIDET : 1 000 001.001\n\nPar décision du 3 mars 2026, l’associé unique a décidé de transférer le siège social au 2, rue Exemple, 98800 Nouméa.\nLe gérant, M. Paul EXEMPLE.';
    expect(identityOf(text)).toEqual(['siege', 'KAZ LOCATION', 'SARL', '1000001001', '2026-03-03']);
  });

  it('still heads a notice as LOCATION-GÉRANCE', () => {
    const text =
      'LOCATION-GÉRANCE\n\nSuivant acte du 3 mars 2026, la société KAZ AUTO, SARL, RIDET 1 000 001.001, a donné en location-gérance à M. Paul EXEMPLE le fonds de commerce de garage qu’elle exploite à Nouméa.';
    expect(identityOf(text)).toEqual(['cession', 'KAZ AUTO', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a card that gives the form under its own label', () => {
  it('names the company on the line above it, after a drafting firm’s letterhead', () => {
    const text =
      'FIDUCIAIRE KAZ – expertise comptable – RIDET 2 000 002-001\nAnnonce légale – à paraître\n\nKAZ MÉCANIQUE & FILS\nForme : SARL\nCapital : 2 000 000 F CFP\nRIDET : 1 000 001-001\nAncien siège : 1, rue Exemple, 98800 Nouméa\nNouveau siège : 2, rue Exemple, 98800 Nouméa\nDécision : AGE du 03/03/2026\nGérant : M. Paul EXEMPLE (inchangé)';
    expect(identityOf(text)).toEqual(['siege', 'KAZ MÉCANIQUE & FILS', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe("a card's 'Dénomination ancienne :' and 'Dénomination nouvelle :'", () => {
  const text =
    'CHANGEMENT DE DÉNOMINATION SOCIALE\n\nDénomination ancienne : KAZ HÔTEL\nDénomination nouvelle : KAZ RESORT\nSAS au capital de 5 000 000 F CFP\nSiège social : 1, rue Exemple, 98800 Nouméa\nRIDET 1 000 001.001\n\nDécisions collectives des associés du 2026-03-03.';

  it('is a change of the articles under the new name', () => {
    expect(identityOf(text)).toEqual(['statuts', 'KAZ RESORT', 'SAS', '1000001001', '2026-03-03']);
  });

  it('records the former name', () => {
    const [result] = parseNoticeTexts(text, { reference: 't' });
    expect(result?.ok ? [result.notice.ancienne_denomination, result.notice.nouvelle_denomination] : null).toEqual(['KAZ HÔTEL', 'KAZ RESORT']);
  });
});

describe('a dated masthead run in before the company on one line', () => {
  it('is cut off: the company after its dash is the notice’s', () => {
    const text =
      'ACTU NC 10/03/2026 – KAZ GÉOTECHNIQUE (KG), SAS cap. 2 000 000 F CFP, 1 rue Exemple, Nouméa, RIDET 1000001.001 – Décis. de l’associé unique du 03/03/26 : transfert du siège au 2, rue Exemple, Nouméa.';
    const [result] = parseNoticeTexts(text, { reference: 't' });
    expect(result?.ok ? [result.notice.type, result.notice.denomination, result.notice.ridet] : result?.quarantine.reason).toEqual(['siege', 'KAZ GÉOTECHNIQUE', '1000001001']);
  });
});

describe("a procedure opened 'au profit de' its debtor", () => {
  it('is the debtor’s procedure: its identifier is the subject’s', () => {
    const text =
      'TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nPar jugement du 3 mars 2026, le tribunal a ouvert une procédure de sauvegarde au profit de la société KAZ INGÉNIERIE, SAS, bureau d’études, siège : 1, rue Exemple, 98800 Nouméa, RIDET 1 000 001.001.\nMandataire judiciaire : Maître Paul EXEMPLE.';
    expect(identityOf(text)).toEqual(['procedure', 'KAZ INGÉNIERIE', 'SAS', '1000001001', '2026-03-03']);
  });

  it('leaves a parent named before the identifier a third party', () => {
    const text =
      'TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nPar jugement du 3 mars 2026, le tribunal a ouvert une procédure de sauvegarde au profit de la SAS KAZ PÊCHE, filiale de la SA KAZ GROUPE (RIDET 2 000 002.001), siège : 1, rue Exemple, 98850 Koumac, RIDET 1 000 001.001.\nMandataire judiciaire : Maître Paul EXEMPLE.';
    expect(identityOf(text)).toEqual(['procedure', 'KAZ PÊCHE', 'SAS', '1000001001', '2026-03-03']);
  });
});

describe("a list heading that names the procedure, then its stage after a dash ('SAUVEGARDE – ouverture')", () => {
  it('opens an entry as the bare procedure’s name does', () => {
    const text =
      'GREFFE DU TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nListe des jugements rendus le 03/03/2026 (extrait)\n\nSAUVEGARDE – ouverture\nKAZ AUTO, SAS, 1, rue Exemple, 98800 Nouméa, RIDET 1000001.001. Mandataire judiciaire : Maître Paul EXEMPLE.\n\nLIQUIDATION JUDICIAIRE\nKAZ PNEUS, EURL, 98835 Dumbéa, RIDET 2000002.001. Liquidateur : Maître Paul EXEMPLE.';
    const results = parseNoticeTexts(text, { reference: 't' });
    expect(results.map((r) => (r.ok ? [r.notice.type, r.notice.denomination, r.notice.ridet] : r.quarantine.reason))).toEqual([
      ['procedure', 'KAZ AUTO', '1000001001'],
      ['procedure', 'KAZ PNEUS', '2000002001'],
    ]);
  });
});

describe('a company appointed co-manager right after its identifier', () => {
  it('is an officer: a notice whose own company prints no identifier is not published under its number', () => {
    const text =
      "KAZ CHARPENTE\nSARL au capital de 1 000 000 F CFP\nSiège : 1, rue Exemple, 98800 Nouméa\n\nNOMINATION D'UN COGÉRANT\n\nAux termes de l'assemblée générale du 3 mars 2026, la société KAZ PARTICIPATIONS, SAS, RIDET 1 000 001.001, a été nommée cogérante aux côtés de M. Paul EXEMPLE, gérant en fonctions.";
    const [result] = parseNoticeTexts(text, { reference: 't' });
    expect(result?.ok ? result.notice.ridet : 'quarantined').toBe('quarantined');
  });
});

describe("an appointment told by its noun, the office first ('nomination en qualité de présidente de la société H')", () => {
  it('appoints H, represented by its own officer: the notice is the card’s company', () => {
    const text =
      'CHANGEMENT DE PRÉSIDENT\n\nSociété : KAZ CROISIÈRES\nForme : SAS au capital de 10 000 000 F CFP\nSiège : 1, rue Exemple, 98800 Nouméa\nRIDET : 1 000 001-001\n\nPar décisions collectives des associés du 3 mars 2026 :\n– démission de M. Paul EXEMPLE de ses fonctions de président ;\n– nomination en qualité de présidente de la société KAZ INVEST, SAS au capital de 1 000 000 F CFP, RIDET 2 000 002-001, représentée par son président M. Jean EXEMPLE.';
    expect(identityOf(text)).toEqual(['nomination', 'KAZ CROISIÈRES', 'SAS', '1000001001', '2026-03-03']);
  });
});

describe("the official journal's issue line", () => {
  it('dates the publication, its page after the date', () => {
    expect(dateOfJournalLabelLine('JONC n° 11309 du 20 octobre 2026, page 15011')).toBe('2026-10-20');
  });

  it('is only the issue: a sentence citing an issue is not one', () => {
    expect(dateOfJournalLabelLine('JONC n° 11309 du 20 octobre 2026, rectifiant l’annonce')).toBeNull();
  });
});
