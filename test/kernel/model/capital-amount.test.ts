import { describe, expect, it } from 'vitest';
import { capitalAmount } from '../../../kernel/model/capital-amount.ts';

const xpf = (montant: number) => ({ montant, devise: 'XPF' });
const eur = (montant: number) => ({ montant, devise: 'EUR' });

describe('capitalAmount', () => {
  it.each([
    ['100 000 F CFP', xpf(100_000)],
    ['1 000 000 F CFP', xpf(1_000_000)],
    ['1.000.000 F CFP', xpf(1_000_000)],
    ['1.000.000 F.CFP', xpf(1_000_000)],
    ['1 000 000,00 F CFP', xpf(1_000_000)],
    ['1 000 000,00 XPF', xpf(1_000_000)],
    ['100000 FCFP', xpf(100_000)],
    ['250 000 francs CFP', xpf(250_000)],
    ['250 000 Francs Pacifique', xpf(250_000)],
    ['XPF 250 000', xpf(250_000)],
    ['100 000 F', xpf(100_000)],
    ['500 000 francs', xpf(500_000)],
    ['20 millions CFP', xpf(20_000_000)],
    ['1,5 million de F CFP', xpf(1_500_000)],
    ['2 milliards de francs CFP', xpf(2_000_000_000)],
    ['un million de francs CFP', xpf(1_000_000)],
    ['Un million de F CFP', xpf(1_000_000)],
    ['cent mille F CFP', xpf(100_000)],
    ['deux cent cinquante mille francs CFP', xpf(250_000)],
    ['quatre-vingt mille F CFP', xpf(80_000)],
    ['vingt et un millions de F CFP', xpf(21_000_000)],
    ['deux millions cinq cent mille F CFP', xpf(2_500_000)],
    ['1\u202f000\u202f000\u00a0F\u00a0CFP', xpf(1_000_000)],
    ['capital de 100 000 F CFP divisé en 100 parts de 1 000 F CFP', xpf(100_000)],
    ['10 000 €', eur(10_000)],
    ['€ 7 500', eur(7_500)],
    ['1 500,50 euros', eur(1_500.5)],
    ['1.000.000 EUR', eur(1_000_000)],
    ['un million d’euros', eur(1_000_000)],
  ])('reads %j', (text, expected) => {
    expect(capitalAmount(text)).toEqual(expected);
  });

  it.each([
    ['1.000.000', 'no currency'],
    ['1 000 000', 'no currency'],
    ['un million', 'no currency'],
    ['0 F CFP', 'not positive'],
    ['variable', 'no amount'],
    ['1 000 EURL', 'a legal form, not a currency'],
    ['', 'empty'],
  ])('gives null for %j (%s)', (text) => {
    expect(capitalAmount(text)).toBeNull();
  });

  it('gives null for no text', () => {
    expect(capitalAmount(null)).toBeNull();
    expect(capitalAmount(undefined)).toBeNull();
  });
});
