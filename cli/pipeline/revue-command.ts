import type { Config } from '../../platform/config.js';
import { listQuarantine } from '../../pipeline/quarantine/list-quarantine.js';
import { openWarehouse, type Warehouse } from '../../pipeline/warehouse/warehouse.js';
import type { Signalement } from '../../signalements/signalement.js';
import { candidateIndex, formatCandidates, guessedType, publishedEntries, rankedCandidates, REVIEWABLE_REASONS, type RevueCandidat } from './revue-candidates.js';
import { openSignalementStore } from '../../signalements/state/open-signalement-store.js';
import { webhookSettings } from '../../webhooks/webhook-settings.js';

/**
 * Below this OCR confidence a published announcement is put in front of a person (docs/ocr.md:
 * nothing is quarantined on confidence; the scanned corpus reads at 0.93 on average).
 */
export const LOW_CONFIDENCE = 0.8;
/** At most this many items of each kind are listed (the oldest reports first). */
export const REVIEW_LIMIT = 200;

const EXTRACT_CHARS = 300;

export interface RevueSignalement {
  id: string;
  recu_le: string;
  annonce_id: string | null;
  ridet: string | null;
  champ: string;
  valeur_proposee: string | null;
  commentaire: string;
  origine: string;
  extrait: string | null;
  document_url: string | null;
  commande: string;
  /** The command that closes it without a correction (nothing to correct). */
  commande_rejet: string;
}

export interface RevueQuarantaine {
  id: string;
  source: string;
  reference: string;
  motif: string;
  detail: string;
  extrait: string | null;
  document_url: string;
  commande: string;
  /** The known companies the text points to, best first, each with its `corriger --publier` line. */
  candidats: RevueCandidat[];
}

export interface RevueConfiance {
  annonce_id: string;
  ridet: string;
  denomination: string;
  type: string;
  ocr_confiance: number;
  extrait: string;
  document_url: string;
  commande: string;
  /** The known companies the text points to; a `corriger --ridet` line for those it is not on. */
  candidats: RevueCandidat[];
}

export interface Revue {
  signalements: RevueSignalement[];
  quarantaine: RevueQuarantaine[];
  faible_confiance: RevueConfiance[];
}

const documentUrl = (sha256: string) => `/v1/documents/${sha256}`;
const extract = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, EXTRACT_CHARS);
const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The corriger option a report's champ maps to (autre needs reading); officers one `--dirigeant` each, in its syntax (docs/corrections.md). */
const OPTION_OF: Record<string, string> = { ridet: '--ridet', denomination: '--denomination', type: '--type', date: '--date', dirigeants: '--dirigeant' };

function reportCommand(s: Signalement): string {
  const target = s.annonce_id ?? '<annonce_id>';
  const option = OPTION_OF[s.champ];
  const value = option ? ` ${option} ${quoted(s.valeur_proposee ?? '<valeur>')}` : ' <--ridet|--type|--denomination|--retirer ...>';
  return `npm run pipeline -- corriger ${target}${value} --raison ${quoted('<raison>')} --signalement ${s.id}`;
}

