import type { Announcement, ParseOutcome } from '../model/announcement.js';
import { announcementId, sha256Hex } from '../model/ids.js';
import type { RawDocument } from '../../sources/source-adapter.js';
import type { Warehouse } from '../warehouse/warehouse.js';

export interface LoadCounts {
  /** Notices that became announcements (new or already known). */
  parsed: number;
  /** Announcements the warehouse did not have before. */
  new: number;
  quarantined: number;
  /** Quarantine entries that this outcome recovered (the same reference now parses). */
  recovered: number;
  /** Ridets whose company record must be derived again. */
  ridets: Set<string>;
}

export function emptyLoadCounts(): LoadCounts {
  return { parsed: 0, new: 0, quarantined: 0, recovered: 0, ridets: new Set() };
}

/** Records a fetched document (archive metadata) and the (source, url) it came from. */
export async function recordDocument(warehouse: Warehouse, doc: RawDocument, runId: string): Promise<void> {
  await warehouse.run(
    `INSERT INTO documents VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (sha256) DO NOTHING`,
    [doc.sha256, doc.source, doc.url, doc.contentType, doc.body.length, doc.fetchedAt, JSON.stringify(doc.meta), runId],
  );
  const requestedUrl = typeof doc.meta['requestedUrl'] === 'string' ? doc.meta['requestedUrl'] : doc.url;
  const etag = typeof doc.meta['etag'] === 'string' ? doc.meta['etag'] : null;
  const lastModified = typeof doc.meta['lastModified'] === 'string' ? doc.meta['lastModified'] : null;
  await warehouse.run(
    `INSERT INTO fetches VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (source, url) DO UPDATE SET sha256 = excluded.sha256, etag = excluded.etag,
       last_modified = excluded.last_modified, fetched_at = excluded.fetched_at`,
    [doc.source, requestedUrl, doc.sha256, etag, lastModified, doc.fetchedAt],
  );
}

/**
 * Loads one document's parse outcome. Idempotent: announcement ids derive from
 * (source, reference), so loading the same outcome again only refreshes `last_run_id`.
 */
export async function loadOutcome(
  warehouse: Warehouse,
  doc: Pick<RawDocument, 'source' | 'url' | 'sha256' | 'fetchedAt'>,
  outcome: ParseOutcome,
  runId: string,
  counts: LoadCounts,
): Promise<void> {
  await warehouse.transaction(async () => {
    for (const notice of outcome.notices) {
      const announcement: Announcement = {
        ...notice,
        id: announcementId(doc.source, notice.reference),
        source: doc.source,
        source_url: doc.url,
        fetched_at: doc.fetchedAt,
        raw_sha256: doc.sha256,
      };
      const existing = await warehouse.all<{ id: string }>(`SELECT id FROM announcements WHERE id = $1`, [announcement.id]);
      if (existing.length === 0) counts.new += 1;
      await upsertAnnouncement(warehouse, announcement, runId);
      counts.parsed += 1;
      counts.ridets.add(announcement.ridet);
      const resolved = await warehouse.all<{ id: string }>(
        `UPDATE quarantine SET resolved_run_id = $1 WHERE source = $2 AND reference = $3 AND resolved_run_id IS NULL RETURNING id`,
        [runId, doc.source, notice.reference],
      );
      counts.recovered += resolved.length;
    }
    for (const entry of outcome.quarantined) {
      const id = sha256Hex(`${doc.source}\u0000${entry.reference}\u0000${doc.sha256}`).slice(0, 20);
      await warehouse.run(
        `INSERT INTO quarantine VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, NULL)
         ON CONFLICT (id) DO UPDATE SET reason = excluded.reason, detail = excluded.detail,
           extrait = excluded.extrait, last_run_id = excluded.last_run_id, resolved_run_id = NULL`,
        [id, doc.source, entry.reference, doc.sha256, doc.url, entry.reason, entry.detail, entry.extrait, runId],
      );
      counts.quarantined += 1;
    }
  });
}

async function upsertAnnouncement(warehouse: Warehouse, a: Announcement, runId: string): Promise<void> {
  await warehouse.run(
    `INSERT INTO announcements VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $21)
     ON CONFLICT (id) DO UPDATE SET
       ridet = excluded.ridet, ridet_luhn_valide = excluded.ridet_luhn_valide,
       denomination = excluded.denomination, type = excluded.type, titre = excluded.titre,
       resume = excluded.resume, date = excluded.date, forme_juridique = excluded.forme_juridique,
       capital = excluded.capital, siege = excluded.siege,
       ancienne_denomination = excluded.ancienne_denomination,
       nouvelle_denomination = excluded.nouvelle_denomination, dirigeants = excluded.dirigeants,
       texte = excluded.texte, source_url = excluded.source_url, fetched_at = excluded.fetched_at,
       raw_sha256 = excluded.raw_sha256, last_run_id = excluded.last_run_id`,
    [
      a.id, a.source, a.reference, a.ridet, a.ridet_luhn_valide, a.denomination, a.type, a.titre, a.resume,
      a.date, a.forme_juridique, a.capital, a.siege, a.ancienne_denomination, a.nouvelle_denomination,
      JSON.stringify(a.dirigeants), a.texte, a.source_url, a.fetched_at, a.raw_sha256, runId,
    ],
  );
}
