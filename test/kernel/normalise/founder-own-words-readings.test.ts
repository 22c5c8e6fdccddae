import { describe, expect, it } from 'vitest';
import { findRidets } from '../../../kernel/normalise/index.ts';
import { identityOf } from './notice-helpers.ts';

// A founder who writes his own notice in plain words: the identifier after `c'est le`, the name
// after `Le nom c'est :`, the day the ISEE gave the identifier beside the day the statutes were
// signed. Made up for this file (the identifier passes the check).

const text = [
  'Annonces légales – Actu NC',
  'Constitution – Lifou',
  'publié il y a 3 jours',
  '',
  'Bonjour,',
  'je vous fais savoir que j’ai créé ma société pour la location de vélos a Lifou.',
  'C’est une SASU (société par actions simplifiée unipersonnelle), capital 100 000 francs.',
  'Le nom c’est : Lifou Vélos Essais',
  'L’adresse : tribu de Test, 98820 Lifou (chez moi)',
  'J’ai signé les statuts le jeudi 2 juillet 2026 à Wé.',
  'C’est moi le président : EXEMPLE Paul, né le 11/03/1994 à Lifou.',
  'le ridet c’est le 1000009 001, je l’ai reçu de l’ISEE le 14 juillet 2026.',
  'Merci',
].join('\n');

describe('a founder’s notice in his own words', () => {
  it('reads the identifier given after `c’est le`', () => {
    expect(findRidets(text).map((m) => m.ridet)).toEqual(['1000009001']);
  });

  it('reads the name after `Le nom c’est :` and dates the notice by the statutes, not by the ISEE’s registration', () => {
    expect(identityOf(text)).toEqual(['creation', 'Lifou Vélos Essais', 'SASU', '1000009001', '2026-07-02']);
  });
});
