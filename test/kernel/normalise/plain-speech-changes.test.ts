import { describe, expect, it } from 'vitest';
import { classifyNotice } from '../../../kernel/normalise/classify.ts';
import { noticeOf } from './notice-helpers.ts';

// A company's own people telling a change by what no longer holds and what does, and naming their
// company in their own words (2026-12-01, wt-tabmail). Made-up texts; every RID passes the check.

const typeOf = (text: string) => classifyNotice(text, { heading: '', category: null })?.type ?? null;

describe('a change told by what no longer holds and what does', () => {
  it('reads a seat that is no longer at one address but at another', () => {
    expect(typeOf("Le siège n'est plus au 4 rue des Cocotiers à Koné mais au 18 route de la Plage à Poindimié.")).toBe('siege');
    expect(typeOf('notre siège social ne se trouve plus à Bourail mais à La Foa, lot 3.')).toBe('siege');
    expect(typeOf("Depuis lundi le siège n'est plus à Nouméa, il est à Dumbéa, mais rien d'autre ne change.")).toBe('siege');
  });

  it('reads an office that another person now holds', () => {
    expect(typeOf("Le gérant n'est plus M. Pierre KA mais Mme Julie KA depuis le 4 novembre.")).toBe('nomination');
    expect(typeOf("la présidente n'est plus ma mère, c'est moi.")).toBe('nomination');
    expect(typeOf("ce n'est plus moi le gérant, c'est mon fils Yann.")).toBe('nomination');
  });

  it('does not read a place or a person that is no longer something else', () => {
    expect(typeOf("Le magasin n'est plus ouvert le dimanche mais le samedi.")).toBeNull();
  });
});

describe('a company its own people name', () => {
  it('reads the name after the possessive and the verb of naming, and publishes the move', () => {
    const notice = noticeOf(
      [
        'Bonjour,',
        'Notre entreprise se nomme KOUMAC AUTO SERVICES, une SAS (ridet 2222222 001). Depuis le 10 novembre 2026 le siège social ne se trouve plus à Koumac mais à Voh, lot 12 zone artisanale.',
        'Cordialement',
      ].join('\n'),
    );
    expect([notice.type, notice.denomination, notice.ridet]).toEqual(['siege', 'KOUMAC AUTO SERVICES', '2222222001']);
  });

  it('reads a name given in the first person with another verb', () => {
    const notice = noticeOf('Ma société s’appelle PIROGUES DE LIFOU, SARL, RIDET 1 111 111.001. Le siège n’est plus à Wé mais à Xepenehe depuis le 2 novembre 2026.');
    expect(notice.denomination).toBe('PIROGUES DE LIFOU');
  });
});
