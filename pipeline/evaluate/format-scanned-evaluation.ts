/**
 * The printed-versus-scanned report: per field, the rate on the printed PDF's text layer, on its
 * scan read by OCR, and the difference; the OCR confidence; the texts OCR could not read; then
 * the scanned reading's full report (every miss), as `eval` prints it.
 */

import { formatEvaluation } from './format-evaluation.ts';
import type { ScannedEvaluation } from './scanned-evaluation.ts';

const LABELS: Readonly<Record<string, string>> = {
  type: 'type',
  ridet: 'ridet',
  rid: 'rid',
  date: 'date',
  denomination: 'dénomination',
  forme_juridique: 'forme juridique',
  dirigeants: 'dirigeants',
};

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

export function formatScannedEvaluation(result: ScannedEvaluation): string {
  const { printed, scanned } = result;
  const lines = [`Corpus imprimé puis numérisé : ${printed.texts} textes, ${printed.announcements} annonces attendues`, ''];
  lines.push(`${'champ'.padEnd(16)}${'imprimé'.padStart(10)}${'numérisé'.padStart(10)}${'écart'.padStart(10)}`);
  printed.fields.forEach((field, i) => {
    const other = scanned.fields[i]!;
    const delta = (other.rate - field.rate) * 100;
    lines.push(`${(LABELS[field.field] ?? field.field).padEnd(16)}${percent(field.rate).padStart(10)}${percent(other.rate).padStart(10)}${`${delta >= 0 ? '+' : ''}${delta.toFixed(1)}`.padStart(10)}`);
  });
  lines.push(
    `${'attributions erronées'.padEnd(16)} ${String(printed.wrongAttributions.length).padStart(9)}${String(scanned.wrongAttributions.length).padStart(10)}`,
    `${'quarantaines à tort'.padEnd(16)} ${String(printed.wronglyQuarantined).padStart(9)}${String(scanned.wronglyQuarantined).padStart(10)}`,
    '',
    `Confiance OCR moyenne (par texte, moyenne des mots) : ${result.meanConfidence === null ? '–' : result.meanConfidence.toFixed(3)}`,
  );
  const failed = result.readings.filter((r) => r.failure !== null);
  lines.push(failed.length === 0 ? 'Chaque numérisation a été lue.' : `Numérisations illisibles (${failed.length}) :`);
  for (const r of failed) lines.push(`- ${r.name} : ${r.failure}`);
  lines.push('', '— Lecture des numérisations, en détail —', '', formatEvaluation(scanned));
  return lines.join('\n');
}