async function announcementsOf(warehouse: Warehouse, ids: string[]): Promise<Map<string, { texte: string; raw_sha256: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await warehouse.all<{ id: string; texte: string; raw_sha256: string }>(
    `SELECT id, texte, raw_sha256 FROM announcements WHERE id IN (${ids.map((_, i) => `$${i + 1}`).join(', ')})`,
    ids,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** What needs a person: open reports, ambiguous notices and doubtful numbers in quarantine, low-confidence OCR readings. */
export async function collectRevue(config: Config): Promise<Revue> {
  const store = await openSignalementStore(webhookSettings(config));
  let open: Signalement[];
  try {
    open = await store.listOpen(REVIEW_LIMIT);
  } finally {
    await store.close();
  }
  const warehouse = await openWarehouse(config.warehousePath, { readOnly: true });
  try {
    const known = await announcementsOf(warehouse, [...new Set(open.flatMap((s) => (s.annonce_id ? [s.annonce_id] : [])))]);
    const signalements = open.map((s): RevueSignalement => {
      const annonce = s.annonce_id ? known.get(s.annonce_id) : undefined;
      return {
        id: s.id,
        recu_le: new Date(s.created_at).toISOString(),
        annonce_id: s.annonce_id,
        ridet: s.ridet,
        champ: s.champ,
        valeur_proposee: s.valeur_proposee,
        commentaire: s.commentaire,
        origine: s.origine,
        extrait: annonce ? extract(annonce.texte) : null,
        document_url: annonce ? documentUrl(annonce.raw_sha256) : null,
        commande: reportCommand(s),
        commande_rejet: `npm run pipeline -- signalement rejeter ${s.id} --raison ${quoted('<raison>')}`,
      };
    });
    const published = await publishedEntries(warehouse);
    const listed = (await Promise.all(REVIEWABLE_REASONS.map((reason) => listQuarantine(warehouse, { reason })))).flat().filter((q) => !published.has(q.id));
    const companies = await candidateIndex(warehouse);
    const quarantaine = listed.slice(0, REVIEW_LIMIT).map(
      (q): RevueQuarantaine => ({
        id: q.id,
        source: q.source,
        reference: q.reference,
        motif: q.reason,
        detail: q.detail,
        extrait: q.extrait,
        document_url: documentUrl(q.documentSha256),
        commande: `npm run pipeline -- corriger ${q.id} --publier --ridet <ridet> --type <type> --denomination ${quoted('<dénomination>')} --raison ${quoted('<raison>')}`,
        candidats: quarantineCandidates(companies, q),
      }),
    );
    const low = await warehouse.all<{ id: string; ridet: string; denomination: string; type: string; ocr_confiance: number; texte: string; raw_sha256: string }>(
      `SELECT id, ridet, denomination, type, ocr_confiance, texte, raw_sha256 FROM announcements
       WHERE ocr AND ocr_confiance IS NOT NULL AND ocr_confiance < $1 ORDER BY ocr_confiance, id LIMIT ${REVIEW_LIMIT}`,
      [LOW_CONFIDENCE],
    );
    const faible_confiance = low.map(
      (a): RevueConfiance => ({
        annonce_id: a.id,
        ridet: a.ridet,
        denomination: a.denomination,
        type: a.type,
        ocr_confiance: Number(a.ocr_confiance),
        extrait: extract(a.texte),
        document_url: documentUrl(a.raw_sha256),
        commande: `npm run pipeline -- corriger ${a.id} <--ridet|--type|--denomination ...> --raison ${quoted('<raison>')}`,
        candidats: rankedCandidates(companies, a.texte, (c) =>
          c.ridet === a.ridet ? null : `npm run pipeline -- corriger ${a.id} --ridet ${c.ridet} --raison ${quoted('<raison>')}`,
        ),
      }),
    );
    return { signalements, quarantaine, faible_confiance };
  } finally {
    warehouse.close();
  }
}

/**
 * A quarantined notice's candidates, each with the `--publier` line that attaches it: the type the
 * text names when the classifier can tell it, the date to give when none was read.
 */
function quarantineCandidates(companies: Awaited<ReturnType<typeof candidateIndex>>, q: { id: string; reason: string; extrait: string | null }): RevueCandidat[] {
  const type = q.reason === 'type_inconnu' || q.extrait === null ? null : guessedType(q.extrait);
  const date = q.reason === 'date_absente' ? ' --date <AAAA-MM-JJ>' : '';
  return rankedCandidates(
    companies,
    q.extrait,
    (c) => `npm run pipeline -- corriger ${q.id} --publier --ridet ${c.ridet} --type ${type ?? '<type>'} --denomination ${quoted(c.denomination)}${date} --raison ${quoted('<raison>')}`,
  );
}

export function formatRevue(revue: Revue): string {
  const lines: string[] = [];
  const total = revue.signalements.length + revue.quarantaine.length + revue.faible_confiance.length;
  if (total === 0) return 'Rien à relire : aucun signalement ouvert, aucune notice en quarantaine à trancher, aucune lecture OCR peu sûre.\n';
  lines.push(`Signalements ouverts : ${revue.signalements.length}`);
  for (const s of revue.signalements) {
    lines.push(`  ${s.id} · reçu le ${s.recu_le.slice(0, 10)} (${s.origine}) · ${s.annonce_id ? `annonce ${s.annonce_id}` : `RIDET ${s.ridet ?? '?'}`} · ${s.champ}${s.valeur_proposee ? ` → « ${s.valeur_proposee} »` : ''}`);
    lines.push(`    « ${s.commentaire} »`);
    if (s.extrait) lines.push(`    texte : « ${s.extrait} »`);
    if (s.document_url) lines.push(`    document : ${s.document_url}`);
    lines.push(`    ${s.commande}`, `    sinon : ${s.commande_rejet}`);
  }
  lines.push('', `Notices en quarantaine qu’une personne peut trancher : ${revue.quarantaine.length}`);
  for (const q of revue.quarantaine) {
    lines.push(`  ${q.id} · ${q.source} ${q.reference}`, `    ${q.detail}`);
    if (q.extrait) lines.push(`    texte : « ${q.extrait} »`);
    lines.push(`    document : ${q.document_url}`, `    ${q.commande}`);
    lines.push('    entreprises candidates :', ...formatCandidates(q.candidats));
  }
  lines.push('', `Lectures OCR peu sûres (confiance < ${LOW_CONFIDENCE}) : ${revue.faible_confiance.length}`);
  for (const a of revue.faible_confiance) {
    lines.push(`  ${a.annonce_id} · ${a.denomination} (${a.ridet}) · ${a.type} · confiance ${a.ocr_confiance.toFixed(3)}`, `    texte : « ${a.extrait} »`, `    document : ${a.document_url}`, `    ${a.commande}`);
    lines.push('    entreprises candidates :', ...formatCandidates(a.candidats));
  }
  return `${lines.join('\n')}\n`;
}

/** `pipeline revue [--json]`: reads the report store and the warehouse (read-only, beside a run). */
export async function revueCommand(config: Config, options: { json: boolean }, out: (text: string) => void): Promise<number> {
  const revue = await collectRevue(config);
  out(options.json ? `${JSON.stringify(revue, null, 2)}\n` : formatRevue(revue));
  return 0;
}
