import { describe, expect, it } from 'vitest';
import { NO_RUN_NAME_MODEL, parseNoticeText } from '../../../kernel/normalise/index.ts';
import { isShortInsertion, runNameCandidates } from '../../../kernel/normalise/name-runs.ts';

// Issue 32: where a compositor labels the name his own way and the rules read none, the runs in
// capitals of a short insertion are scored by the fitted run name model (run-name-weights.ts).
// Texts made up: invented companies, people and papers.
// Its fields parted by commas, which no rule reads as a compositor's separator (separated-fields.ts
// reads a sign no sentence uses; a record parted by `~` is set one field a line and read by the rules).
const INSERTION = `LE FANAL DU LAGON 04.12.26\nMODIF., VERGERS DE LA TONTOUTA SARL, R: 1000032.001, Nv gér. M. Paul EXEMPLE en rplt de Mme Lise AUTRE, AGE 20/11/26`;

describe("a short insertion's name read from its runs in capitals (issue 32)", () => {
  it('publishes the run printed before its form and the identifier, not the paper, the event or the officers', () => {
    const result = parseNoticeText(INSERTION, { reference: 't' });
    expect(result.ok && [result.notice.denomination, result.notice.ridet]).toEqual(['VERGERS DE LA TONTOUTA', '1000032001']);
  });

  it('without a fitted model the insertion stays quarantined, its ranked runs kept for review', () => {
    const result = parseNoticeText(INSERTION, { reference: 't' }, { runNameModel: NO_RUN_NAME_MODEL });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.quarantine.reason).toBe('denomination_absente');
    expect(result.quarantine.detail).toContain('« VERGERS DE LA TONTOUTA »');
  });

  it('describes each run by general cues: a form after it, the dated header line, a civility before it', () => {
    const subject = INSERTION.indexOf('1000032.001');
    const runs = runNameCandidates(INSERTION, { index: subject, end: subject + 11 }, []);
    const byName = new Map(runs.map((r) => [r.name, r.features]));
    expect(byName.get('VERGERS DE LA TONTOUTA')).toMatchObject({ form_after: 1, nearest_before_subject: 1, on_dated_line: 0 });
    // Digits go with the capitals before them ('… 04' of the date): a name may hold digits.
    expect(runs.find((r) => r.name.startsWith('LE FANAL DU LAGON'))?.features).toMatchObject({ on_first_line: 1, on_dated_line: 1 });
    expect(byName.get('EXEMPLE')).toMatchObject({ person: 1, one_word: 1 });
  });

  it("proposes no run in an association's notice: no name is published for what is no company", () => {
    const text = `L'ÉCHO DES BAIES 04.12.26\nDÉCL. ~ LES RAMEURS DU PONT ~ association ~ R: 1000032.001 ~ Prés. M. Paul EXEMPLE`;
    expect(runNameCandidates(text, null, [])).toEqual([]);
    expect(runNameCandidates(`L'ÉCHO DES BAIES 04.12.26\nAssoc. « LES RAMEURS DU PONT » ~ R: 1000032.001 ~ AG 20/11/26`, null, [])).toEqual([]);
  });

  it('leaves a notice written in sentences to the rules: it is no short insertion', () => {
    expect(isShortInsertion(`La société VERGERS DE LA TONTOUTA, SARL, RIDET 1000032.001, informe que son assemblée a nommé un nouveau gérant.`)).toBe(false);
    expect(isShortInsertion(INSERTION)).toBe(true);
  });
});

describe("a run's form opening the next line, where the layout set a compositor's items apart", () => {
  const features = (text: string, name: string) => {
    const subject = text.indexOf('1000032');
    return runNameCandidates(text, { index: subject, end: subject + 11 }, []).find((r) => r.name === name)?.features;
  };

  it('counts the form alone, or before its particulars, on the line after the run as printed after it', () => {
    expect(features('*** CLÔT. LIQ. *** VERGERS DE TIVA\nSARL en liquidation\nRidet 1000032.001', 'VERGERS DE TIVA')).toMatchObject({ form_after: 1 });
    expect(features('(VERGERS DE TIVA)\nSARL\nRID 1000032', 'VERGERS DE TIVA')).toMatchObject({ form_after: 1 });
    expect(features('SOCIETE VERGERS DE TIVA\nSARL AU CAPITAL DE 100 000 F\nRIDET 1000032.001', 'SOCIETE VERGERS DE TIVA')).toMatchObject({ form_after: 1 });
  });

  it("does not count a form that opens another name in capitals: that name's own", () => {
    expect(features('CESSION DE PARTS\nSCI LES HAUTS DE TIVA\nRCS Nouméa B 1000032', 'CESSION DE PARTS')).toMatchObject({ form_after: 0 });
  });

  it('publishes the name of a closing insertion whose items the layout set on lines of their own', () => {
    const text = '*** CLÔT. LIQ. *** VERGERS DE TIVA — SARL en liquidation — Ridet 1 000 032.001 — Thio.\nAG de clôture 3/11/2026 : comptes définitifs approuvés, quitus et décharge au liq.\nM. Paul EXEMPLE, clôture des opérations de liquidation.\n— Le Fanal du Lagon, vendredi 13 novembre 2026 —';
    const result = parseNoticeText(text, { reference: 't' });
    expect(result.ok && [result.notice.type, result.notice.denomination, result.notice.ridet]).toEqual(['dissolution', 'VERGERS DE TIVA', '1000032001']);
  });

  it("never reads a greffe's heading as a name: its extract's labelled name is published", () => {
    const text = [
      'JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE – Jeudi 26 février 2026 – Publications légales',
      '',
      'GREFFE DU TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA',
      "Inscription modificative – dépôt d'actes",
      '',
      'RIDET : 1 000 032 001',
      'Dénomination : VERGERS DE LA TONTOUTA',
      'Forme : Société à responsabilité limitée',
      'Siège : 4 route de la Tontouta, 98890 Païta',
      '',
      'Modifications :',
      "– Capital : porté de 1 000 000 F CFP à 3 000 000 F CFP par incorporation de réserves (décision de l'AGE du 23 janvier 2026).",
      "Date d'inscription : 12/02/2026",
    ].join('\n');
    expect(runNameCandidates(text, null, []).map((c) => c.name)).not.toContain('GREFFE DU TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA');
    const result = parseNoticeText(text, { reference: 't' });
    expect(result.ok && [result.notice.type, result.notice.denomination, result.notice.ridet]).toEqual(['capital', 'VERGERS DE LA TONTOUTA', '1000032001']);
  });
});

