import { listValue } from '@duckdb/node-api';
import { VARCHAR_LIST } from './load-outcome.ts';
import { companyInsert, officerInsert } from './company-columns.ts';
import type { Dirigeant } from '../../kernel/model/announcement.ts';
import type { Warehouse } from '../warehouse/warehouse.ts';
import { compareNames, personName, type PersonName } from './officer-identity.ts';
import { procedureStage } from '../../kernel/model/procedure-stage.ts';
import { fold } from '../../kernel/normalise/fold.ts';
import { EFFECT_PHRASES_SQL, effectiveDate } from './effective-date.ts';
import { identityDecisionsOn, rapprochement, replaceDecisions, type Rapprochement, type ReconciliationDecision } from '../reconcile/decision-store.ts';
import { chooseNames, type NameDecision } from '../reconcile/company-names.ts';

// Lists are bound with explicit types (node-api infers a list's type from its first item,
// which may be null). Rows per INSERT: large enough that statement overhead vanishes, small
// enough to keep one statement's bound values modest.
const INSERT_CHUNK = 10_000;

interface AnnouncementRow {
  id: string;
  ridet: string;
  date: string;
  type: string;
  denomination: string;
  forme_juridique: string | null;
  capital: string | null;
  siege: string | null;
  ancienne_denomination: string | null;
  nouvelle_denomination: string | null;
  dirigeants: string;
  /** What tells a dissolution or a liquidation apart from other court notices (mandatesEnded). */
  titre?: string;
  resume?: string;
  /** The date the notice says its changes take effect, when it says one (effective-date.ts). */
  effet?: string | null;
  /** Its name was read by OCR with doubtful words (company-names.ts). */
  nom_douteux?: boolean;
  /** The activity the notice prints (announcements.objet), when read. */
  objet?: string | null;
}

/** Where `date_creation` comes from: the constitution notice, or the first notice seen when none was published. */
export type DateCreationOrigine = 'avis_de_constitution' | 'premiere_annonce';

/** A RIDET of the same enterprise (RID) that notices name: an establishment seen. */
export interface Etablissement {
  ridet: string;
  /** The establishment's rank, the RIDET's last three digits. */
  rang: string;
  premiere_annonce: string;
  derniere_annonce: string;
  nombre_annonces: number;
}

export interface CompanyRecord {
  ridet: string;
  denomination: string;
  forme_juridique: string | null;
  capital: string | null;
  siege: string | null;
  anciennes_denominations: string[];
  premiere_annonce: string;
  derniere_annonce: string;
  nombre_annonces: number;
  dirigeants: DirigeantPeriod[];
  /** The reconciliation decisions that shaped the record (pipeline/reconcile/): identity, then names. */
  rapprochements: Rapprochement[];
  /** The name decisions, to record (reconciliation_decisions). */
  nameDecisions: NameDecision[];
  /** The activity the latest notice that prints one prints, and that notice. */
  objet: string | null;
  objet_annonce_id: string | null;
  /** The constitution notice's date of effect, else the first notice's date; which, and that notice. */
  date_creation: string;
  date_creation_origine: DateCreationOrigine;
  date_creation_annonce_id: string;
  /** The date of the notice that closed the liquidation (the company is struck off), and that notice. */
  date_radiation: string | null;
  date_radiation_annonce_id: string | null;
  /** The establishments of the enterprise seen, this one included (filled by deriveChunk; [] from deriveCompany alone). */
  etablissements: Etablissement[];
}

export interface DirigeantPeriod {
  nom: string;
  prenoms: string | null;
  fonction: string;
  /** The date the mandate took effect ('à compter du …'), else its notice's publication; null when the first notice naming this mandate is its end (the start was never published). */
  depuis: string | null;
  /** The publication date of the notice that opened the mandate (null with `depuis`): kept apart from the date of effect. */
  publie_le: string | null;
  jusqu_au: string | null;
  /** The publication date of the notice that closed it; null while it runs. */
  fin_publiee_le: string | null;
  /** The announcement that opened the mandate; null with `depuis`. */
  annonce_debut: string | null;
  /** The announcement that closed it (a departure, or a successor in a one-holder office); null while it runs. */
  annonce_fin: string | null;
}

/**
 * A company record is derived from its announcements, replayed in (date, id) order: its name
 * and former names are chosen from the evidence of all its notices (pipeline/reconcile/
 * company-names.ts: a spelling is not a former name, only a published change makes one), and
 * each officer's appointment opens a period
 * (a mandate) that a later departure of the same person closes (see `periodLeft` for when a
 * departure names "the same person"), as does the appointment of someone else to an office
 * that has one holder (`ONE_HOLDER`). A departure that closes nothing is a mandate whose start
 * was never published (`depuis` null), unless anyone the company has had may be that person.
 * A dissolution or a liquidation judiciaire ends the officers' mandates (mandatesEnded), and
 * a later appointment to any office but liquidator's never runs (kept, ended where it starts).
 * Closed periods are kept: they are the company's former officers (docs/pipeline.md, "Officers").
 */
