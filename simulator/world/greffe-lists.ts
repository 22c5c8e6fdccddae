/**
 * Lists of judgments: the greffe of the tribunal mixte de commerce publishes the judgments of a
 * period as one JONC notice naming several companies, each entry with its own identifier and
 * judgment date. The timeline renders each court event alone first, keeps what an entry needs,
 * and `groupGreffeLists` then gathers events published close together into one list notice.
 */

import type { Random } from './random.ts';
import { judgmentWords, type ProcedureSubtype } from './realistic-notices.ts';
import { formatDateLong } from './french-format.ts';

/** What a list entry prints about one judgment, captured when its event was drawn. */
export interface ListEntry {
  name: string;
  forme: string;
  siegeLine: string;
  /** The identifier as printed, null for a notice without one (never listed). */
  ident: string | null;
  objet: string;
  kind: ProcedureSubtype;
  actDate: string;
  cessationDate: string | null;
  /** 'Me X', the court's appointee, when the judgment names one. */
  officer: string | null;
}

export interface RenderedList {
  heading: string;
  text: string;
  /** Per entry, in order: the siège the entry prints with its label ('siège social : …'), else null. */
  sieges: Array<string | null>;
  style: 'numbered' | 'dashed' | 'headings' | 'caps-headings';
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'] as const;

function sentenceOf(kind: ProcedureSubtype): string {
  switch (kind) {
    case 'redressement_judiciaire':
      return 'prononçant le redressement judiciaire';
    case 'liquidation_judiciaire':
      return 'prononçant la liquidation judiciaire';
    case 'conversion_liquidation':
      return 'convertissant en liquidation judiciaire le redressement judiciaire';
    case 'plan_redressement':
      return 'arrêtant le plan de redressement';
    case 'cloture_insuffisance_actif':
      return "prononçant la clôture pour insuffisance d'actif de la liquidation judiciaire";
  }
}

function tail(entry: ListEntry): string {
  const words = judgmentWords(entry.kind);
  const parts: string[] = [];
  if (entry.cessationDate && (entry.kind === 'redressement_judiciaire' || entry.kind === 'liquidation_judiciaire')) parts.push(`Date de cessation des paiements : ${formatDateLong(entry.cessationDate)}.`);
  if (words.officer && entry.officer) parts.push(`${words.officer} : ${entry.officer}.`);
  return parts.length ? ` ${parts.join(' ')}` : '';
}

/**
 * One list notice for several court events, in one of the layouts greffe extracts take: numbered
 * entries with the procedure inline, dashed 'Jugement du …' entries, or a procedure heading over
 * each entry (in small letters or in capitals). Every entry carries its own judgment date.
 */
export function renderGreffeList(random: Random, entries: readonly ListEntry[], publicationDate: string): RenderedList {
  const style = random.pick(['numbered', 'dashed', 'headings', 'caps-headings'] as const);
  const month = `${MONTHS[Number(publicationDate.slice(5, 7)) - 1]} ${publicationDate.slice(0, 4)}`;
  const heading = random.pick(['EXTRAITS DE JUGEMENTS', 'EXTRAITS DES JUGEMENTS DU TRIBUNAL MIXTE DE COMMERCE', 'JUGEMENTS']);
  const lines: string[] = ['Greffe du tribunal mixte de commerce de Nouméa', random.pick([`Extraits des jugements rendus en ${month}`, 'Jugements rendus en matière de procédures collectives'])];
  const sieges: Array<string | null> = [];
  entries.forEach((entry, i) => {
    const labelled = random.chance(0.4);
    sieges.push(labelled ? entry.siegeLine : null);
    const address = labelled ? `siège social : ${entry.siegeLine}` : entry.siegeLine;
    const ident = entry.ident ? `, ${entry.ident}` : '';
    const judged = `Jugement du ${formatDateLong(entry.actDate)}.`;
    const words = judgmentWords(entry.kind);
    switch (style) {
      case 'numbered':
        lines.push(`${i + 1}. ${words.heading} – ${entry.name}, ${entry.forme}, ${address}${ident}. Activité : ${entry.objet}. ${judged}${tail(entry)}`);
        break;
      case 'dashed':
        lines.push(`– Jugement du ${formatDateLong(entry.actDate)} ${sentenceOf(entry.kind)} de la ${entry.name.startsWith(`${entry.forme} `) ? 'société' : entry.forme} ${entry.name}, ${address}${ident}.${tail(entry)}`);
        break;
      case 'headings':
        lines.push(`${words.heading} :`, `${entry.name}, ${entry.forme}, ${address}${ident}. ${judged}${tail(entry)}`);
        break;
      case 'caps-headings':
        lines.push(words.heading.toUpperCase(), `${entry.name}, ${entry.forme}, ${address}${ident}. Activité : ${entry.objet}. ${judged}${tail(entry)}`);
        break;
    }
  });
  lines.push('Pour extraits, le greffier.');
  return { heading, text: `${heading}\n\n${lines.join('\n')}`, sieges, style };
}

export interface ListCandidate {
  seq: number;
  companyRid: string;
  publicationDate: string;
}

/** How close the publications of a list's events must be (days, by their ISO dates' order). */
const WINDOW_DAYS = 45;

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/**
 * Groups of two to four candidates published within a few days of each other, each about a
 * different company, in publication order. Candidates left alone stay ordinary notices.
 */
export function groupGreffeLists(random: Random, candidates: readonly ListCandidate[]): ListCandidate[][] {
  const sorted = [...candidates].sort((a, b) => (a.publicationDate < b.publicationDate ? -1 : a.publicationDate > b.publicationDate ? 1 : a.seq - b.seq));
  const groups: ListCandidate[][] = [];
  let i = 0;
  while (i < sorted.length) {
    const first = sorted[i]!;
    const target = random.int(2, 4);
    const group = [first];
    let j = i + 1;
    while (j < sorted.length && group.length < target && daysBetween(first.publicationDate, sorted[j]!.publicationDate) <= WINDOW_DAYS) {
      if (!group.some((g) => g.companyRid === sorted[j]!.companyRid)) group.push(sorted[j]!);
      j += 1;
    }
    if (group.length >= 2) groups.push(group);
    i = group.length >= 2 ? sorted.indexOf(group.at(-1)!) + 1 : i + 1;
  }
  return groups;
}
