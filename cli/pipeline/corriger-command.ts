import os from 'node:os';
import type { Config } from '../../platform/config.ts';
import { cancelCorrection, recordCorrection, type CorrectionResult } from '../../pipeline/corrections/correct-announcement.ts';
import { shownValue } from '../../pipeline/corrections/apply-corrections.ts';
import { CorrectionError, type CorrectableField, validateValues } from '../../pipeline/corrections/correction.ts';
import { acquireRunLock } from '../../pipeline/run/run-lock.ts';
import { openWarehouse } from '../../pipeline/warehouse/warehouse.ts';
import { SignalementError, settlementWords } from '../../signalements/signalement.ts';
import { openSignalementStore } from '../../signalements/state/open-signalement-store.ts';
import type { SignalementStore } from '../../signalements/state/signalement-store.ts';
import { webhookSettings } from '../../webhooks/webhook-settings.ts';
import { terminalJson } from '../terminal-text.ts';

export interface CorrigerOptions {
  annonceId: string;
  ridet?: string | undefined;
  type?: string | undefined;
  denomination?: string | undefined;
  capital?: string | undefined;
  siege?: string | undefined;
  /** The legal form (`forme_juridique`). */
  forme?: string | undefined;
  /** The activity the notice prints (`objet`). */
  objet?: string | undefined;
  /** The officers in the `--dirigeant` syntax (officer-syntax.ts); [] with --sans-dirigeants. */
  dirigeants?: string[] | undefined;
  /** Set with an officers' list too: it may not be combined with `--dirigeant`. */
  sansDirigeants?: boolean | undefined;
  raison: string;
  retirer: boolean;
  /** Withdraws the announcement's archived document from the API, not the announcement. */
  retirerDocument?: boolean | undefined;
  publier: boolean;
  /** The notice's date; with --publier, the date it is published with. */
  date?: string | undefined;
  annuler?: string | undefined;
  par?: string | undefined;
  /** A reader's report (pipeline revue) this correction settles: marked `traite` with its id. */
  signalement?: string | undefined;
  json: boolean;
}

/**
 * `pipeline corriger`: records an operator's correction in the warehouse and applies it at once
 * (docs/corrections.md); the next publish carries it. Takes the run lock: it writes the
 * warehouse and re-derives company records, as a run does. Exit 2 when the correction is
 * refused (bad value, unknown announcement or correction), with nothing written.
 */
