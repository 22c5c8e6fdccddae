import type { Config } from '../../platform/config.js';
import { listQuarantine } from '../../pipeline/quarantine/list-quarantine.js';
import { openWarehouse, type Warehouse } from '../../pipeline/warehouse/warehouse.js';
import type { Signalement } from '../../signalements/signalement.js';
import { openSignalementStore } from '../../signalements/state/open-signalement-store.js';
import { webhookSettings } from '../../webhooks/webhook-settings.js';
import { oneLine, terminalJson } from '../terminal-text.js';

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
}

export interface Revue {
  signalements: RevueSignalement[];
  quarantaine: RevueQuarantaine[];
  faible_confiance: RevueConfiance[];
}

const documentUrl = (sha256: string) => `/v1/documents/${sha256}`;
const extract = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, EXTRACT_CHARS);
const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The corriger option a report's champ maps to, when it has one (dirigeants, date and autre need reading). */
const OPTION_OF: Record<string, string> = { ridet: '--ridet', denomination: '--denomination', type: '--type' };

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

/** What needs a person: open reports, ambiguous notices in quarantine, low-confidence OCR readings. */
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
    const quarantaine = (await listQuarantine(warehouse, { reason: 'sujet_ambigu' })).slice(0, REVIEW_LIMIT).map(
      (q): RevueQuarantaine => ({
        id: q.id,
        source: q.source,
        reference: q.reference,
        motif: q.reason,
        detail: q.detail,
        extrait: q.extrait,
        document_url: documentUrl(q.documentSha256),
        commande: `npm run pipeline -- corriger ${q.id} --publier --ridet <ridet> --type <type> --denomination ${quoted('<dénomination>')} --raison ${quoted('<raison>')}`,
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
      }),
    );
    return { signalements, quarantaine, faible_confiance };
  } finally {
    warehouse.close();
  }
}

/**
 * The review queue as text. Every value that came from a reader or a document goes through
 * oneLine (cli/terminal-text.ts): it cannot print a line of its own nor reorder one.
 */
export function formatRevue(revue: Revue): string {
  const lines: string[] = [];
  const total = revue.signalements.length + revue.quarantaine.length + revue.faible_confiance.length;
  if (total === 0) return 'Rien à relire : aucun signalement ouvert, aucune notice ambiguë en quarantaine, aucune lecture OCR peu sûre.\n';
  lines.push(`Signalements ouverts : ${revue.signalements.length}`);
  for (const s of revue.signalements) {
    const target = s.annonce_id ? `annonce ${oneLine(s.annonce_id)}` : `RIDET ${oneLine(s.ridet ?? '?')}`;
    lines.push(`  ${oneLine(s.id)} · reçu le ${s.recu_le.slice(0, 10)} (${oneLine(s.origine)}) · ${target} · ${oneLine(s.champ)}${s.valeur_proposee ? ` → « ${oneLine(s.valeur_proposee)} »` : ''}`);
    lines.push(`    « ${oneLine(s.commentaire)} »`);
    if (s.extrait) lines.push(`    texte : « ${oneLine(s.extrait)} »`);
    if (s.document_url) lines.push(`    document : ${oneLine(s.document_url)}`);
    lines.push(`    ${oneLine(s.commande)}`, `    sinon : ${oneLine(s.commande_rejet)}`);
  }
  lines.push('', `Notices en quarantaine, sujet ambigu : ${revue.quarantaine.length}`);
  for (const q of revue.quarantaine) {
    lines.push(`  ${oneLine(q.id)} · ${oneLine(q.source)} ${oneLine(q.reference)}`, `    ${oneLine(q.detail)}`);
    if (q.extrait) lines.push(`    texte : « ${oneLine(q.extrait)} »`);
    lines.push(`    document : ${oneLine(q.document_url)}`, `    ${oneLine(q.commande)}`);
  }
  lines.push('', `Lectures OCR peu sûres (confiance < ${LOW_CONFIDENCE}) : ${revue.faible_confiance.length}`);
  for (const a of revue.faible_confiance) {
    lines.push(
      `  ${oneLine(a.annonce_id)} · ${oneLine(a.denomination)} (${oneLine(a.ridet)}) · ${oneLine(a.type)} · confiance ${a.ocr_confiance.toFixed(3)}`,
      `    texte : « ${oneLine(a.extrait)} »`,
      `    document : ${oneLine(a.document_url)}`,
      `    ${oneLine(a.commande)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** `pipeline revue [--json]`: reads the report store and the warehouse (read-only, beside a run). */
export async function revueCommand(config: Config, options: { json: boolean }, out: (text: string) => void): Promise<number> {
  const revue = await collectRevue(config);
  out(options.json ? `${terminalJson(revue)}\n` : formatRevue(revue));
  return 0;
}
