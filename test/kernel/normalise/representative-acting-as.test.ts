import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Made up (2026-12-07, thirteenth session, from acroteres ay37 and ay09; claveaux, linteaux, tentures,
// trajectoires alike). A company in liquidation represented by its former manager acting as its
// liquidator, the other party joined after: he is its liquidator, and the other party holds no office.
const text =
  "FIN DE LOCATION-GÉRANCE\n\nSuivant acte sous seing privé du 2 novembre 2026, la société STATION DES TESTS, société à responsabilité limitée en liquidation amiable au capital de 2 000 000 F CFP, RIDET 1 000 009.001, représentée par M. Paul TESTARD, son ancien gérant, agissant en qualité de liquidateur, et la société GARAGE TESTIN, SARL, RIDET 2 000 008.001, ont mis fin à la location-gérance du fonds de station-service exploité à Boulouparis, appartenant à la première.\n\nPour avis.";

describe('a representative acting as the liquidator, another party joined after', () => {
  it('is the liquidator, his former office in apposition passed over', () => {
    expect(officersOf(noticeOf(text))).toContain('Paul TESTARD (liquidateur)');
  });

  it('leaves the role to the party it closes: the company joined by “, et” holds none', () => {
    expect(officersOf(noticeOf(text))).not.toContain('GARAGE TESTIN (liquidateur)');
  });
});