export function deriveCompany(rows: AnnouncementRow[], decisions: readonly Rapprochement[] = []): CompanyRecord | null {
  const ordered = [...rows].sort((a, b) => (a.date === b.date ? a.id.localeCompare(b.id) : a.date.localeCompare(b.date)));
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  if (!first || !last) return null;
  let forme: string | null = null;
  let capital: string | null = null;
  let siege: string | null = null;
  const periods: DirigeantPeriod[] = [];
  // Every period with its holder's parsed name (`seen`), and those still running (`open`).
  const seen: OpenPeriod[] = [];
  const open: OpenPeriod[] = [];
  // The date a change takes effect when the notice gives it, else its publication: a notice
  // published weeks after the decision does not move the mandate's dates.
  const when = (row: AnnouncementRow) => row.effet ?? row.date;
  const close = (o: OpenPeriod, row: AnnouncementRow) => {
    o.period.jusqu_au = when(row);
    o.period.fin_publiee_le = row.date;
    o.period.annonce_fin = row.id;
    open.splice(open.indexOf(o), 1);
  };
  // The notice that ended the officers' mandates (a dissolution, a liquidation judiciaire): from
  // then on the liquidator runs the company, and an appointment to another office (a provincial
  // act naming a dissolved SEM's board) never takes effect.
  let woundUpBy: AnnouncementRow | null = null;
  let objet: AnnouncementRow | null = null;
  let struckOff: AnnouncementRow | null = null;
  for (const row of ordered) {
    if (row.objet) objet = row;
    forme = row.forme_juridique ?? forme;
    capital = row.capital ?? capital;
    siege = row.siege ?? siege;
    for (const d of JSON.parse(row.dirigeants) as Dirigeant[]) {
      const name = personName(d.nom, d.prenoms);
      if (d.action === 'cessation') {
        const left = periodLeft(open, name, d.fonction);
        if (left) {
          close(left, row);
          continue;
        }
        // Already closed (a republished departure, one named twice in a notice, a successor
        // appointed first), or too unsure to add anybody: nothing is added.
        if (seen.some((o) => compareNames(o.name, name) !== 'different')) continue;
        const period: DirigeantPeriod = {
          nom: d.nom, prenoms: d.prenoms, fonction: d.fonction, depuis: null, publie_le: null, jusqu_au: when(row), fin_publiee_le: row.date,
          annonce_debut: null, annonce_fin: row.id,
        };
        periods.push(period);
        seen.push({ period, name });
        continue;
      }
      // Appointed again to an office they hold (a renewal, a notice restating the officers).
      if (open.some((o) => sameName(o.period.fonction, d.fonction) && compareNames(o.name, name) === 'same')) continue;
      for (const replaced of replacedBy(open, name, d.fonction, row.id)) close(replaced, row);
      const period: DirigeantPeriod = {
        nom: d.nom, prenoms: d.prenoms, fonction: d.fonction, depuis: when(row), publie_le: row.date, jusqu_au: null, fin_publiee_le: null,
        annonce_debut: row.id, annonce_fin: null,
      };
      periods.push(period);
      seen.push({ period, name });
      if (woundUpBy !== null && !isLiquidator(d.fonction)) {
        // Kept, so the notice's appointment stays visible, as a mandate that never ran.
        period.jusqu_au = period.depuis;
        period.fin_publiee_le = woundUpBy.date;
        period.annonce_fin = woundUpBy.id;
        continue;
      }
      open.push({ period, name });
    }
    const ended = mandatesEnded(row);
    if (ended === 'all') struckOff = row;
    if (ended !== 'none') {
      woundUpBy ??= row;
      for (const o of [...open]) {
        if (o.period.annonce_debut === row.id || (ended === 'officers' && isLiquidator(o.period.fonction))) continue;
        close(o, row);
      }
    }
  }
  const names = chooseNames(ordered)!;
  const constitution = ordered.find((row) => row.type === 'creation');
  return {
    ridet: first.ridet,
    denomination: names.denomination,
    forme_juridique: forme,
    capital,
    siege,
    anciennes_denominations: names.anciennes_denominations,
    premiere_annonce: first.date,
    derniere_annonce: last.date,
    nombre_annonces: ordered.length,
    dirigeants: periods,
    rapprochements: [...decisions, ...names.decisions.map((d) => ({ ...d, sujet: 'denomination' as const }))],
    nameDecisions: names.decisions,
    objet: objet?.objet ?? null,
    objet_annonce_id: objet?.id ?? null,
    date_creation: constitution ? when(constitution) : first.date,
    date_creation_origine: constitution ? 'avis_de_constitution' : 'premiere_annonce',
    date_creation_annonce_id: (constitution ?? first).id,
    date_radiation: struckOff ? when(struckOff) : null,
    date_radiation_annonce_id: struckOff?.id ?? null,
    etablissements: [],
  };
}

