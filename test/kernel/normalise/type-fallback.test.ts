import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { decideTypeFallback, NO_TYPE_FALLBACK, TYPE_FALLBACK_CLASSES, typeFallbackModel } from '../../../kernel/normalise/type-fallback-model.ts';
import { TYPE_FALLBACK_MODEL } from '../../../kernel/normalise/type-fallback-weights.ts';
import { typeFallbackWords } from '../../../kernel/normalise/type-fallback-words.ts';

/** A hand-made model: each word given its weight for one class. */
function modelOf(rows: Record<string, [(typeof TYPE_FALLBACK_CLASSES)[number], number]>, threshold: number) {
  const table = Object.entries(rows)
    .map(([word, [c, w]]) => `${word} ${TYPE_FALLBACK_CLASSES.map((k) => (k === c ? w : 0)).join(' ')}`)
    .join('\n');
  return typeFallbackModel(TYPE_FALLBACK_CLASSES.map(() => 0), table, threshold);
}

// Made-up notices. The first names its event in a word no rule of classify.ts reads as one.
const MOVE =
  "AVIS\n\nLa société BOIS DU NORD, SARL au capital de 1 000 000 F CFP, RIDET 1 234 567.001, siège : 5 rue des Pins, 98800 Nouméa.\nSuivant décision du 3 mars 2026, l'associée unique a décidé le déménagement des bureaux de la société au 12 rue des Cocotiers, Nouméa.\nPour avis, la gérance.";
const TRANSFER =
  "AVIS DE TRANSFERT DE SIÈGE\n\nLa société BOIS DU NORD, SARL au capital de 1 000 000 F CFP, RIDET 1 234 567.001.\nSuivant décision du 3 mars 2026, l'associée unique a décidé de transférer le siège social au 12 rue des Cocotiers, Nouméa.\nPour avis, la gérance.";
const hints = { reference: 'x', publicationDate: '2026-03-10' };

describe('the type fallback\'s words', () => {
  it('reads each word of the heading and opening folded, by its first four and six letters, and pairs of neighbours', () => {
    const words = typeFallbackWords('CONSTIT. SARL', 'Sté créée le 3 mars : transfert du siège');
    expect(words).toEqual(expect.arrayContaining(['w:constit', 'p:cons', 'p:consti', 'w:sarl', 'w:ste', 'w:creee', 'b:transf_du', 'b:du_siege']));
    // The abbreviation meets the word it stands for.
    expect(typeFallbackWords('', 'CONSTITUTION')).toEqual(expect.arrayContaining(['p:cons', 'p:consti']));
    // Digits say nothing of the event; every feature once, in order.
    expect(words.some((w) => /\d/.test(w))).toBe(false);
    expect(words).toEqual([...new Set(words)].sort());
  });

  it('gives, for the vocabulary, the words printed in lower case only: a name is printed capitalised', () => {
    const lower = typeFallbackWords('CESSION', 'M. Paul Ferrand a cédé ses parts', true);
    expect(lower).toEqual(expect.arrayContaining(['w:cede', 'w:ses', 'w:parts', 'b:cede_ses']));
    expect(lower.some((w) => /paul|ferran|cession/.test(w))).toBe(false);
  });

  it('reads no word of an event the text denies, and the words beside it', () => {
    const words = typeFallbackWords('', 'AGE du 3 mars : pas de dissolution, poursuite de l’activité');
    expect(words.some((w) => w.includes('dissol'))).toBe(false);
    expect(words).toEqual(expect.arrayContaining(['w:poursuite', 'w:activite']));
  });

  it('reads the opening only: a word far into a long notice is not one', () => {
    expect(typeFallbackWords('', `${'mot '.repeat(200)}dissolution`)).not.toContain('w:dissolution');
  });
});

describe('the type fallback\'s decision', () => {
  const model = modelOf({ 'w:demenagement': ['siege', 4], 'w:emploi': ['aucun', 6] }, 0.6);

  it('publishes the best type when its probability reaches the threshold', () => {
    const decision = decideTypeFallback(model, ['w:demenagement']);
    expect(decision.chosen).toBe('siege');
    expect(decision.ranked[0]!.probability).toBeGreaterThan(0.6);
  });

  it('abstains under the threshold, and where the best class is a text that tells no event', () => {
    expect(decideTypeFallback(modelOf({ 'w:demenagement': ['siege', 1] }, 0.6), ['w:demenagement']).chosen).toBeNull();
    expect(decideTypeFallback(model, ['w:demenagement', 'w:emploi']).chosen).toBeNull();
    expect(decideTypeFallback(NO_TYPE_FALLBACK, ['w:demenagement']).chosen).toBeNull();
  });

  it('refuses weights written for other classes', () => {
    expect(() => typeFallbackModel(TYPE_FALLBACK_CLASSES.map(() => 0), 'w:x 1 2 3', 0.5)).toThrow(/train:normaliser/);
    expect(TYPE_FALLBACK_MODEL.bias).toHaveLength(TYPE_FALLBACK_CLASSES.length);
  });
});

describe('a notice whose event no rule names', () => {
  it('is quarantined type_inconnu without the fallback, and typed by it when it is sure', () => {
    const without = parseNoticeText(MOVE, hints, { typeFallbackModel: NO_TYPE_FALLBACK });
    expect(without.ok ? without.notice.type : without.quarantine.reason).toBe('type_inconnu');
    const typed = parseNoticeText(MOVE, hints, { typeFallbackModel: modelOf({ 'w:demenagement': ['siege', 4] }, 0.6) });
    expect(typed.ok && typed.notice.type).toBe('siege');
    expect(typed.ok && typed.notice.ridet).toBe('1234567001');
    // No wording gave the type: the trace points at none.
    const traced = parseNoticeText(MOVE, { ...hints, trace: true }, { typeFallbackModel: modelOf({ 'w:demenagement': ['siege', 4] }, 0.6) });
    expect(traced.ok && traced.notice.extraction?.type).toBeUndefined();
  });

  it('stays quarantined when the fallback abstains', () => {
    const unsure = parseNoticeText(MOVE, hints, { typeFallbackModel: modelOf({ 'w:demenagement': ['siege', 1] }, 0.6) });
    expect(unsure.ok ? unsure.notice.type : unsure.quarantine.reason).toBe('type_inconnu');
  });

  it('is the only one the fallback is asked about: a type the rules read stands', () => {
    const ruled = parseNoticeText(TRANSFER, hints, { typeFallbackModel: modelOf({ 'w:transfert': ['capital', 9], 'w:siege': ['capital', 9] }, 0.5) });
    expect(ruled.ok && ruled.notice.type).toBe('siege');
  });
});
