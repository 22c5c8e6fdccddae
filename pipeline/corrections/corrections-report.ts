import type { CorrectionsOutcome, RedundantCorrection } from './apply-corrections.ts';

/** What a run or reparse report says of the corrections (RunReport.corrections). */
export interface CorrectionsSummary {
  /** Announcements carrying a correction in force after the load. */
  applied: number;
  /** Corrections whose values the parse now reads by itself: kept, for an operator to look at. */
  redundant: RedundantCorrection[];
}

export function correctionsSummary(outcome: CorrectionsOutcome): CorrectionsSummary {
  return { applied: outcome.applied, redundant: outcome.redundant };
}

/** The run summary's lines (French): none when no correction is in force. */
export function formatCorrections(summary: CorrectionsSummary | undefined): string[] {
  if (summary === undefined || (summary.applied === 0 && summary.redundant.length === 0)) return [];
  return [
    `Corrections en vigueur : ${summary.applied} annonce(s)`,
    ...summary.redundant.map(
      (r) => `  Correction redondante ${r.correction_id} (annonce ${r.annonce_id}) : l’analyseur lit désormais la même valeur (${r.champs.join(', ')}) ; gardée, à annuler si elle n’a plus lieu d’être.`,
    ),
  ];
}
