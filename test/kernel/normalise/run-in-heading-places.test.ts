import { describe, expect, it } from 'vitest';
import { splitNoticePage } from '../../../kernel/normalise/split-page.ts';

// A heading run into the text is looked for only where a capital opens a word in capitals: after
// a line's end, or after a sentence's closing mark and the spaces after it (a capital then a small
// letter opens a sentence, and is not tried). Each kind of space and mark must still open one.
// Every company, person and identifier is made up.

const first = 'NOMINATION DE GÉRANT. LES TROIS PINS, SARL au capital de 100 000 F CFP, Koné, RIDET 2 345 678.001. L’AGO du 2 mars 2026 a nommé gérant M. Paul EXEMPLE en remplacement de M. Jean MODÈLE, démissionnaire. Pour avis';
const second = 'DISSOLUTION ANTICIPÉE. BOIS DU NORD, EURL au capital de 100 000 F CFP, Koné, RIDET 3 456 789.001. L’associé unique a décidé le 3 mars 2026 la dissolution anticipée de la société et sa liquidation amiable. Pour avis.';
const headings = (text: string) => splitNoticePage(text)?.notices.map((notice) => notice.heading) ?? null;

describe('a heading run into the text, by what stands before it', () => {
  it('is read after a full stop and a space of any kind', () => {
    expect(headings(`${first}. ${second}`)).toEqual(['NOMINATION DE GÉRANT', 'DISSOLUTION ANTICIPÉE']);
    expect(headings(`${first}.\u00a0${second}`)).toEqual(['NOMINATION DE GÉRANT', 'DISSOLUTION ANTICIPÉE']);
    expect(headings(`${first}.\u3000 ${second}`)).toEqual(['NOMINATION DE GÉRANT', 'DISSOLUTION ANTICIPÉE']);
  });

  it('is read after a closing bracket or guillemet and at a line’s start', () => {
    expect(headings(`${first} (sic) ${second}`)).toEqual(['NOMINATION DE GÉRANT', 'DISSOLUTION ANTICIPÉE']);
    expect(headings(`${first} « vu » ${second}`)).toEqual(['NOMINATION DE GÉRANT', 'DISSOLUTION ANTICIPÉE']);
    expect(headings(`${first}\r${second}`)).toEqual(['NOMINATION DE GÉRANT', 'DISSOLUTION ANTICIPÉE']);
  });

  it('is not read where the capital opens a word in small letters', () => {
    expect(headings(`${first}. Dissolution anticipée. ${second.slice('DISSOLUTION ANTICIPÉE. '.length)}`)).toBeNull();
  });
});
