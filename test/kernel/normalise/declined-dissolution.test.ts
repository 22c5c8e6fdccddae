import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// A meeting's decision not to dissolve the company when its equity fell below half its capital: the
// company goes on, `statuts` by the field rules (`capital` with a capital operation), never the
// dissolution it declines nor an unknown type. Every text is made up in words of its own.

const HEADER = 'KAZ BOIS DU NORD\nSARL au capital de 1 000 000 F CFP — Koné — RIDET 1 000 001.001\n\n';
const read = (body: string): unknown => identityOf(`${HEADER}${body}\n`);
const as = (type: string): unknown[] => [type, 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-03'];

describe('a decision not to dissolve the company', () => {
  it('is its continuation, statuts, however the decision is worded and without the losses named', () => {
    expect(read("L'assemblée générale extraordinaire du 3 mars 2026, statuant en application de l'article L. 223-42 du code de commerce, a décidé qu'il n'y a pas lieu à dissolution anticipée de la société.")).toEqual(as('statuts'));
    expect(read("Le 3 mars 2026, l'associé unique a décidé qu'il n'y avait pas lieu de dissoudre la société.")).toEqual(as('statuts'));
    expect(read("Par délibération du 3 mars 2026, les associés ont décidé de ne pas prononcer la dissolution anticipée de la société.")).toEqual(as('statuts'));
    expect(read("Par délibération du 3 mars 2026, l'assemblée extraordinaire a voté la continuation de la société malgré la perte de plus de la moitié du capital.")).toEqual(as('statuts'));
  });

  it('is read when a narrow column breaks its words over lines', () => {
    expect(read("Le 3 mars 2026, l'associé unique a décidé qu'il n'y\navait pas lieu à dissolution anticipée de la so-\nciété.")).toEqual(as('statuts'));
  });

  it('is statuts beside an appointment, and capital beside a capital operation', () => {
    expect(read("Le 3 mars 2026, l'assemblée a décidé qu'il n'y a pas lieu à dissolution anticipée et a nommé M. Paul EXEMPLE gérant.")).toEqual(as('statuts'));
    expect(read("Le 3 mars 2026, l'assemblée a décidé qu'il n'y a pas lieu à dissolution anticipée et a réduit le capital de 1 000 000 à 600 000 F CFP.")).toEqual(as('capital'));
  });
});

describe('a compositor’s continuation cut short', () => {
  it('reads `Cptx propres<½ CS: poursuite activité décidée` as the company going on', () => {
    expect(identityOf('Cptx propres<½ CS:poursuite activité décidée—ESSAIS DE LA FOA SARL IdE1000009.001(AGEx 29/10/2026).')).toEqual(['statuts', 'ESSAIS DE LA FOA', 'SARL', '1000009001', '2026-10-29']);
  });
});
