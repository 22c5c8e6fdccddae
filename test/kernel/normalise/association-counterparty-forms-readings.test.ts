import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// Made-up notices: every company, association and number here is invented for the wording it
// shows. An association that only receives in a company's act leaves the notice in scope once the
// company is introduced by 'société' or any form legal-form.ts declares.

describe('an association that only receives, after a company introduced by any form', () => {
  it('reads the sale of a SCOP’s business to an association as the SCOP’s notice', () => {
    const text = "VENTE DE FONDS\n\nSuivant acte du 3 mars 2031, la SCOP BOULANGERS DU LARGE, RIDET 2000002.001, représentée par son gérant M. Paul EXEMPLE, a vendu à l'association AMIS DU LARGE, association déclarée, RIDET 1000001.001, le fonds de boulangerie exploité 3, rue du Wharf à Nouméa.";
    expect(identityOf(text)).toEqual(['cession', 'BOULANGERS DU LARGE', 'SCOP', '2000002001', '2031-03-03']);
  });

  it('still quarantines an association that sells to a SCOP', () => {
    const text = "L'association AMIS DU LARGE, association déclarée, RIDET 1000001.001, a décidé le 3 mars 2031 de vendre à la SCOP BOULANGERS DU LARGE, RIDET 2000002.001, le fonds qu'elle exploitait.";
    expect(identityOf(text)).toBe('hors_champ');
  });
});
