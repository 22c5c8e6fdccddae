import { fold } from '../normalise/fold.ts';

/**
 * The kind of a collective procedure and the stage a court notice puts it at, read from the
 * notice's title and summary (accents and case folded). The company's `etat` says whether it is
 * in a procedure; this says which one and how far it went (docs/artefacts.md, "État").
 */
export const PROCEDURE_TYPES = ['sauvegarde', 'redressement_judiciaire', 'liquidation_judiciaire'] as const;
export type ProcedureType = (typeof PROCEDURE_TYPES)[number];

export const PROCEDURE_ETAPES = ['ouverture', 'plan_continuation', 'plan_cession', 'resolution_plan', 'conversion', 'cloture'] as const;
export type ProcedureEtape = (typeof PROCEDURE_ETAPES)[number];

export interface ProcedureStage {
  type: ProcedureType | null;
  etape: ProcedureEtape;
}

// A conversion names the procedure it leads to: 'conversion du redressement en liquidation judiciaire'.
const CONVERSION = /\bconver(?:sion|ti|tit)\b/;
const STAGES: ReadonlyArray<readonly [RegExp, ProcedureEtape]> = [
  [/\bcloture\b|\binsuffisance d'actifs?\b|\bextinction du passif\b/, 'cloture'],
  [/\bresolution du plan\b/, 'resolution_plan'],
  [CONVERSION, 'conversion'],
  [/\bplan de cession\b|\bcession (?:totale|partielle)? ?de l'entreprise\b/, 'plan_cession'],
  [/\bplan de (?:redressement|continuation|sauvegarde)\b|\bpar voie de continuation\b/, 'plan_continuation'],
];

// What a notice leads to is its kind: a conversion or a résolution of the plan names the
// redressement it ends and the liquidation it opens, so liquidation is looked for first.
function kindOf(text: string): ProcedureType | null {
  if (/\bliquidation judiciaire\b/.test(text)) return 'liquidation_judiciaire';
  if (/\bredressement judiciaire\b|\bplan de redressement\b/.test(text)) return 'redressement_judiciaire';
  if (/\bsauvegarde\b/.test(text)) return 'sauvegarde';
  return null;
}

/**
 * The stage a `procedure` notice puts its procedure at, and the procedure's kind when the text
 * names it (null when it does not: 'clôture pour insuffisance d'actif' alone).
 * @example
 * procedureStage('CONVERSION EN LIQUIDATION JUDICIAIRE', '…'); // { type: 'liquidation_judiciaire', etape: 'conversion' }
 */
export function procedureStage(titre: string, resume: string): ProcedureStage {
  const text = fold(`${titre}\n${resume}`).replace(/[’‘]/gu, "'");
  const etape = STAGES.find(([re]) => re.test(text))?.[1] ?? 'ouverture';
  return { type: kindOf(text), etape };
}
