/** A plain-text report: accuracy per field, the type confusion matrix, then every miss. */

import type { EvaluationReport } from './evaluate-corpus.js';

const FIELD_LABELS: Readonly<Record<string, string>> = {
  type: 'type',
  ridet: 'ridet (rang connu ou non)',
  rid: 'rid',
  date: 'date',
  denomination: 'dénomination',
  forme_juridique: 'forme juridique',
  dirigeants: 'dirigeants',
};

function pad(value: string, width: number, right = false): string {
  return right ? value.padStart(width) : value.padEnd(width);
}

function percent(rate: number): string {
  return `${(rate * 100).toFixed(1)} %`;
}

export function formatEvaluation(report: EvaluationReport): string {
  const lines: string[] = [];
  lines.push(`Corpus : ${report.texts} textes, ${report.announcements} annonces attendues`, '');

  const nameWidth = Math.max(...Object.values(FIELD_LABELS).map((l) => l.length));
  lines.push(`${pad('champ', nameWidth)}  ${pad('justes', 9, true)}  ${pad('taux', 8, true)}`);
  for (const f of report.fields) {
    lines.push(`${pad(FIELD_LABELS[f.field] ?? f.field, nameWidth)}  ${pad(`${f.correct}/${f.total}`, 9, true)}  ${pad(percent(f.rate), 8, true)}`);
  }

  const { labels, columns, counts } = report.confusion;
  const short = (l: string): string => l.slice(0, 5);
  const rowWidth = Math.max(...labels.map((l) => l.length), 'attendu \\ obtenu'.length);
  lines.push('', 'Confusion des types (lignes : attendu, colonnes : obtenu)');
  lines.push(`${pad('attendu \\ obtenu', rowWidth)} ${columns.map((c) => pad(short(c), 5, true)).join(' ')}`);
  for (const row of labels) {
    const cells = columns.map((c) => {
      const n = counts[row]?.[c] ?? 0;
      return pad(n === 0 ? '.' : String(n), 5, true);
    });
    lines.push(`${pad(row, rowWidth)} ${cells.join(' ')}`);
  }

  lines.push('', report.misses.length === 0 ? 'Aucune erreur.' : `Erreurs (${report.misses.length}) :`);
  for (const m of report.misses) {
    lines.push(`- ${m.name}${m.entry > 1 ? ` #${m.entry}` : ''} ${m.field} : attendu ${m.expected} | obtenu ${m.got}`);
  }
  if (report.extra.length > 0) {
    lines.push('', `Annonces en trop (${report.extra.length}) :`);
    for (const e of report.extra) lines.push(`- ${e.name} : ${e.got}`);
  }
  return lines.join('\n');
}
