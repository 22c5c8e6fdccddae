/** The cross-validation as a plain-text table (French labels): one row per writer group, then the mean. */

import { EVALUATED_FIELDS } from './compare.ts';
import type { CrossValidationReport } from './cross-validate.ts';

const SHORT: Readonly<Record<string, string>> = {
  type: 'type',
  ridet: 'ridet',
  rid: 'rid',
  date: 'date',
  denomination: 'dénom',
  forme_juridique: 'forme',
  dirigeants: 'dirig',
};

const pct = (rate: number): string => `${(rate * 100).toFixed(1)}`.padStart(6);

export function formatCrossValidation(report: CrossValidationReport): string {
  // The first column as wide as the longest group's name (a held-out folder's name is longer than a share letter).
  const width = Math.max(8, ...report.folds.map((f) => f.group.length + 1));
  const header = `${'groupe'.padEnd(width)}${'annonces'.padStart(9)}${EVALUATED_FIELDS.map((f) => SHORT[f]!.padStart(7)).join('')}${'attr.'.padStart(7)}${'quar.'.padStart(7)}`;
  const lines = [
    `Validation croisée par groupe de rédacteurs (${report.folds.length} groupes : chacun lu par un analyseur ajusté sur les autres)`,
    '',
    'Taux justes par champ, en % ; attr. = attributions erronées, quar. = mises en quarantaine à tort',
    header,
  ];
  for (const f of report.folds) {
    lines.push(`${f.group.padEnd(width)}${String(f.announcements).padStart(9)}${EVALUATED_FIELDS.map((field) => ` ${pct(f.rates[field])}`).join('')}${String(f.wrongAttributions).padStart(7)}${String(f.wronglyQuarantined).padStart(7)}`);
  }
  const m = report.mean;
  lines.push(
    `${'moyenne'.padEnd(width)}${''.padStart(9)}${EVALUATED_FIELDS.map((field) => ` ${pct(m.rates[field])}`).join('')}${pct(m.wrongRate).padStart(7)}${pct(m.quarantinedRate).padStart(7)}`,
    '',
    'Moyenne : sur les groupes (chacun compte une fois) ; attr. et quar. en % des annonces (quar. : des annonces à publier).',
  );
  return lines.join('\n');
}
