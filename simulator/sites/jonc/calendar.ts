import { createRandom, formatDateLong, type ProvincialAct, type SampleEvent, type SampleWorld } from '../../world/index.ts';
import { buildFiller, type FillerItem } from './filler.ts';
import { SECTION_ORDER, type ItemType, type SectionTitle } from './sections.ts';

export { SECTION_ORDER, type ItemType, type SectionTitle };

/** Issues dated on or after this day are on the JSON portal; earlier ones only in the HTML archive. */
export const PORTAL_FROM = '2022-07-01';
/**
 * From this day the JONC is electronic: every item is a JONC number of its own, `YYYY-NNNNN`
 * (`2026-00020`), read through `/api/jonc/{numero}/contenu`; before it, a portal issue has a
 * plain number (`10467`) and an analytic summary listing its items.
 */
export const ELECTRONIC_FROM = '2026-01-01';
/** The old archive still lists the portal's first issues (until this day, excluded), as the real one did for a while. */
export const ARCHIVE_UNTIL = '2022-07-15';
/** Number of the first issue of the sample world's timeline; numbering never restarts. */
export const FIRST_NUMERO = 10190;
/** The JONC was founded in 1855: 2024 is its 169th year. */
const FOUNDING_YEAR = 1855;

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;

/** One item of an issue, in print order. */
export interface IssueItem {
  /** Leginova's record id (`/api/publication-legale/{id}`, acte, association): portal and electronic items; null in the archive era. */
  id: number | null;
  /** The item's own JONC number `YYYY-NNNNN` (electronic items only, from ELECTRONIC_FROM). */
  numero: string | null;
  type: ItemType;
  section: SectionTitle;
  /** Portal `rubriqueJonc`. */
  rubrique: string;
  titre: string;
  /** Heading, blank line, body; '\n' between lines. */
  text: string;
  /** The world event printed here; for a list of judgments, its first entry. */
  event: SampleEvent | null;
  /** Every world event the item prints: one, or each entry of a list of judgments. */
  events: SampleEvent[];
  act: ProvincialAct | null;
}

export interface JoncIssue {
  numero: number;
  /** YYYY-MM-DD. */
  date: string;
  special: boolean;
  /** archive: old HTML pages only; portal: classic issue on Leginova; electronic: one JONC number per item. */
  format: 'archive' | 'portal' | 'electronic';
  items: IssueItem[];
}

export function frenchWeekday(isoDate: string): string {
  return WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()] as string;
}

/** `169e année – N° 10488 – Mardi 4 juin 2024` */
export function masthead(issue: Pick<JoncIssue, 'numero' | 'date' | 'special'>): string {
  const year = Number(issue.date.slice(0, 4));
  const day = frenchWeekday(issue.date);
  const label = issue.special ? `N° ${issue.numero} (numéro spécial)` : `N° ${issue.numero}`;
  return `${year - FOUNDING_YEAR}e année – ${label} – ${day.charAt(0).toUpperCase()}${day.slice(1)} ${formatDateLong(issue.date)}`;
}

function nextDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const cache = new WeakMap<SampleWorld, JoncIssue[]>();

/**
 * Every issue of the world's timeline, whatever the as-of date: issues never change once
 * published, so the offline site filters this list by date instead of rebuilding it. Tuesdays
 * and Thursdays, plus a special issue on some Wednesdays (acts only, no legal publications).
 * A notice goes into the first ordinary issue on or after its publication date, so the JONC
 * never shows anything before the world says it is published.
 */
