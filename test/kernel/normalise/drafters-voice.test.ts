import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { identityOf } from './notice-helpers.ts';

const read = (text: string): unknown => identityOf(text, 'V1');

describe('a name printed without capitals (issue 32)', () => {
  it('is found where it sits, after “la société” and before its form, its case kept', () => {
    expect(read("avis de dissolution\n\nla société le petit marché, sarl au capital de 100 000 f cfp, siège à koné, ridet 2 345 678.001, a été dissoute par décision de l'associé unique du 3 mars 2026. liquidateur : m. paul exemple.")).toEqual(['dissolution', 'le petit marché', 'SARL', '2345678001', '2026-03-03']);
  });

  it('is found after its label, the form label in lower case read too', () => {
    expect(read("avis de transfert de siège\n\ndénomination : kaz bois\nforme : sarl\nridet : 2 345 678.001\npar décision de l'associé unique du 3 mars 2026, le siège social a été transféré à koné, 2 rue des flamboyants.")).toEqual(['siege', 'kaz bois', 'SARL', '2345678001', '2026-03-03']);
  });
});

describe('a decision worded in the first person (issue 32)', () => {
  it('reads “la société a pris la dénomination X” as a change of name, published under the new name', () => {
    const [result] = parseNoticeTexts(
      'Je soussignée, Mme Anne EXEMPLE, gérante de la SARL KAZ BOIS, RIDET 2 345 678.001, dont le siège est à Koné, informe le public que, par décision des associés du 3 mars 2026, la société a pris la dénomination BOIS DU NORD. Les autres mentions sont inchangées.',
      { reference: 'V2' },
    );
    expect(result?.ok && [result.notice.type, result.notice.denomination, result.notice.ridet, result.notice.date]).toEqual(['statuts', 'BOIS DU NORD', '2345678001', '2026-03-03']);
  });
});
