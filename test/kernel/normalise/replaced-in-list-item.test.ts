import { describe, expect, it } from 'vitest';
import { extractOfficers } from '../../../kernel/normalise/extract-dirigeants.ts';

// A list of appointees, each item naming the officer it replaces: the replaced officer is the
// item's complement, so the next item is an appointee as the first was. Made-up lists.

const names = (text: string) =>
  extractOfficers(text, { type: 'nomination', subjectName: 'KAORI TOURISME', subjectRid: '1000009' }).dirigeants.filter((d) => d.action !== 'cessation').map((d) => `${d.prenoms} ${d.nom} (${d.fonction})`);

describe('a list whose items name whom they replace', () => {
  it('reads every item after a replaced officer as an appointee', () => {
    const text = `Sont désignés pour représenter la province au conseil d'administration de la SAEML KAORI TOURISME, RIDET 1 000 009.001 :
- M. Paul WEA, en remplacement de M. Luc HMEUN ;
- Mme Rose KALOÏ ;
- M. Jean TIAOU.`;
    expect(names(text)).toEqual(['Paul WEA (administrateur)', 'Rose KALOÏ (administrateur)', 'Jean TIAOU (administrateur)']);
  });

  it('reads the next item as an appointee when each item replaces someone', () => {
    const text = `Sont désignés en qualité d'administrateurs de la SAEML KAORI TOURISME, RIDET 1 000 009.001 :
– M. Paul WEA, en remplacement de M. Luc HMEUN ;
– Mme Rose KALOÏ, en remplacement de Mme Irène BOAÉ.`;
    expect(names(text)).toEqual(['Paul WEA (administrateur)', 'Rose KALOÏ (administrateur)']);
  });
});
