import type { ParsedNotice } from '../kernel/model/announcement.ts';
import type { Warehouse } from '../pipeline/warehouse/warehouse.ts';
import { ANNOUNCEMENT_COLUMNS } from '../pipeline/warehouse/schema.ts';

/**
 * A large, synthetic but schema-valid corpus, generated inside DuckDB (`range(N)`): faster than
 * loading it through the pipeline (the warehouse-load benchmark measures that), so the publish
 * benchmark measures publishing alone. Company records are written by SQL in the shape `deriveCompanies`
 * would give them (latest name, one officer appointed by the creation notice), so re-deriving a
 * company later changes only what its new announcements change.
 */

export const BENCH_SOURCES = ['jonc', 'lnc', 'actunc', 'province-sud', 'province-nord', 'province-iles'];
const LATER_TYPES = ['capital', 'siege', 'statuts', 'nomination', 'cession', 'procedure', 'dissolution'];
// Words shared by many companies so that searches have realistic, non-unique hits.
export const NAME_WORDS_A = ['KAGOU', 'NIAOULI', 'LAGON', 'RECIF', 'TAMANOU', 'NAUTILE', 'BANIAN', 'CORAIL'];
export const NAME_WORDS_B = ['TRANSPORTS', 'BATIMENT', 'SERVICES', 'PECHE', 'MINES', 'IMMOBILIER', 'CONSEIL', 'NEGOCE'];
export const FIRST_DATE = '2016-01-01';
const SPAN_DAYS = 3650;
const TEXT = 'Aux termes d’un acte sous seing privé, il a été décidé de modifier les statuts de la société. ';

function sqlList(values: string[]): string {
  return `[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
}

export function companyRidet(index: number): string {
  return `${String(1_000_000 + index).padStart(7, '0')}001`;
}

export function companyName(index: number): string {
  return `${NAME_WORDS_A[index % NAME_WORDS_A.length]} ${NAME_WORDS_B[Math.floor(index / NAME_WORDS_A.length) % NAME_WORDS_B.length]} ${index}`;
}

/**
 * Inserts `announcements` rows spread over `companies` RIDETs (announcement i belongs to company
 * i mod companies; the first of each is its creation) and ten years of dates, oldest first,
 * then the matching `companies` and `dirigeants` rows.
 */
export async function populateCorpus(warehouse: Warehouse, sizes: { companies: number; announcements: number }): Promise<void> {
  const { companies: c, announcements: n } = sizes;
  if (n < c) throw new Error(`[bench] expected at least one announcement per company, got ${n} for ${c} companies`);
  const a = NAME_WORDS_A.length;
  const creationDirigeants = JSON.stringify([{ nom: 'DUPONT', prenoms: 'Jean', fonction: 'gérant', action: 'nomination' }]);
  await warehouse.run(`
    INSERT INTO announcements (${ANNOUNCEMENT_COLUMNS})
    SELECT
      substr(md5('bench-' || i::VARCHAR), 1, 20),
      source, 'bench-' || i::VARCHAR,
      lpad((1000000 + co)::VARCHAR, 7, '0') || '001', true,
      name, type,
      CASE WHEN type = 'creation' THEN 'Constitution de ' ELSE 'Modification : ' END || name,
      'Annonce ' || type || ' de la société ' || name || ', RIDET ' || lpad((1000000 + co)::VARCHAR, 7, '0') || '001.',
      DATE '${FIRST_DATE}' + CAST(floor(i * ${SPAN_DAYS}.0 / ${n}) AS INTEGER),
      'SARL', '1 000 000 F CFP', 'Nouméa', NULL, NULL,
      CASE WHEN type = 'creation' THEN '${creationDirigeants}' ELSE '[]' END::JSON,
      name || ' — ' || repeat('${TEXT.replace(/'/g, "''")}', 4),
      'https://bench.invalid/' || source || '/' || i::VARCHAR,
      TIMESTAMP '2026-01-01 00:00:00', repeat('0', 64), 'bench-run', 'bench-run'
    FROM (
      SELECT range AS i, range % ${c} AS co,
        ${sqlList(NAME_WORDS_A)}[1 + (range % ${c}) % ${a}] || ' ' ||
          ${sqlList(NAME_WORDS_B)}[1 + ((range % ${c}) // ${a}) % ${NAME_WORDS_B.length}] || ' ' || (range % ${c})::VARCHAR AS name,
        CASE WHEN range < ${c} THEN 'creation' ELSE ${sqlList(LATER_TYPES)}[1 + (range * 7919) % ${LATER_TYPES.length}] END AS type,
        ${sqlList(BENCH_SOURCES)}[1 + (range * 104729) % ${BENCH_SOURCES.length}] AS source
      FROM range(${n})
    )`);
  await warehouse.run(`
    INSERT INTO companies (ridet, denomination, forme_juridique, capital, siege, anciennes_denominations,
      premiere_annonce, derniere_annonce, nombre_annonces)
    SELECT ridet, arg_max(denomination, date), 'SARL', '1 000 000 F CFP', 'Nouméa', '[]'::JSON,
           min(date), max(date), count(*)::INTEGER
    FROM announcements GROUP BY ridet`);
  await warehouse.run(`
    INSERT INTO dirigeants (ridet, nom, prenoms, fonction, depuis, jusqu_au, annonce_debut)
    SELECT ridet, 'DUPONT', 'Jean', 'gérant', date, NULL, id FROM announcements WHERE type = 'creation'`);
}

const ALL_TYPES = ['creation', 'capital', 'siege', 'statuts', 'nomination', 'cession', 'procedure', 'dissolution'] as const;

/**
 * A night's notices as sources bring them: `count` notices dated `date`, types and sources
 * mixed (so most feeds get some), one in eight a creation of a new company (RIDETs after the
 * corpus's `companies`), the others about existing companies spread over the corpus.
 */
export function nightNotices(count: number, companies: number, date: string, tag: string): Array<{ source: string; notice: ParsedNotice }> {
  return Array.from({ length: count }, (_, k) => {
    const type = ALL_TYPES[k % ALL_TYPES.length]!;
    const index = type === 'creation' ? companies + Math.floor(k / ALL_TYPES.length) : (k * 7919) % companies;
    const name = type === 'creation' ? `NOUVELLE ${tag.toUpperCase()} ${k}` : companyName(index);
    return {
      source: BENCH_SOURCES[k % BENCH_SOURCES.length]!,
      notice: {
        reference: `${tag}-${k}`,
        ridet: companyRidet(index),
        ridet_luhn_valide: true,
        denomination: name,
        type,
        titre: `${type} : ${name}`,
        resume: `Annonce ${type} de ${name}.`,
        date,
        forme_juridique: 'SARL',
        capital: '1 000 000 F CFP',
        siege: 'Nouméa',
        ancienne_denomination: null,
        nouvelle_denomination: null,
        dirigeants: type === 'nomination' ? [{ nom: `MARTIN ${k}`, prenoms: 'Paul', fonction: 'gérant', action: 'nomination' }] : [],
        texte: `${name} — ${TEXT.repeat(4)}`,
      },
    };
  });
}
