import { describe, expect, it } from 'vitest';
import { extractOfficers } from '../../../kernel/normalise/extract-dirigeants.ts';

// Mandates whose end is told before the list of their holders, each with its own office: every
// holder of the list leaves. Made-up sentences.

const current = (text: string) =>
  extractOfficers(text, { type: 'nomination', subjectName: 'KAORI BOIS', subjectRid: '1000009' }).dirigeants.filter((d) => d.action !== 'cessation').map((d) => `${d.prenoms ?? ''} ${d.nom} (${d.fonction})`.trim());

describe('mandates ended before their list', () => {
  it('ends the second holder’s as the first’s, the new ones appointed', () => {
    expect(
      current("L'assemblée, constatant l'expiration des mandats de la société AUDIT DU LAGON, commissaire aux comptes titulaire, et de M. Paul WEA, commissaire aux comptes suppléant, a nommé pour six exercices commissaire aux comptes titulaire la société KAORI AUDIT et commissaire aux comptes suppléant Mme Rose KALOÏ."),
    ).toEqual(['KAORI AUDIT (commissaire aux comptes)', 'Rose KALOÏ (commissaire aux comptes suppléant)']);
  });

  it('ends both mandates not renewed', () => {
    expect(current("Les associés ont décidé de ne pas renouveler les mandats de la société AUDIT DU LAGON, commissaire aux comptes titulaire, et de M. Paul WEA, commissaire aux comptes suppléant, arrivés à expiration.")).toEqual([]);
  });

  // (2026-12-07, thirteenth session, from consistoires cs22) A list of decisions gives the appointment
  // in the past participle after the mandate not renewed: the list of those leaving stops before it.
  it('stops before “et nommé en remplacement”, the one appointed staying', () => {
    expect(
      current("L'assemblée générale ordinaire du 23 juin 2026 a :\n– décidé de ne pas renouveler le mandat de commissaire aux comptes suppléant de M. Paul WEA, et nommé en remplacement, pour la même durée, Mme Rose KALOÏ, demeurant 8, rue des Essais, 98800 Nouméa."),
    ).toEqual(['Rose KALOÏ (commissaire aux comptes suppléant)']);
  });
});
