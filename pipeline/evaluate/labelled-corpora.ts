/**
 * The labelled corpora the reader is fitted and cross-validated on: the three shared corpora beside
 * the checkout (`../shared`) and the held-out groups under `test/kernel/normalise/`, each folder a
 * writer measured blind once before rules were written from it. `train:normaliser`, `eval --cv`,
 * the held-out floors test and the normaliser identity bench read this list, so a new group folder
 * is added here only (with its floor in the test).
 */

import path from 'node:path';
import { fileURLToPath } from 'node:url';

const checkout = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The shared corpora: the first one a writer of its own, corpus2 and corpus3 three shares each. */
export const SHARED_CORPORA: readonly string[] = ['corpus', 'corpus2', 'corpus3'].map((name) => path.resolve(checkout, '..', 'shared', name));

/**
 * The held-out groups' folders under test/kernel/normalise/, in the order they were written. Not
 * `corpus` there (a copy of the shared first corpus), nor `fixtures` and `layout` (hand-made unit
 * cases, not a writer).
 */
export const HELD_OUT_GROUPS = ['styles', 'layouts', 'variants', 'prints', 'drafters', 'classifieds', 'bulletins', 'cabinets', 'tribunaux', 'scans', 'annonces', 'etudes', 'plateformes', 'courants', 'sujets', 'provinciales', 'decisions', 'registres', 'saisies', 'ordinaires', 'dates', 'groupes', 'denominations', 'rectificatifs', 'mandats', 'journaux', 'fonds', 'civiles', 'liquidations', 'quotidiennes', 'succursales', 'horsujet', 'sommaires', 'semaines', 'conseils', 'fusions', 'capitaux', 'quinzaines', 'modifications', 'constitutions', 'mensuelles', 'dissolutions', 'transformations', 'trimestres', 'parts', 'locations', 'brousse', 'semestres', 'agences', 'assemblees', 'hebdomadaires', 'extraits', 'noms', 'annuelles', 'greffes', 'pacifique', 'mixtes', 'coquilles', 'immobilier', 'commerces', 'recueils', 'trimestriels', 'artisans', 'portail', 'holdings', 'gazettes', 'batiment', 'automobile', 'tourisme', 'colonnes', 'iles', 'cooperatives', 'professions', 'nickel', 'transports', 'elevage', 'numerique', 'finance', 'sante', 'negoce', 'telegraphiques', 'anciens', 'provinces', 'bulletinspdf', 'numerises', 'breves', 'tableaux', 'courriels', 'messages', 'depots', 'formulaires', 'guichets', 'courriers', 'insertions', 'entrefilets', 'lignes', 'grilles', 'bordereaux', 'teleservices', 'releves', 'tablees', 'cadres', 'personnesmorales', 'societaires', 'tabulaires', 'directoires', 'groupements', 'partenaires', 'prestataires', 'contreparties', 'tiers', 'gazetins', 'insulaires', 'condensees', 'compositeurs', 'matrices'] as const;

export const HELD_OUT_ROOT = path.resolve(checkout, 'test', 'kernel', 'normalise');

/** Every labelled corpus folder: the shared three, then the held-out groups. */
export const LABELLED_CORPORA: readonly string[] = [...SHARED_CORPORA, ...HELD_OUT_GROUPS.map((group) => path.join(HELD_OUT_ROOT, group))];
