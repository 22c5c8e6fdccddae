import type { WarehouseReads } from '../warehouse/warehouse-reads.ts';
import type { KnownCompany } from './candidate-companies.ts';

/** Every company the warehouse derived, with its former names, siège and officers (past ones too: a notice may name them). */
export async function knownCompanies(warehouse: WarehouseReads): Promise<KnownCompany[]> {
  const companies = await warehouse.all<{ ridet: string; denomination: string; anciennes: string; siege: string | null }>(
    `SELECT ridet, denomination, anciennes_denominations::VARCHAR AS anciennes, siege FROM companies ORDER BY ridet`,
  );
  const officers = await warehouse.all<{ ridet: string; nom: string; prenoms: string | null }>(
    `SELECT DISTINCT ridet, nom, prenoms FROM dirigeants ORDER BY ridet, nom, prenoms`,
  );
  const byCompany = new Map<string, Array<{ nom: string; prenoms: string | null }>>();
  for (const o of officers) byCompany.set(o.ridet, [...(byCompany.get(o.ridet) ?? []), { nom: o.nom, prenoms: o.prenoms }]);
  return companies.map((c) => ({
    ridet: c.ridet,
    denomination: c.denomination,
    anciennes_denominations: JSON.parse(c.anciennes) as string[],
    siege: c.siege,
    dirigeants: byCompany.get(c.ridet) ?? [],
  }));
}