interface OpenPeriod {
  period: DirigeantPeriod;
  name: PersonName;
}

/**
 * The open period a departure ends, or null when the text does not single one out. Closing the
 * wrong period hides a serving officer, leaving one open keeps a former officer listed: when
 * unsure, nothing is closed.
 * - In the departure's office: the holder with the same name (given names printed and equal);
 *   failing that, the only holder whose name may be the departing person's ('M. DUPONT', or
 *   'Manon SANCHEZ' for 'Manon, Agnès SANCHEZ'). A departure without given names always needs
 *   that single candidate, even when an officer's name was printed without given names too.
 * - When nobody in that office may be the departing person, and the departure prints given
 *   names: the one office that person (same name) holds. A departure's office is sometimes read
 *   from the neighbouring sentence ('démission de M. X' after 'Mme Y est nommée présidente').
 */
function periodLeft(open: readonly OpenPeriod[], name: PersonName, fonction: string): OpenPeriod | null {
  const inOffice = open
    .filter((o) => sameName(o.period.fonction, fonction))
    .map((o) => ({ o, match: compareNames(o.name, name) }))
    .filter((c) => c.match !== 'different');
  if (name.given.length > 0) {
    const same = inOffice.find((c) => c.match === 'same');
    if (same) return same.o;
  }
  if (inOffice.length === 1) return inOffice[0]!.o;
  if (inOffice.length > 1 || name.given.length === 0) return null;
  const elsewhere = open.filter((o) => compareNames(o.name, name) === 'same');
  return elsewhere.length === 1 ? elsewhere[0]! : null;
}

/**
 * Which mandates a notice ends by itself: a dissolution, or a court's liquidation judiciaire
 * (opening, conversion, résolution of the plan), ends the officers' (the liquidator runs the
 * company from then on, so liquidators and whoever the notice itself appoints stay); the closure
 * of a liquidation ends everyone's, the liquidator's too.
 */
function mandatesEnded(row: AnnouncementRow): 'none' | 'officers' | 'all' {
  const text = fold(`${row.titre ?? ''}\n${row.resume ?? ''}`);
  if (row.type === 'dissolution') return /\bcloture\b/.test(text) ? 'all' : 'officers';
  if (row.type !== 'procedure') return 'none';
  const stage = procedureStage(row.titre ?? '', row.resume ?? '');
  if (stage.type !== 'liquidation_judiciaire') return 'none';
  if (stage.etape === 'cloture') return 'all';
  return stage.etape === 'ouverture' || stage.etape === 'conversion' || stage.etape === 'resolution_plan' ? 'officers' : 'none';
}

function isLiquidator(fonction: string): boolean {
  return /liquidat/.test(fold(fonction));
}

/**
 * Offices a company has one holder of at a time: its président (SAS, SA's board) and its
 * directeur général. Gérants, directeurs généraux délégués, administrateurs, commissaires aux
 * comptes and liquidateurs may be several, so a new one replaces nobody without a departure.
 */
const ONE_HOLDER = ['président', 'directeur général'];

/**
 * The periods an appointment ends without a departure being published: in a one-holder office,
 * its holders, when none of them may be the appointee (a 'maybe' is left alone, as in
 * periodLeft) and they were not appointed by the same notice (a notice naming two holders of one
 * office is misread more likely than it is right).
 */
function replacedBy(open: readonly OpenPeriod[], name: PersonName, fonction: string, announcementId: string): OpenPeriod[] {
  if (!ONE_HOLDER.some((office) => sameName(office, fonction))) return [];
  const holders = open.filter((o) => sameName(o.period.fonction, fonction));
  if (holders.some((o) => compareNames(o.name, name) !== 'different' || o.period.annonce_debut === announcementId)) return [];
  return holders;
}

function sameName(a: string, b: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
  return fold(a) === fold(b);
}

/** RIDETs per query: the announcements of 10 000 companies (about 10^5 rows) in memory at a time. */
const DERIVE_CHUNK = 10_000;

