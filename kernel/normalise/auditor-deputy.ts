/**
 * The deputy auditor labelled by the bare word after the titular one, in the same sentence
 * ('Commissaire aux comptes titulaire : M. X ; suppléant : Mme Y'): the label's office is the
 * auditor's deputy, since the name before it holds the auditor's office (folded text).
 */

import type { Role } from './officer-roles.ts';

/** 'suppléant :' (or 'suppléante :', or 'suppléante,' after 'titulaire, M. X') alone as the label, right after a separator. */
const BARE_DEPUTY_LABEL = /(?:^|[;,\n]|\bet)\s*(?:[-–•]\s*)?suppleante?\s*[:,]\s*$/;

export function deputyAfterAuditor(lead: string, gap: string, previousRoles: readonly Role[] | null): { roles: readonly Role[]; cessation: false } | null {
  if (!previousRoles?.includes('commissaire aux comptes') || !gap.includes('suppleant')) return null;
  return BARE_DEPUTY_LABEL.test(gap) || BARE_DEPUTY_LABEL.test(lead) ? { roles: ['commissaire aux comptes suppléant'], cessation: false } : null;
}

/**
 * The titular auditor labelled by the bare word under a heading that names the office
 * (`Commissaires aux comptes, désignés par les statuts :` / `titulaire : la SARL X, …` / `suppléant :
 * M. Y`): the heading's office is the label's. Read on the folded text, a list's lines joined to
 * their heading, before the mention at `index`.
 */
const AUDITORS_THEN_TITULAR = /\bcommissaires? aux comptes\b[^\n:;.]{0,80}:\s*(?:[-–•*]\s*)?titulaire\s*:\s*(?:(?:la |le |l')?(?:societe|cabinet|sarl|selarl|sas|sa|scp|eurl)\s+|(?:la |le |l')|(?:m\.|mme|monsieur|madame)\s+)?$/;

export function titularUnderAuditorsHeading(folded: string, index: number): { roles: readonly Role[]; cessation: false } | null {
  const before = folded.slice(Math.max(0, index - 200), index);
  return before.includes('titulaire') && AUDITORS_THEN_TITULAR.test(before) ? { roles: ['commissaire aux comptes'], cessation: false } : null;
}

/**
 * The deputy auditor who takes the titular's place (`M. X, jusqu'alors commissaire aux comptes
 * suppléant, devient titulaire`): the apposition names the office left, the verb the one now held,
 * so the holder is the auditor. Read on the folded tail after the name (its bracketed identifier's
 * dots allowed).
 */
const DEPUTY_BECOMES_TITULAR = /^(?:[^.;]|\.(?=\d)){0,100}?,\s*(?:(?:jusqu'(?:alors|ici|a present|a ce jour)|precedemment|anciennement|auparavant)\s+)?(?:commissaire aux comptes\s+)?suppleante?\s*,\s*(?:devient|est devenue?|deviendra|accede (?:aux fonctions|a la fonction) de)\s+(?:commissaire aux comptes\s+)?titulaire\b/;

export function deputyBecomingTitular(tail: string): { roles: readonly Role[]; cessation: false } | null {
  return tail.includes('titulaire') && DEPUTY_BECOMES_TITULAR.test(tail) ? { roles: ['commissaire aux comptes'], cessation: false } : null;
}