export function joncIssues(world: SampleWorld): JoncIssue[] {
  const cached = cache.get(world);
  if (cached) return cached;
  const random = createRandom(world.seed).fork('jonc-calendar');
  const skeleton: Array<{ date: string; special: boolean }> = [];
  for (let day = world.from; day <= world.to; day = nextDay(day)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 2 || weekday === 4) skeleton.push({ date: day, special: false });
    else if (weekday === 3 && random.chance(0.08)) skeleton.push({ date: day, special: true });
  }
  const ordinary = skeleton.filter((s) => !s.special).map((s) => s.date);
  const all = skeleton.map((s) => s.date);
  // A list of judgments is one notice however many events it prints.
  const notices = new Map<string, SampleEvent[][]>();
  const lists = new Map<string, SampleEvent[]>();
  for (const event of world.events) {
    if (!event.channels.includes('JONC')) continue;
    const date = firstOnOrAfter(ordinary, event.publicationDate);
    if (!date) continue;
    const listed = event.list ? lists.get(event.list.key) : undefined;
    if (listed) {
      listed.push(event);
      continue;
    }
    const group = [event];
    if (event.list) lists.set(event.list.key, group);
    notices.set(date, [...(notices.get(date) ?? []), group]);
  }
  const acts = new Map<string, ProvincialAct[]>();
  for (const act of world.acts) {
    const date = firstOnOrAfter(all, act.publicationDate);
    if (date) acts.set(date, [...(acts.get(date) ?? []), act]);
  }
  const counters = new Map<string, number>();
  const recordIds = new Map<ItemType, number>();
  const issues = skeleton.map((s, index): JoncIssue => {
    const numero = FIRST_NUMERO + index;
    const filler = buildFiller(random.fork(`issue-${numero}`), s.date, s.special);
    const format = s.date >= ELECTRONIC_FROM ? 'electronic' : s.date >= PORTAL_FROM ? 'portal' : 'archive';
    const items: IssueItem[] = [
      ...filler.filter((f) => f.section === 'ACTES DU GOUVERNEMENT').map(fromFiller),
      ...(acts.get(s.date) ?? []).map((act): IssueItem => ({
        id: null, numero: null, type: 'ACTE', section: 'PROVINCES', rubrique: `Province ${act.province === 'Iles' ? 'des îles Loyauté' : act.province}`,
        titre: act.titre, text: act.text, event: null, events: [], act,
      })),
      ...filler.filter((f) => f.section === 'AVIS ET COMMUNICATIONS').map(fromFiller),
      ...(notices.get(s.date) ?? []).map((group): IssueItem => ({
        id: null, numero: null, type: 'PUBLICATION_LEGALE', section: 'PUBLICATIONS LÉGALES', rubrique: 'Publications légales',
        titre: group[0]!.heading, text: group[0]!.text, event: group[0]!, events: group, act: null,
      })),
      ...filler.filter((f) => f.section === 'DÉCLARATIONS D’ASSOCIATIONS').map(fromFiller),
    ];
    if (format !== 'archive') {
      const year = s.date.slice(0, 4);
      for (const item of items) {
        item.id = nextRecordId(recordIds, item.type);
        if (format !== 'electronic') continue;
        const n = (counters.get(year) ?? 0) + 1;
        counters.set(year, n);
        item.numero = `${year}-${String(n).padStart(5, '0')}`;
      }
    }
    return { numero, date: s.date, special: s.special, format, items };
  });
  cache.set(world, issues);
  return issues;
}

/** Where each kind of Leginova record id starts: separate tables, so the ranges never meet. */
const FIRST_RECORD_ID: Record<ItemType, number> = { ACTE: 41_000, PUBLICATION_LEGALE: 7_300, ASSOCIATION_FONDATION: 2_600 };

/**
 * Database ids as a real back office leaves them: growing, with gaps (deleted drafts), per
 * record kind. Deterministic from the running count, so adding a world event shifts only later ids.
 */
function nextRecordId(ids: Map<ItemType, number>, type: ItemType): number {
  const last = ids.get(type) ?? FIRST_RECORD_ID[type];
  const next = last + 1 + (last % 7 === 3 ? 2 : 0);
  ids.set(type, next);
  return next;
}

function fromFiller(f: FillerItem): IssueItem {
  return { id: null, numero: null, type: f.type, section: f.section, rubrique: f.rubrique, titre: f.titre, text: f.text, event: null, events: [], act: null };
}

function firstOnOrAfter(sortedDates: readonly string[], date: string): string | null {
  let lo = 0;
  let hi = sortedDates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sortedDates[mid] as string) < date) lo = mid + 1;
    else hi = mid;
  }
  return sortedDates[lo] ?? null;
}

export function legalItems(issue: JoncIssue): IssueItem[] {
  return issue.items.filter((i) => i.type === 'PUBLICATION_LEGALE');
}