/**
 * The version of the rules above. A warehouse whose companies were derived with older rules (or
 * before the version was recorded) has every company derived again at its next load
 * (finish-load.ts): a rule change reaches quiet companies too, not only those a run touches.
 * 2: former officers (closing announcement, unknown starts, one-holder offices).
 * 3: names chosen from the evidence of all notices, former names only from a change
 *    (company-names.ts); the reconciliation step's decisions published (rapprochements); a
 *    dissolution or a liquidation judiciaire ends the officers' mandates (mandatesEnded); a
 *    mandate starts and ends on the date the notice says it takes effect (effective-date.ts).
 * 4: no appointment but a liquidator's runs once the company is wound up; the publication dates
 *    of a mandate's notices kept beside its dates of effect (publie_le, fin_publiee_le); the
 *    company facts (objet, creation, radiation, establishments: company-facts.ts).
 */
export const DERIVATION_VERSION = 4;

/** Whether the companies were derived with rules older than these (migration 5 made the table). */
export async function derivationOutdated(warehouse: Warehouse): Promise<boolean> {
  const [row] = await warehouse.all<{ v: number | null }>(`SELECT max(version)::INTEGER AS v FROM derivation_version`);
  return (row?.v ?? 0) < DERIVATION_VERSION;
}

/**
 * Re-derives the company rows (and their officers) of the given ridets, or of all when null, in
 * one transaction; the announcements are read a chunk of ridets at a time. Deriving all records
 * the rules' version.
 */
export async function deriveCompanies(warehouse: Warehouse, ridets: Iterable<string> | null): Promise<number> {
  const list =
    ridets === null
      ? ((await warehouse.connection.runAndReadAll(`SELECT DISTINCT ridet FROM announcements ORDER BY ridet`)).getColumns()[0] ?? []) as string[]
      : await withSiblings(warehouse, [...new Set(ridets)]);
  if (list.length === 0 && ridets !== null) return 0;
  let derived = 0;
  await warehouse.transaction(async () => {
    if (ridets === null) {
      await warehouse.run('DELETE FROM companies');
      await warehouse.run('DELETE FROM dirigeants');
    }
    for (let i = 0; i < list.length; i += DERIVE_CHUNK) {
      const chunk = list.slice(i, i + DERIVE_CHUNK);
      const companies = await deriveChunk(warehouse, chunk);
      derived += companies.length;
      if (ridets !== null) {
        await warehouse.connection.run('DELETE FROM companies WHERE ridet = ANY($1)', [listValue(chunk)], [VARCHAR_LIST]);
        await warehouse.connection.run('DELETE FROM dirigeants WHERE ridet = ANY($1)', [listValue(chunk)], [VARCHAR_LIST]);
      }
      await insertCompanies(warehouse, companies);
      await recordNameDecisions(warehouse, chunk, companies);
    }
    if (ridets === null) {
      await warehouse.run('DELETE FROM derivation_version');
      await warehouse.run(`INSERT INTO derivation_version (version) VALUES (${DERIVATION_VERSION})`);
    }
  });
  return derived;
}

async function deriveChunk(warehouse: Warehouse, ridets: string[]): Promise<CompanyRecord[]> {
  // One JSON array per row: reading a DuckDB string costs a native call, so one per row instead
  // of one per column halves the cost of re-deriving every company (10^6 rows on a first load).
  // `ridet = ANY(list)` (a hash semi-join) rather than `list_contains(list, ridet)` (a list
  // function call per row): about 5x faster on a 300,000-row table.
  const reader = await warehouse.connection.runAndReadAll(
    `SELECT to_json([id, ridet, strftime(date, '%Y-%m-%d'), type, denomination, forme_juridique, capital, siege,
            ancienne_denomination, nouvelle_denomination, dirigeants::VARCHAR, titre, resume,
            to_json(regexp_extract_all(lower(texte), $2, 1))::VARCHAR,
            coalesce(ocr AND list_contains(json_extract_string(ocr_doutes, '$[*].champ'), 'denomination'), false)::VARCHAR, objet])
     FROM announcements WHERE ridet = ANY($1::VARCHAR[]) ORDER BY ridet`,
    [listValue(ridets), EFFECT_PHRASES_SQL],
  );
  type Tuple = [string, string, string, string, string, string | null, string | null, string | null, string | null, string | null, string, string, string, string, string, string | null];
  const byRidet = new Map<string, AnnouncementRow[]>();
  for (const json of reader.getColumns()[0] ?? []) {
    const t = JSON.parse(json as string) as Tuple;
    const row: AnnouncementRow = {
      id: t[0], ridet: t[1], date: t[2], type: t[3], denomination: t[4], forme_juridique: t[5], capital: t[6], siege: t[7],
      ancienne_denomination: t[8], nouvelle_denomination: t[9], dirigeants: t[10], titre: t[11], resume: t[12],
      effet: effectiveDate(JSON.parse(t[13]) as string[]),
      nom_douteux: t[14] === 'true',
      objet: t[15],
    };
    const group = byRidet.get(row.ridet);
    if (group) group.push(row);
    else byRidet.set(row.ridet, [row]);
  }
  const decisions = await identityDecisionsOn(warehouse, [...byRidet.keys()]);
  const establishments = await establishmentsOf(warehouse, [...byRidet.keys()]);
  const companies: CompanyRecord[] = [];
  for (const [ridet, group] of byRidet) {
    const company = deriveCompany(group, (decisions.get(ridet) ?? []).map(rapprochement));
    if (company) companies.push({ ...company, etablissements: establishments.get(ridet.slice(0, 7)) ?? [] });
  }
  return companies;
}

