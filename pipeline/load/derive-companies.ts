import { listValue } from '@duckdb/node-api';
import type { Dirigeant } from '../model/announcement.js';
import type { Warehouse } from '../warehouse/warehouse.js';

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
}

export interface DirigeantPeriod {
  nom: string;
  prenoms: string | null;
  fonction: string;
  depuis: string | null;
  jusqu_au: string | null;
  announcement_id: string;
}

/**
 * A company record is derived from its announcements, replayed in (date, id) order: the latest
 * dénomination wins (a name change's new name, else the name the latest notice uses), earlier
 * names are kept as `anciennes_denominations`, and each officer's appointment opens a period
 * that a later removal (same person, same function, or any function when unspecified) closes.
 */
export function deriveCompany(rows: AnnouncementRow[]): CompanyRecord | null {
  const ordered = [...rows].sort((a, b) => (a.date === b.date ? a.id.localeCompare(b.id) : a.date.localeCompare(b.date)));
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  if (!first || !last) return null;
  let denomination = first.denomination;
  const names: string[] = [];
  const remember = (name: string | null) => {
    if (name && !names.some((n) => sameName(n, name))) names.push(name);
  };
  let forme: string | null = null;
  let capital: string | null = null;
  let siege: string | null = null;
  const periods: DirigeantPeriod[] = [];
  for (const row of ordered) {
    remember(row.ancienne_denomination);
    remember(row.denomination);
    denomination = row.nouvelle_denomination ?? row.denomination;
    remember(denomination);
    forme = row.forme_juridique ?? forme;
    capital = row.capital ?? capital;
    siege = row.siege ?? siege;
    for (const d of JSON.parse(row.dirigeants) as Dirigeant[]) {
      const open = periods.find(
        (p) => p.jusqu_au === null && sameName(p.nom, d.nom) && (d.action === 'cessation' || sameName(p.fonction, d.fonction)),
      );
      if (d.action === 'cessation') {
        if (open) open.jusqu_au = row.date;
        continue;
      }
      if (open) continue;
      periods.push({ nom: d.nom, prenoms: d.prenoms, fonction: d.fonction, depuis: row.date, jusqu_au: null, announcement_id: row.id });
    }
  }
  return {
    ridet: first.ridet,
    denomination,
    forme_juridique: forme,
    capital,
    siege,
    anciennes_denominations: names.filter((n) => !sameName(n, denomination)),
    premiere_annonce: first.date,
    derniere_annonce: last.date,
    nombre_annonces: ordered.length,
    dirigeants: periods,
  };
}

function sameName(a: string, b: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
  return fold(a) === fold(b);
}

/** Re-derives the company rows (and their officers) of the given ridets, or of all when null. */
export async function deriveCompanies(warehouse: Warehouse, ridets: Iterable<string> | null): Promise<number> {
  const list = ridets === null ? null : [...new Set(ridets)];
  if (list !== null && list.length === 0) return 0;
  const rows = await warehouse.all<AnnouncementRow>(
    `SELECT id, ridet, strftime(date, '%Y-%m-%d') AS date, type, denomination, forme_juridique, capital, siege,
            ancienne_denomination, nouvelle_denomination, dirigeants::VARCHAR AS dirigeants
     FROM announcements ${list === null ? '' : 'WHERE list_contains($1::VARCHAR[], ridet)'}
     ORDER BY ridet`,
    list === null ? [] : [listValue(list)],
  );
  const byRidet = new Map<string, AnnouncementRow[]>();
  for (const row of rows) {
    const group = byRidet.get(row.ridet) ?? [];
    group.push(row);
    byRidet.set(row.ridet, group);
  }
  await warehouse.transaction(async () => {
    if (list === null) {
      await warehouse.run('DELETE FROM companies');
      await warehouse.run('DELETE FROM dirigeants');
    } else {
      await warehouse.run('DELETE FROM companies WHERE list_contains($1::VARCHAR[], ridet)', [listValue(list)]);
      await warehouse.run('DELETE FROM dirigeants WHERE list_contains($1::VARCHAR[], ridet)', [listValue(list)]);
    }
    for (const group of byRidet.values()) {
      const company = deriveCompany(group);
      if (!company) continue;
      await warehouse.run(`INSERT INTO companies VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, [
        company.ridet, company.denomination, company.forme_juridique, company.capital, company.siege,
        JSON.stringify(company.anciennes_denominations), company.premiere_annonce, company.derniere_annonce,
        company.nombre_annonces,
      ]);
      for (const d of company.dirigeants) {
        await warehouse.run(`INSERT INTO dirigeants VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
          company.ridet, d.nom, d.prenoms, d.fonction, d.depuis, d.jusqu_au, d.announcement_id,
        ]);
      }
    }
  });
  return byRidet.size;
}
