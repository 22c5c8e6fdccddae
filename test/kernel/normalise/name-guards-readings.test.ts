import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { contradictingRun, runCleaningName } from '../../../kernel/normalise/runs-contradict-name.ts';
import { endsOnOpeningWord } from '../../../kernel/normalise/unfinished-name.ts';
import { holdsLabel, nameAfterHeadLabel, withoutNameLabel } from '../../../kernel/normalise/label-in-name.ts';
import { officerReadAsName } from '../../../kernel/normalise/officer-read-as-name.ts';
import type { ScoredRunNames } from '../../../kernel/normalise/run-name-model.ts';
import type { RunNameCandidate } from '../../../kernel/normalise/name-runs.ts';

// Guards on the name a notice would publish: made-up names, people and papers.

const scored = (name: string | null): ScoredRunNames => {
  const candidate = { name: name ?? 'X', features: {} } as unknown as RunNameCandidate;
  return { ranked: [{ candidate, score: 5 }], margin: 5, chosen: name === null ? null : candidate };
};

describe('the runs’ score sure of another name than the rules’ (runs-contradict-name.ts)', () => {
  it('finds the contradiction when the score is sure of another run', () => {
    expect(contradictingRun('DÉM', scored('FARE DU COL SERVICES'))).toBe('FARE DU COL SERVICES');
    expect(contradictingRun('FARE DU COL devient « KALOLO', scored('KALOLO'))).toBe('KALOLO');
    expect(contradictingRun('LA VOIX DU PLATEAU', scored('CHARPENTES DU PLATEAU'))).toBe('CHARPENTES DU PLATEAU');
  });
  it('sees none when they agree, when the run opens the rules’ name, or when the score is not sure', () => {
    expect(contradictingRun('Fare du Col', scored('FARE DU COL'))).toBeNull();
    expect(contradictingRun('LES HAUTS DE TIVA-SUR-MER', scored('LES HAUTS DE TIVA'))).toBeNull();
    expect(contradictingRun('GIE PÊCHEURS DU COL', scored('PÊCHEURS DU COL'))).toBeNull();
    expect(contradictingRun('Ets KALOLO & FILS', scored('KALOLO & FILS'))).toBeNull();
    // The run reads the name after the company's noun, its form spelt out or not: the same name read longer.
    expect(contradictingRun('KALOLO & FILS', scored('SOCIÉTÉ KALOLO & FILS'))).toBeNull();
    expect(contradictingRun('LES HAUTS DE TIVA', scored('SOCIÉTÉ CIVILE IMMOBILIÈRE LES HAUTS DE TIVA'))).toBeNull();
    // Not any word before it: another name ending on the rules' one.
    expect(contradictingRun('LES HAUTS DE TIVA', scored('CHARPENTES LES HAUTS DE TIVA'))).toBe('CHARPENTES LES HAUTS DE TIVA');
    expect(contradictingRun('DÉM', scored(null))).toBeNull();
    expect(contradictingRun('DÉM', null)).toBeNull();
  });
  it('sees none in a run holding a civility after its first word: a sentence in capitals naming a person', () => {
    expect(contradictingRun('FARE DU COL', scored('ASSUREE PAR MME ANNE EXEMPLE'))).toBeNull();
    expect(contradictingRun('FARE DU COL', scored('NOMME M. PAUL EXEMPLE'))).toBeNull();
    // A civility opening a run is left to the score ('MADAME FLEUR' may be a shop's name).
    expect(contradictingRun('FARE DU COL', scored('MADAME FLEUR'))).toBe('MADAME FLEUR');
  });
});

describe('the rules’ name with marks or cut words around the run the score is sure of (runs-contradict-name.ts)', () => {
  it('reads the run, cleaner, where only marks, a form, a company’s noun, a label’s cut or an event’s word stand around it', () => {
    expect(runCleaningName('sté «FARE DU COL', scored('FARE DU COL'))).toBe('FARE DU COL');
    expect(runCleaningName('CRÉA SNC } FARE DU COL', scored('FARE DU COL'))).toBe('FARE DU COL');
    expect(runCleaningName('[SELARL] [FARE DU COL] [gér', scored('FARE DU COL'))).toBe('FARE DU COL');
  });

  it('keeps the rules’ name where a word in capitals beside the run may be the name’s own, or the run is not whole words of it', () => {
    expect(runCleaningName("K+ ▸ 'SUPERETTE DU COL'", scored("DU COL'"))).toBeNull();
    expect(runCleaningName('BOUTIQUE DU COL devient FARE DU COL', scored('FARE DU COL'))).toBeNull();
    expect(runCleaningName('LES FARES DU COL', scored('FARE DU COL'))).toBeNull();
    expect(runCleaningName('FARE DU COL', scored('FARE DU COL'))).toBeNull();
  });

  it('publishes the run’s name for an insertion whose rules read its label with it', () => {
    const result = parseNoticeText('LE FANAL — mardi 10 novembre 2026\nRéduction de capital\nsté «VERGERS DE TIVA» (SARL) — RIDET 1000009/001 — cap. ramené de 3 000 000 à 1 500 000 F par rachat de parts (AGE 2/11/2026) — gér. M. Paul WEA', { reference: 't' });
    expect(result.ok && [result.notice.type, result.notice.denomination]).toEqual(['capital', 'VERGERS DE TIVA']);
  });
});

