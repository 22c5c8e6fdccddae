import { describe, expect, it } from 'vitest';
import { withoutDeniedEvents } from '../../../kernel/normalise/denied-events.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { negationWordsOf } from '../../../kernel/normalise/negation-words.ts';
import { unrealisedEvents } from '../../../kernel/normalise/unrealised-events.ts';

// The pass that tells the negation readings whether to scan a text at all: every text below holds
// one kind of cue, wording or lapse and no other, so each is read only if the pass lets it through.
// Made up in words of their own.

/** The folded sentence with its denied words blanked, its spaces collapsed. */
const kept = (sentence: string): string => withoutDeniedEvents(fold(sentence)).replace(/\s+/g, ' ').trim();

describe('a denial whose only cue is one word', () => {
  const cues: ReadonlyArray<readonly [string, string]> = [
    ['ne … pas', 'La société ne cède pas le fonds.'],
    ['ne … point', 'Le siège ne sera point déplacé.'],
    ['aucune', 'Aucune cession du fonds.'],
    ['ne … jamais', 'Le fonds n’a jamais été vendu.'],
    ['ne … nullement', 'Le capital n’est nullement réduit.'],
    ['sans', 'Le bail est repris sans le fonds.'],
    ['non-', 'Un associé non-gérant.'],
    ['non', 'Un associé non gérant.'],
    ['envisage', 'Les associés envisagent la dissolution.'],
    ['projette de', 'La gérante projette de céder le fonds.'],
    ['l’intention de', 'Le président a l’intention de transférer le siège.'],
    ['se propose de', 'La société se propose de réduire le capital.'],
    ['rejette', 'L’assemblée rejette la cession.'],
    ['refuse', 'L’associé refuse la cession.'],
    ['éviter', 'Pour éviter la vente du fonds.'],
    ['écarter', 'Les associés décident d’écarter la fusion.'],
    ['renonce à', 'L’associé renonce à la cession.'],
    ['ni … ni', 'Ni la cession ni la vente du fonds.'],
  ];

  it('is read, whichever word it is', () => {
    for (const [cue, sentence] of cues) {
      expect(negationWordsOf(fold(sentence)).cue, cue).toBe(true);
      expect(kept(sentence), cue).not.toBe(fold(sentence).replace(/\s+/g, ' ').trim());
    }
  });

  it('is none in a text that holds no cue', () => {
    const plain = fold('La société transfère son siège à Koné et nomme un gérant.');
    expect(negationWordsOf(plain)).toEqual({ cue: false, fixed: false, lapse: false });
    expect(withoutDeniedEvents(plain)).toBe(plain);
  });
});

describe('a fixed wording whose only negation is its verb', () => {
  it('blanks a capital operation a meeting is called to decide on', () => {
    expect(kept('L’assemblée est convoquée pour statuer sur une augmentation du capital.')).toBe("l'assemblee est convoquee pour .");
    expect(kept('L’assemblée est convoquée pour délibérer sur une réduction du capital.')).toBe("l'assemblee est convoquee pour .");
  });
});

describe('a lapse whose only word is its participle or noun', () => {
  it('is read, however it is told', () => {
    for (const sentence of ['La vente du fonds est reportée.', 'La cession est devenue caduque.', 'Le transfert du siège a été ajourné.', 'La fusion n’a pas été approuvée.', 'Augmentation du capital : non réalisée.']) {
      expect(unrealisedEvents(fold(sentence)).length, sentence).toBeGreaterThan(0);
    }
  });
});
