import { compareCompanyNames, type NameLikeness } from './company-name.ts';
import { describeRidEdits, ridEdits, type RidEdit } from './rid-edits.ts';

/**
 * Which company a notice belongs to when the number it prints names none we know. A RID that
 * fails its check digit (Luhn) is a slip: the company is the one whose valid RID is a slip or two
 * away (ridNeighbours) and whose name the notice prints. Deciding on either clue alone would be
 * wrong: a RID two slips away from a random number is a known company often enough in a large
 * register, and names repeat; both together are what a reader would accept.
 */

/** A notice whose printed number is in doubt. */
export interface SuspectNotice {
  id: string;
  /** The RIDET as printed (10 digits). */
  printed: string;
  denomination: string;
  /** Whether the printed RID passes its check digit: a valid one is only in doubt when no other notice prints it. */
  luhnValid: boolean;
  /** The notice named the enterprise only (RID or RCS): its rank is not a fact (attach-rid-only.ts). */
  etablissementInconnu: boolean;
}

/** A company known from notices that print its valid RID. */
export interface KnownCompany {
  ridet: string;
  /** The names its notices print (current and former). */
  names: readonly string[];
  /** How many notices print it. */
  notices: number;
}

export interface Candidate {
  ridet: string;
  denomination: string;
  /** Slips between the printed RID and this company's. */
  ecarts: number;
  nom: NameLikeness;
  /** The slips in French. */
  detail: string;
}

/** Stable codes of the identity rules, as recorded and shown by `pipeline pourquoi`. */
export type IdentityRule =
  | 'ridet_luhn_voisin_meme_nom'
  | 'ridet_inconnu_voisin_meme_nom'
  | 'ridet_luhn_plusieurs_candidats'
  | 'ridet_luhn_plusieurs_etablissements'
  | 'ridet_luhn_voisin_autre_nom'
  | 'ridet_luhn_sans_voisin';

export type IdentityDecision =
  | { action: 'rattacher'; ridet: string; regle: IdentityRule; motif: string; candidats: Candidate[] }
  | { action: 'revue'; regle: IdentityRule; motif: string; candidats: Candidate[] }
  | { action: 'garder'; regle: IdentityRule; motif: string; candidats: Candidate[] };

/** Candidates listed for a person at most. */
const LISTED = 5;

const LIKENESS_ORDER: Record<NameLikeness, number> = { same: 0, close: 1, different: 2 };

function candidatesOf(notice: SuspectNotice, known: readonly KnownCompany[]): Candidate[] {
  const rid = notice.printed.slice(0, 7);
  const out: Candidate[] = [];
  for (const company of known) {
    const edits: RidEdit[] | null = ridEdits(rid, company.ridet.slice(0, 7));
    if (edits === null || edits.length === 0 || edits.length > 2) continue;
    let best: { nom: NameLikeness; name: string } = { nom: 'different', name: company.names[0] ?? '' };
    for (const name of company.names) {
      const nom = compareCompanyNames(notice.denomination, name);
      if (LIKENESS_ORDER[nom] < LIKENESS_ORDER[best.nom]) best = { nom, name };
    }
    out.push({ ridet: company.ridet, denomination: best.name, ecarts: edits.length, nom: best.nom, detail: describeRidEdits(edits) });
  }
  return out.sort((a, b) => LIKENESS_ORDER[a.nom] - LIKENESS_ORDER[b.nom] || a.ecarts - b.ecarts || a.ridet.localeCompare(b.ridet));
}

const printedRid = (n: SuspectNotice) =>
  n.luhnValid ? `RID imprimé ${n.printed.slice(0, 7)} (clé valide, imprimé par cette seule annonce)` : `RID imprimé ${n.printed.slice(0, 7)} (clé de contrôle fausse)`;
const slips = (n: number) => (n === 1 ? 'un chiffre' : 'deux chiffres');
const named = (c: Candidate) => `${c.denomination} (${c.ridet}, ${slips(c.ecarts)} d’écart : ${c.detail})`;

