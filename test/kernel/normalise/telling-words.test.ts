import { describe, expect, it } from 'vitest';
import { TELLING_VERB, TELLING_VERB_PLURAL } from '../../../kernel/normalise/telling-words.ts';

const tells = (folded: string) => new RegExp(String.raw`\b${TELLING_VERB}\b`).test(folded);
const tellTogether = (folded: string) => new RegExp(String.raw`\b${TELLING_VERB_PLURAL}\b`).test(folded);

describe('the words a company tells its notice by (folded text)', () => {
  it('reads each telling verb, singular and plural', () => {
    for (const words of ['informe que', 'fait savoir que', 'font connaitre', 'porte a la connaissance du public', 'avise les tiers', 'annonce que', 'declare avoir cede', 'signalent que', 'communiquent'])
      expect(tells(words), words).toBe(true);
  });

  it('reads the announcement’s noun as no verb (a form’s field, the article before it)', () => {
    for (const words of ['annonce : transfert de siege', "texte de l'annonce", "bon d'annonce"]) expect(tells(words), words).toBe(false);
  });

  it('reads `indique`, `précise`, `publie` only in the plural, their folded singular being their participle', () => {
    for (const words of ['comme indique ci-dessus', 'a la date precise', 'avis publie au jonc']) expect(tells(words), words).toBe(false);
    for (const words of ['indiquent que', 'precisent que', 'publient le present avis']) expect(tellTogether(words), words).toBe(true);
  });

  it('tells together only in the plural', () => {
    expect(tellTogether('informent que')).toBe(true);
    expect(tellTogether('informe que')).toBe(false);
  });
});