export async function corrigerCommand(
  config: Config,
  options: CorrigerOptions,
  io: { out: (text: string) => void; err: (text: string) => void; now: () => Date },
): Promise<number> {
  const par = options.par?.trim() || config.settings.CORRECTIONS_OPERATOR || os.userInfo().username;
  const raison = options.raison.trim();
  try {
    if (raison === '') throw new CorrectionError('correction_invalide', '--raison vide : dire pourquoi');
    if (options.sansDirigeants && options.dirigeants !== undefined && options.dirigeants.length > 0) {
      throw new CorrectionError('correction_invalide', '--sans-dirigeants ne se combine pas avec --dirigeant');
    }
    const input = {
      ridet: options.ridet,
      type: options.type,
      denomination: options.denomination,
      // With --publier the date is the one the notice is published with, not a correction of a date read.
      date: options.publier ? undefined : options.date,
      capital: options.capital,
      siege: options.siege,
      forme_juridique: options.forme,
      dirigeants: options.dirigeants,
      objet: options.objet,
    };
    const fields = Object.values(input).some((v) => v !== undefined);
    if (options.annuler !== undefined && (fields || options.retirer)) {
      throw new CorrectionError('correction_invalide', '--annuler ne se combine ni avec --retirer ni avec des valeurs');
    }
    if (options.retirer && fields) throw new CorrectionError('correction_invalide', '--retirer ne se combine pas avec des valeurs : une annonce retirée n’est plus publiée');
    if (options.retirerDocument && (fields || options.retirer || options.publier || options.annuler !== undefined)) {
      throw new CorrectionError('correction_invalide', '--retirer-document ne se combine ni avec des valeurs, ni avec --retirer, --publier ou --annuler');
    }
    if (options.publier && (options.retirer || options.annuler !== undefined)) {
      throw new CorrectionError('correction_invalide', '--publier ne se combine ni avec --retirer ni avec --annuler');
    }
    const valeurs = validateValues(input);
    const publishedOn = options.publier && options.date !== undefined ? validateValues({ date: options.date }).date : undefined;
    if (options.signalement !== undefined && options.annuler !== undefined) throw new CorrectionError('correction_invalide', '--signalement ne se combine pas avec --annuler');
    const reports = options.signalement === undefined ? null : await openReport(config, options.signalement);
    try {
      const lock = await acquireRunLock(config.dataDir);
      try {
        const warehouse = await openWarehouse(config.warehousePath);
        try {
          const now = io.now();
          const result =
            options.annuler !== undefined
              ? await cancelCorrection(warehouse, { annonceId: options.annonceId, correctionId: options.annuler, raison, par, now })
              : await recordCorrection(warehouse, {
                  annonceId: options.annonceId,
                  action: options.publier ? 'publier' : options.retirer ? 'retirer' : options.retirerDocument ? 'retirer_document' : 'corriger',
                  valeurs,
                  date: publishedOn,
                  raison,
                  par,
                  now,
                });
          // The correction first: a crash in between leaves the report open (settled again by
          // hand), never closed without its correction.
          const settled = reports && options.signalement !== undefined ? await reports.settle(options.signalement, result.correction.id, now.getTime(), par) : null;
          if (settled && !settled.ok) io.err(`Attention : le signalement ${String(options.signalement)} a été clos entre-temps par une autre correction ; celle-ci est enregistrée.\n`);
          const report = settled?.ok ? settled.signalement : undefined;
          io.out(
            options.json
              ? `${terminalJson(report ? { ...result, signalement: report } : result)}\n`
              : `${formatResult(result, options.annuler !== undefined)}${report ? `Signalement ${report.id} clos (traite) par la correction ${result.correction.id}.\n` : ''}`,
          );
          return 0;
        } finally {
          warehouse.close();
        }
      } finally {
        lock.release();
      }
    } finally {
      await reports?.close();
    }
  } catch (error) {
    if (SignalementError.is(error)) {
      io.err(`Erreur [${error.code}] : ${error.message}\n`);
      return 2;
    }
    if (!CorrectionError.is(error)) throw error;
    io.err(`Erreur [${error.code}] : ${error.message}\n`);
    return 2;
  }
}

/** The report store, once the report is known to be open (checked before anything is written). */
async function openReport(config: Config, id: string): Promise<SignalementStore> {
  const store = await openSignalementStore(webhookSettings(config));
  const found = await store.get(id).catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  if (found === null || found.statut !== 'ouvert') {
    await store.close();
    throw found === null
      ? new SignalementError('signalement_not_found', `signalement inconnu ${JSON.stringify(id)} (pipeline revue les liste)`)
      : new SignalementError('signalement_already_settled', `le signalement ${id} est déjà clos (${settlementWords(found)})`);
  }
  return store;
}

function formatResult({ correction, finished }: CorrectionResult, cancelled: boolean): string {
  const what =
    correction.action === 'retirer'
      ? 'retrait de la publication'
      : correction.action === 'retirer_document'
        ? `retrait du document archivé ${correction.avant.raw_sha256} (l’API répond 410 à son adresse)`
        : correction.action === 'publier'
          ? `publication de l’entrée de quarantaine ${correction.avant.quarantaine} (${Object.entries(correction.valeurs).map(([champ, v]) => `${champ} ${shown(champ, v)}`).join(', ')})`
          : Object.entries(correction.valeurs)
            .map(([champ, apres]) => `${champ} ${shown(champ, correction.avant[champ as CorrectableField])} → ${shown(champ, apres)}`)
            .join(', ');
  const head = cancelled
    ? `Correction ${correction.id} annulée (${what}) pour l’annonce ${correction.annonce_id}, par ${correction.annulee_par ?? '?'}.`
    : `Correction ${correction.id} enregistrée pour l’annonce ${correction.annonce_id} : ${what}, par ${correction.par}.`;
  return [
    head,
    `Fiches d’entreprise recalculées : ${finished.companiesDerived}. Le prochain instantané publié la porte (pipeline run ou pipeline reparse).`,
    '',
  ].join('\n');
}

/** A value as the operator reads it: quoted, the officers in the `--dirigeant` syntax. */
function shown(champ: string, value: unknown): string {
  return JSON.stringify(typeof value === 'string' ? shownValue(champ as CorrectableField, value) : null);
}