/**
 * The decision for one notice among the known companies near its RID:
 *
 * - exactly one company (one RID) within two slips bears the notice's name (same or close once
 *   normalised, company-name.ts): the notice is attached to it, on the establishment it prints
 *   when that one is known, else on the RID's only establishment; a RID-only notice anywhere on
 *   that RID (attach-rid-only.ts then places it);
 * - for a RID that fails its check, the rest goes to a person (`ridet_douteux`) with the
 *   candidates: several companies bear the name, or several establishments and the printed one
 *   is not among them, or no company near bears the name but one is a single slip away (two slips
 *   with another name is chance, not evidence); with nobody near, the notice keeps its number;
 * - a valid RID is only in doubt when no other notice prints it (the caller's choice): it is
 *   attached on the same evidence, from a company more than one notice prints, and otherwise
 *   kept as printed, without a review (a new company prints a number nobody printed before).
 */
export function decideIdentity(notice: SuspectNotice, known: readonly KnownCompany[]): IdentityDecision | null {
  // A valid number one notice prints against another: which one is the slip cannot be told.
  const evidence = notice.luhnValid ? known.filter((k) => k.notices > 1) : known;
  const candidates = candidatesOf(notice, evidence);
  const byName = candidates.filter((c) => c.nom !== 'different');
  const rids = [...new Set(byName.map((c) => c.ridet.slice(0, 7)))];
  if (rids.length === 1) {
    const onRid = byName.filter((c) => c.ridet.startsWith(rids[0]!));
    const target = onRid.find((c) => c.ridet === `${rids[0]}${notice.printed.slice(7)}`) ?? (onRid.length === 1 || notice.etablissementInconnu ? onRid[0]! : null);
    if (target !== null) {
      return {
        action: 'rattacher',
        ridet: target.ridet,
        regle: notice.luhnValid ? 'ridet_inconnu_voisin_meme_nom' : 'ridet_luhn_voisin_meme_nom',
        motif: `${printedRid(notice)} ; l’entreprise ${named(target)} porte le nom imprimé « ${notice.denomination} » : l’annonce lui est rattachée.`,
        candidats: [target],
      };
    }
    if (notice.luhnValid) return null;
    return {
      action: 'revue',
      regle: 'ridet_luhn_plusieurs_etablissements',
      motif: `${printedRid(notice)} ; l’entreprise au nom imprimé a plusieurs établissements et l’annonce n’en désigne aucun : ${onRid.map(named).join(' ; ')}.`,
      candidats: onRid.slice(0, LISTED),
    };
  }
  if (notice.luhnValid) return null;
  if (rids.length > 1) {
    return {
      action: 'revue',
      regle: 'ridet_luhn_plusieurs_candidats',
      motif: `${printedRid(notice)} ; plusieurs entreprises proches portent le nom « ${notice.denomination} » : ${byName.slice(0, LISTED).map(named).join(' ; ')}.`,
      candidats: byName.slice(0, LISTED),
    };
  }
  const oneSlip = candidates.filter((c) => c.ecarts === 1);
  if (oneSlip.length > 0) {
    return {
      action: 'revue',
      regle: 'ridet_luhn_voisin_autre_nom',
      motif: `${printedRid(notice)} ; aucune entreprise proche ne porte le nom « ${notice.denomination} », mais ${oneSlip.length === 1 ? 'une est' : 'plusieurs sont'} à un chiffre près : ${oneSlip.slice(0, LISTED).map(named).join(' ; ')}.`,
      candidats: oneSlip.slice(0, LISTED),
    };
  }
  return {
    action: 'garder',
    regle: 'ridet_luhn_sans_voisin',
    motif: `${printedRid(notice)} ; aucune entreprise connue au nom « ${notice.denomination} » à un ou deux chiffres près : l’annonce garde le numéro imprimé.`,
    candidats: [],
  };
}
