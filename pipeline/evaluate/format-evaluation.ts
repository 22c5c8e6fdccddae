/**
 * A plain-text report: accuracy per field (wrong published values apart from quarantined
 * notices), the wrong attributions, the same per kind of text, the type confusion matrix, then
 * every miss.
 */

import type { EvaluationReport } from './evaluate-corpus.ts';

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
  lines.push(`${pad('champ', nameWidth)}  ${pad('justes', 9, true)}  ${pad('taux', 8, true)}  ${pad('faux publiés', 12, true)}  ${pad('en quarantaine', 14, true)}`);
  for (const f of report.fields) {
    lines.push(
      `${pad(FIELD_LABELS[f.field] ?? f.field, nameWidth)}  ${pad(`${f.correct}/${f.total}`, 9, true)}  ${pad(percent(f.rate), 8, true)}  ${pad(String(f.wrong), 12, true)}  ${pad(String(f.quarantined), 14, true)}`,
    );
  }
  const shownConfidence = (v: number | null): string => (v === null ? '–' : v.toFixed(2));
  if (report.fields.some((f) => f.confidence.right !== null || f.confidence.wrong !== null)) {
    lines.push('', 'Confiance moyenne des valeurs publiées (justes / fausses)');
    for (const f of report.fields) {
      lines.push(`${pad(FIELD_LABELS[f.field] ?? f.field, nameWidth)}  ${pad(shownConfidence(f.confidence.right), 6, true)}  ${pad(shownConfidence(f.confidence.wrong), 6, true)}`);
    }
  }
  lines.push(
    '',
    `Attributions erronées (publiées sous un autre identifiant, ou publiées au lieu d’être mises en quarantaine) : ${report.wrongAttributions.length}`,
    `Mises en quarantaine à tort (rien de publié) : ${report.wronglyQuarantined}`,
  );
  for (const w of report.wrongAttributions) {
    lines.push(`- ${w.name}${w.entry > 1 ? ` #${w.entry}` : ''} : attendu ${w.expected} | publié ${w.got}`);
  }

  const fieldShort: Readonly<Record<string, string>> = { type: 'type', ridet: 'ridet', rid: 'rid', date: 'date', denomination: 'dénom', forme_juridique: 'forme', dirigeants: 'dirig' };
  lines.push('', 'Par genre de texte (taux par champ ; attr. = attributions erronées, quar. = quarantaines à tort)');
  lines.push(`${pad('genre', 12)} ${pad('annonces', 8, true)} ${report.fields.map((f) => pad(fieldShort[f.field] ?? f.field, 7, true)).join(' ')} ${pad('attr.', 6, true)} ${pad('quar.', 6, true)}`);
  for (const k of report.kinds) {
    lines.push(
      `${pad(k.kind, 12)} ${pad(String(k.announcements), 8, true)} ${k.fields.map((f) => pad(`${Math.round(f.rate * 100)} %`, 7, true)).join(' ')} ${pad(String(k.wrongAttributions), 6, true)} ${pad(String(k.wronglyQuarantined), 6, true)}`,
    );
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
