/**
 * Parties as notices about a business (fonds de commerce) print them: the firm where domicile is
 * elected for the oppositions, the sides of a contract told by their order ('consentie par la
 * seconde à la première'), and the one party the text names as the seller or owner. Readings the
 * subject rules add (subject-ridet.ts); each works on the folded text.
 */

import type { RidetMatch } from './ridet.ts';
import { matchesOf } from './global-pattern.ts';
import { BUSINESS_WORDS, SHARES_WORDS } from './letting-words.ts';

/**
 * 'Les oppositions seront reçues au cabinet de la SELARL X, RIDET …, où domicile a été élu', 'Opp. :
 * 15 j., cab. SELARL Y, Ridet …', 'Domicile est élu pour les oppositions en l'étude de Maître Z,
 * office notarial W, RIDET …': a firm named after the oppositions' or the domicile's word, in the
 * same paragraph, receives the oppositions for the parties; it is an adviser, not a party.
 */
const OPPOSITIONS_WORD = /\b(?:oppositions?|opp\.|domicile)(?![\p{L}])/gu;
const FIRM_WORD = /\b(?:cabinet|cab\.|etude|office notarial|scp|selarl|selas|selafa)(?![\p{L}])/u;
const DOMICILE_WINDOW = 220;

export function electedDomicileFirm(folded: string, index: number): boolean {
  const start = Math.max(folded.lastIndexOf('\n\n', index) + 1, index - DOMICILE_WINDOW);
  const before = folded.slice(start, index);
  const word = [...matchesOf(OPPOSITIONS_WORD, before)].at(-1);
  if (!word) return false;
  return FIRM_WORD.test(before.slice(word.index + word[0].length));
}

/**
 * A contract told by the order of its parties: 'la location-gérance …, consentie par la seconde à
 * la première', 'consenti par la première à la seconde', 'vendu par le premier au second'. The party
 * that lets or sells is the one named in that place.
 */
const ORDINAL_GRANTOR = /\b(?:consentie?s?|concedee?s?|donnee?s? en location(?:-gerance)?|louee?s?|vendue?s?|cedee?s?)\s+par\s+(?:la|le)\s+(premiere?|seconde?|deuxieme)\b/;

interface Party {
  match: RidetMatch;
}

/**
 * The party a contract told by its parties' order names as the one who lets or sells, when the
 * text identifies exactly two companies or traders (two RIDs, in the order printed).
 */
export function ordinalGrantor<T extends Party>(folded: string, parties: readonly T[]): T | null {
  const said = ORDINAL_GRANTOR.exec(folded);
  if (!said) return null;
  const rids = [...new Set([...parties].sort((a, b) => a.match.index - b.match.index).map((p) => p.match.rid))];
  if (rids.length !== 2) return null;
  const rid = said[1]!.startsWith('premier') ? rids[0] : rids[1];
  const named = parties.filter((p) => p.match.rid === rid);
  return named.find((p) => !p.match.establishmentInferred) ?? named[0] ?? null;
}


interface SideParty extends Party {
  /** Printed as the one who sells, lets or owns the business ('a acquis de la société X', 'appartenant à', 'donné en location-gérance par'). */
  sellerSide: boolean;
}

/**
 * In a sale or a location-gérance of a business, the one company the text marks as the seller or
 * the owner ('la société B a acquis de la société S, …, RIDET …'; '… qui lui a été donné en
 * location-gérance par la société S, …, RIDET …') is the subject, beside companies the text gives
 * no side (the buyer's header block, a firm not read as an adviser).
 */
export function markedSeller<T extends SideParty>(folded: string, candidates: readonly T[]): T | null {
  if (!BUSINESS_WORDS.test(folded) || SHARES_WORDS.test(folded)) return null;
  const marked = candidates.filter((c) => c.sellerSide);
  if (marked.length === 0 || new Set(marked.map((c) => c.match.rid)).size !== 1) return null;
  if (candidates.every((c) => c.match.rid === marked[0]!.match.rid)) return null;
  return marked.find((c) => !c.match.establishmentInferred) ?? marked[0]!;
}
