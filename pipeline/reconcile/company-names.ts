import { fold } from '../../kernel/normalise/fold.ts';
import { compareNameKeys, nameKey } from './company-name.ts';

/** What the name decision reads of one notice of a company. */
export interface NameEvidence {
  id: string;
  date: string;
  denomination: string;
  ancienne_denomination: string | null;
  nouvelle_denomination: string | null;
  /** Its name was read by OCR with words below the review threshold (docs/ocr.md): a spelling that never outweighs a sure reading. */
  nom_douteux?: boolean;
}

/** A name decision about one notice, recorded and published with the record (decision-store.ts). */
export interface NameDecision {
  annonce_id: string;
  regle: 'variante_denomination' | 'denomination_non_retenue' | 'changement_denomination';
  valeur_imprimee: string;
  valeur_retenue: string | null;
  motif: string;
}

export interface CompanyNames {
  denomination: string;
  /** Names the company left by a published change of name, oldest first. */
  anciennes_denominations: string[];
  decisions: NameDecision[];
}

/** The spellings of one name (company-name.ts), each with the notices that print it. */
interface Cluster {
  /** `sure`: votes of notices whose name was not read doubtfully by OCR. */
  forms: Map<string, { votes: number; sure: number; last: number }>;
  notices: Set<string>;
  last: number;
}

const tidy = (name: string) => name.replace(/\s+/gu, ' ').trim();

/**
 * Which name a company carries, and which names it had, from the evidence of all its notices
 * (ordered by date, id):
 *
 * - the printed names fall into spellings of one name (same or close once normalised:
 *   company-name.ts), so a slip or an OCR split in one notice ('BOULANEGRIE', 'BOULAN GERIE')
 *   is a spelling, not another name;
 * - the name is the latest published change's new name (a notice with `nouvelle_denomination`),
 *   else the one most notices print, ties to the latest; it is written as most of its notices
 *   print it, ties to the latest, so one misspelt notice does not replace what the others print;
 *   a name OCR read with doubtful words is written so only when no sure reading prints the name
 *   (a scan's 'ZOZO TRA NSPORTS' never replaces 'ZOZO TRANSPORTS', even as the latest of two);
 * - a former name comes only from a published change of name (its `ancienne_denomination`, or the
 *   name the company had before), written the same way; a notice that prints another name
 *   without a change makes no former name (recorded as not kept).
 *
 * Every notice whose printed name is not the one kept gets a decision, and so does every change.
 */
export function chooseNames(rows: readonly NameEvidence[]): CompanyNames | null {
  const ordered = [...rows].sort((a, b) => (a.date === b.date ? a.id.localeCompare(b.id) : a.date.localeCompare(b.date)));
  if (ordered.length === 0) return null;
  // Each printed name's key (company-name.ts) made once: a name is compared with every spelling
  // kept so far, and a company's notices print a handful of names many times over.
  const keys = new Map<string, string>();
  const keyOf = (name: string): string => {
    let key = keys.get(name);
    if (key === undefined) keys.set(name, (key = nameKey(name)));
    return key;
  };
  const sameCompanyName = (a: string, b: string): boolean => compareNameKeys(keyOf(a), keyOf(b)) !== 'different';
  const clusters: Cluster[] = [];
  const clusterOf = (printed: string): Cluster => {
    // A name of legal-form words only ('SARL') has no key and is like no other name, but it is
    // still its own spelling: found by itself, it never opens a second, empty cluster.
    const name = tidy(printed);
    const found = clusters.find((c) => c.forms.has(name) || [...c.forms.keys()].some((f) => sameCompanyName(f, name)));
    if (found) return found;
    const created: Cluster = { forms: new Map(), notices: new Set(), last: -1 };
    clusters.push(created);
    return created;
  };
  const vote = (name: string, id: string, at: number, sure: boolean) => {
    const form = tidy(name);
    if (form === '') return;
    const cluster = clusterOf(form);
    const entry = cluster.forms.get(form) ?? { votes: 0, sure: 0, last: -1 };
    if (entry.last !== at) {
      entry.votes += 1;
      if (sure) entry.sure += 1;
    }
    entry.last = at;
    cluster.forms.set(form, entry);
    cluster.notices.add(id);
    cluster.last = at;
  };
  const changes: { row: NameEvidence; at: number }[] = [];
  ordered.forEach((row, at) => {
    for (const name of [row.ancienne_denomination, row.denomination, row.nouvelle_denomination]) if (name) vote(name, row.id, at, row.nom_douteux !== true);
    if (row.nouvelle_denomination && !(row.ancienne_denomination && sameCompanyName(row.ancienne_denomination, row.nouvelle_denomination))) changes.push({ row, at });
  });
  const written = (cluster: Cluster): string =>
    [...cluster.forms.entries()].sort(([, a], [, b]) => Number(b.sure > 0) - Number(a.sure > 0) || b.votes - a.votes || b.last - a.last)[0]![0];
  const latestChange = changes.at(-1);
  const current = latestChange
    ? clusterOf(latestChange.row.nouvelle_denomination!)
    : [...clusters].sort((a, b) => b.notices.size - a.notices.size || b.last - a.last)[0]!;
  const denomination = written(current);

  const former: Cluster[] = [];
  const decisions: NameDecision[] = [];
  for (const { row, at } of changes) {
    const before = row.ancienne_denomination
      ? clusterOf(row.ancienne_denomination)
      // Unnamed: the name most notices printed before this change.
      : [...clusters].filter((c) => c !== clusterOf(row.nouvelle_denomination!) && [...c.forms.values()].some((f) => f.last < at)).sort((a, b) => b.notices.size - a.notices.size)[0];
    const after = written(clusterOf(row.nouvelle_denomination!));
    if (before && before !== current && !former.includes(before)) former.push(before);
    decisions.push({
      annonce_id: row.id,
      regle: 'changement_denomination',
      valeur_imprimee: tidy(row.nouvelle_denomination!),
      valeur_retenue: after,
      motif: `Changement de dénomination publié : ${before ? `« ${written(before)} » devient` : 'la société prend le nom'} « ${after} »${before && before !== current ? ` ; « ${written(before)} » est une ancienne dénomination` : ''}.`,
    });
  }
  for (const row of ordered) {
    const printed = tidy(row.denomination);
    const cluster = clusterOf(printed);
    if (cluster === current || former.includes(cluster)) {
      const kept = written(cluster);
      // Capitals and accents are typography, not spelling: nothing to tell.
      if (fold(printed) === fold(kept)) continue;
      const votes = cluster.forms.get(kept)!.votes;
      decisions.push({
        annonce_id: row.id,
        regle: 'variante_denomination',
        valeur_imprimee: printed,
        valeur_retenue: kept,
        motif: `« ${printed} »${row.nom_douteux === true ? ' (lu par OCR, des mots peu sûrs)' : ''} est une graphie de « ${kept} », que ${votes === 1 ? 'une annonce imprime' : `${votes} annonces impriment`} : ni un autre nom ni une ancienne dénomination.`,
      });
      continue;
    }
    decisions.push({
      annonce_id: row.id,
      regle: 'denomination_non_retenue',
      valeur_imprimee: printed,
      valeur_retenue: null,
      motif: `« ${printed} » n’est pas le nom que portent les autres annonces (« ${denomination} ») et aucun changement de dénomination publié ne l’explique : il n’est retenu ni comme nom ni comme ancienne dénomination.`,
    });
  }
  return { denomination, anciennes_denominations: former.map(written), decisions };
}