/** The establishments each RID of these RIDETs has in the notices, by rank (one query: RIDs may span chunks). */
async function establishmentsOf(warehouse: Warehouse, ridets: string[]): Promise<Map<string, Etablissement[]>> {
  const rids = [...new Set(ridets.map((r) => r.slice(0, 7)))];
  // A chunk whose notices all went (an unpublished correction) derives nothing: no list to bind.
  if (rids.length === 0) return new Map();
  const reader = await warehouse.connection.runAndReadAll(
    `SELECT to_json([ridet, strftime(min(date), '%Y-%m-%d'), strftime(max(date), '%Y-%m-%d'), count(*)::VARCHAR])
     FROM announcements WHERE substr(ridet, 1, 7) = ANY($1::VARCHAR[]) GROUP BY ridet ORDER BY ridet`,
    [listValue(rids)],
    [VARCHAR_LIST],
  );
  const byRid = new Map<string, Etablissement[]>();
  for (const json of reader.getColumns()[0] ?? []) {
    const [ridet, premiere, derniere, n] = JSON.parse(json as string) as [string, string, string, string];
    const list = byRid.get(ridet.slice(0, 7)) ?? [];
    list.push({ ridet, rang: ridet.slice(7), premiere_annonce: premiere, derniere_annonce: derniere, nombre_annonces: Number(n) });
    byRid.set(ridet.slice(0, 7), list);
  }
  return byRid;
}

/** The RIDETs given and every other establishment of their RIDs: a new establishment changes its siblings' records too. */
async function withSiblings(warehouse: Warehouse, ridets: string[]): Promise<string[]> {
  if (ridets.length === 0) return ridets;
  const reader = await warehouse.connection.runAndReadAll(
    `SELECT DISTINCT ridet FROM announcements WHERE substr(ridet, 1, 7) = ANY($1::VARCHAR[])`,
    [listValue([...new Set(ridets.map((r) => r.slice(0, 7)))])],
  );
  return [...new Set([...ridets, ...((reader.getColumns()[0] ?? []) as string[])])].sort();
}

/** The name decisions of the derived companies replace those of every notice of their RIDETs. */
async function recordNameDecisions(warehouse: Warehouse, ridets: string[], companies: CompanyRecord[]): Promise<void> {
  const ids = await warehouse.connection.runAndReadAll(`SELECT id FROM announcements WHERE ridet = ANY($1::VARCHAR[])`, [listValue(ridets)]);
  const decisions: ReconciliationDecision[] = companies.flatMap((c) =>
    c.nameDecisions.map((d) => ({ ...d, ridet: c.ridet, sujet: 'denomination' as const, candidats: [] })),
  );
  await replaceDecisions(warehouse, 'denomination', (ids.getColumns()[0] ?? []) as string[], decisions);
}

/** Companies and officers inserted with one statement per 10 000 rows (column-wise lists turned back into rows by unnest). */
async function insertCompanies(warehouse: Warehouse, companies: CompanyRecord[]): Promise<void> {
  const officers = companies.flatMap((c) => c.dirigeants.map((d) => ({ ridet: c.ridet, ...d })));
  for (let i = 0; i < companies.length; i += INSERT_CHUNK) {
    const insert = companyInsert(companies.slice(i, i + INSERT_CHUNK));
    await warehouse.connection.run(insert.sql, insert.values, insert.types);
  }
  for (let i = 0; i < officers.length; i += INSERT_CHUNK) {
    const insert = officerInsert(officers.slice(i, i + INSERT_CHUNK));
    await warehouse.connection.run(insert.sql, insert.values, insert.types);
  }
}
