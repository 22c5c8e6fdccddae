import { describe, expect, it } from 'vitest';
import { letteredEventsRead, letteredTermsRead } from '../../../kernel/normalise/lettered-abbreviations.ts';

// A term cut word by word is looked for only where two of its parts join (a letter, a dot or a
// hyphen and a letter, or a small letter and a capital), found by a scan of code units, then read
// from the start of the letters before the join. Each kind of join, and letters past Latin-1 on
// either side of it, must still be read. Every text is made up.

describe('a term cut word by word, at each kind of join', () => {
  it('is read where its parts join by a hyphen, a dot or a capital', () => {
    expect(letteredTermsRead('Vente Fds-Cce du Bar des Pins')).toBe('Vente Fonds de commerce du Bar des Pins');
    expect(letteredTermsRead('Loc.Grce du Bar des Pins')).toBe('Location-gérance du Bar des Pins');
    expect(letteredTermsRead('Vente FdC du Bar des Pins')).toBe('Vente Fonds de commerce du Bar des Pins');
  });

  it('is read when a letter past Latin-1 ends a part', () => {
    expect(letteredTermsRead('Vente Fdš.Cce du Bar des Pins')).toBe('Vente Fonds de commerce du Bar des Pins');
    expect(letteredTermsRead('Vente FŠ.Cce du Bar des Pins')).toBe('Vente Fonds de commerce du Bar des Pins');
  });

  it('is read right after a sign past Latin-1', () => {
    expect(letteredTermsRead('Bail →Loc-Grce du Bar des Pins')).toBe('Bail →Location-gérance du Bar des Pins');
    expect(letteredTermsRead('Bail →loc-grce du Bar des Pins')).toBe('Bail →location-gérance du Bar des Pins');
  });

  it('is read in a text holding a letter past the BMP', () => {
    expect(letteredTermsRead('𝒜 Loc-Grce du Bar des Pins')).toBe('𝒜 Location-gérance du Bar des Pins');
  });

  it('is read twice in a row, the second right after the first', () => {
    expect(letteredTermsRead('Loc-Grce/Fds-Cce du Bar des Pins')).toBe('Location-gérance/Fonds de commerce du Bar des Pins');
  });

  it('is not read after a letter or an apostrophe', () => {
    expect(letteredTermsRead('Vente éFds-Cce du Bar')).toBe('Vente éFds-Cce du Bar');
    expect(letteredTermsRead('Vente d’Fds-Cce du Bar')).toBe('Vente d’Fds-Cce du Bar');
  });
});

describe("an event's cut word, in a text whose only join is a capital after a small letter", () => {
  it('is read when a small letter stands before a capital', () => {
    expect(letteredEventsRead('Dssl BoisFlotté')).toBe('Dissolution BoisFlotté');
  });

  it('is not read in a text without a dot, a hyphen, a capital inside a word or an arrow', () => {
    expect(letteredEventsRead('Dssl bois flotté')).toBe('Dssl bois flotté');
  });

  it('reads a change of form told by an arrow of two characters', () => {
    expect(letteredEventsRead('Chgmt SARL->SAS: BOIS FLOTTÉ')).toBe('Chgmt transformation de SARL en SAS: BOIS FLOTTÉ');
  });
});

describe("an event's cut word, at each kind of place an event stands", () => {
  it('is read after a line end of any kind', () => {
    expect(letteredEventsRead('SARL Bois Flotté\rDsol. amiable')).toBe('SARL Bois Flotté\rDissolution amiable');
    expect(letteredEventsRead('SARL Bois Flotté\u2028Dsol. amiable')).toBe('SARL Bois Flotté\u2028Dissolution amiable');
  });

  it('is read after a separator or a full stop, and the spaces and tabs after it', () => {
    expect(letteredEventsRead('SARL Bois Flotté (Dsol. amiable)')).toBe('SARL Bois Flotté (Dissolution amiable)');
    expect(letteredEventsRead('SARL Bois Flotté · \tDsol. amiable')).toBe('SARL Bois Flotté · \tDissolution amiable');
    expect(letteredEventsRead('SARL Bois Flotté. \t Dsol. amiable')).toBe('SARL Bois Flotté. \t Dissolution amiable');
  });

  it('is read twice in a row, the second right after the first', () => {
    expect(letteredEventsRead('Cnstit. Dsol. SARL Bois Flotté')).toBe('Constitution Dissolution SARL Bois Flotté');
  });

  it('is not read inside a sentence', () => {
    expect(letteredEventsRead('il a dit que Dsol. était là')).toBe('il a dit que Dsol. était là');
  });
});