describe('a name cut before its end (unfinished-name.ts)', () => {
  it('reads a name ending on an article, a preposition, a conjunction or an elision as cut', () => {
    for (const name of ['HÔTEL DU COL LE', 'FERRONNERIE D’ART DU', 'CHARPENTES ET', 'KALOLO &', "PÊCHE D'"]) expect(endsOnOpeningWord(name)).toBe(true);
  });
  it('leaves whole names alone, a word ending in those letters too', () => {
    for (const name of ['CHARPENTES DU PLATEAU', 'FARE DU COL', 'LES ALOES', 'KALOLO ET FILS', 'ÉPICERIE DE LA BAIE', 'BOULE', 'PLAISANCE']) expect(endsOnOpeningWord(name)).toBe(false);
  });
  it('quarantines a notice whose name read ends on a preposition', () => {
    const text = 'AVIS DE DISSOLUTION\nDénomination : FERRONNERIE D’ART DU\nForme : SARL\nRIDET : 1 000 032.001\nLa dissolution anticipée de la société a été décidée le 3 octobre 2026.';
    const result = parseNoticeText(text, { reference: 't', publicationDate: '2026-11-05' });
    expect(result.ok ? result.notice.denomination : result.quarantine.reason).toBe('denomination_incertaine');
  });
});

describe('a label read with the name (label-in-name.ts)', () => {
  it('reads past the dénomination’s own label', () => {
    expect(withoutNameLabel('Dénomination : FARE DU COL')).toBe('FARE DU COL');
    expect(withoutNameLabel('Raison sociale: FARE DU COL')).toBe('FARE DU COL');
    expect(withoutNameLabel('FARE DU COL')).toBe('FARE DU COL');
  });
  it('finds a label’s colon, an unpaired guillemet or a glued abbreviation in a name', () => {
    expect(holdsLabel('Propr.: FARE DU COL')).toBe(true);
    expect(holdsLabel('CST » FARE DU COL')).toBe(true);
    expect(holdsLabel('Rs.FARE DU COL')).toBe(true);
  });
  it('leaves names with quotes paired, initials and hours alone', () => {
    expect(holdsLabel('« LE FARE » DU COL')).toBe(false);
    expect(holdsLabel('FARE DU COL « KALOLO')).toBe(false);
    expect(holdsLabel('K.W. MARINE')).toBe(false);
    expect(holdsLabel('FARE DU COL')).toBe(false);
    expect(holdsLabel('St. KALOLO')).toBe(false);
  });
  it('reads past a label at the name’s head where the runs’ score ranks the rest first', () => {
    expect(nameAfterHeadLabel('Propr.: Rs.FARE DU COL', scored('FARE DU COL'))).toBe('FARE DU COL');
    expect(nameAfterHeadLabel('TRF SGE » FARE DU COL', scored('FARE DU COL'))).toBe('FARE DU COL');
    expect(nameAfterHeadLabel('D: FARE DU COL', scored('FARE DU COL'))).toBe('FARE DU COL');
  });
  it('leaves the label where the runs read another name, or where it stands far into the name', () => {
    expect(nameAfterHeadLabel('TRF SGE » FARE DU COL', scored('KALOLO MARINE'))).toBeNull();
    expect(nameAfterHeadLabel('TRF SGE » FARE DU COL', null)).toBeNull();
    expect(nameAfterHeadLabel('FARE DU COL ET KALOLO MARINE devient « X', scored('X'))).toBeNull();
  });
  it('publishes a short insertion’s name read past its glued label', () => {
    const text = 'LA GAZETTE DU COL – 05.11.26\nRJ – JGT TMC 03.11.26\nRs.FARE DU COL·SAS·RID 1 000 032.001·Siège Koné\nMJ Me Tevita KALOLO · Obs. 6 mois';
    const result = parseNoticeText(text, { reference: 't' });
    expect(result.ok ? result.notice.denomination : result.quarantine.reason).toBe('FARE DU COL');
  });
  it('publishes the name without the label a table’s empty cell left in front of it', () => {
    const text = 'LA GAZETTE DU COL – 5 novembre 2026\nPROROGATION DE LA DURÉE\n– Société :\nDénomination : FARE DU COL\nForme : SARL\nRIDET : 1 000 032.001\nLa durée de la société est portée à 99 ans (AGE du 7 octobre 2026).';
    const result = parseNoticeText(text, { reference: 't' });
    expect(result.ok ? result.notice.denomination : result.quarantine.reason).toBe('FARE DU COL');
  });
});

describe('a person read as the name whom the notice lists as an officer (officer-read-as-name.ts)', () => {
  const officers = [{ nom: 'KALOLO', prenoms: 'Tevita', fonction: 'directeur général', action: 'nomination' as const }];
  it('finds the person among the officers, in either order', () => {
    expect(officerReadAsName('Tevita KALOLO', true, officers)).toBe(true);
    expect(officerReadAsName('KALOLO Tevita', true, officers)).toBe(true);
  });
  it('leaves a company named after a person, and a person no officer, alone', () => {
    expect(officerReadAsName('TEVITA KALOLO', false, officers)).toBe(false);
    expect(officerReadAsName('Arsène KALOLO', true, officers)).toBe(false);
  });
});

describe("a word of the vocabulary read as the name where the runs' score is sure of another", () => {
  it("publishes the run the score is sure of, not the framed event's word", () => {
    const result = parseNoticeText('⊕ CAPITAL ⊕ VERGERS DE TIVA, SARL, 1000009.001\ncap. porté de 500 000 F à 1 500 000 F ; nouvelle co-gér. : Mme Rose KAMO ; co-gér. inch. : M. Paul WEA\n\nLe Fanal, journal en ligne — publié le 12 novembre 2026', { reference: 't' });
    expect(result.ok && [result.notice.type, result.notice.denomination, result.notice.ridet]).toEqual(['capital', 'VERGERS DE TIVA', '1000009001']);
  });
});
