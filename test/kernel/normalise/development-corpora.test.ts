import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatEvaluation, loadCorpus, type EvaluationReport } from '../../../pipeline/evaluate/index.ts';
import { evaluationOf } from './corpus-parses.ts';

// Both development corpora through `pipeline eval`: corpus 1 from its copy beside this test,
// corpus 2 from the shared folder beside the checkout (CI has a read-only copy of ../shared).
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const corpus1 = path.join(here, 'corpus');
const corpus2 = path.resolve(repoRoot, '..', 'shared', 'corpus2');

/**
 * Floors per field. The issue asks 97 % on every field; both corpora are read at 100 % today, so
 * the floors hold 99 % (at most one miss in corpus 2, none in corpus 1) to catch any regression.
 */
const FLOORS: Record<string, Record<string, number>> = {
  corpus1: { type: 0.99, ridet: 0.99, rid: 0.99, date: 0.99, denomination: 0.99, forme_juridique: 0.99, dirigeants: 0.99 },
  corpus2: { type: 0.99, ridet: 0.99, rid: 0.99, date: 0.99, denomination: 0.99, forme_juridique: 0.99, dirigeants: 0.99 },
};

describe.each([
  ['corpus1', corpus1],
  ['corpus2', corpus2],
])('the normaliser on the development %s', (name, dir) => {
  let report: EvaluationReport;
  beforeAll(async () => {
    if (!fs.existsSync(dir)) throw new Error(`${dir} is missing: the development corpora are expected in ../shared beside the checkout.`);
    report = await evaluationOf(dir);
    console.log(formatEvaluation(report).split('\nConfusion')[0]);
  });

  it('never publishes a notice under a wrong identifier, nor one the corpus quarantines', () => {
    expect(report.wrongAttributions).toEqual([]);
  });

  it('reaches its floor on every field', () => {
    for (const f of report.fields) expect({ field: f.field, rate: f.rate >= FLOORS[name]![f.field]! }).toEqual({ field: f.field, rate: true });
  });
});

// Generic words of company names: a name made only of them names nobody.
const GENERIC = new Set(
  'societe sarl sas sasu eurl sa sci snc selarl gie saeml sem scp scop sica sca et de du des la le les l d a au aux en holding groupe compagnie caledonienne caledonie nouvelle services service transports transport'.split(' '),
);
const foldName = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();

function productionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return productionFiles(p);
    return /\.(ts|md|json)$/.test(e.name) ? [p] : [];
  });
}

describe('no production file names a corpus text’s company or person', () => {
  it('finds no dénomination nor dirigeant of either corpus in kernel/ or pipeline/', async () => {
    const names = new Set<string>();
    for (const dir of [corpus1, corpus2]) {
      for (const c of await loadCorpus(dir)) {
        for (const e of c.expected) {
          for (const n of [e.denomination, ...e.dirigeants.map((d) => d.nom)]) {
            if (!n) continue;
            const folded = foldName(n);
            const words = folded.split(/[\s'’-]+/).filter(Boolean);
            if (folded.length < 6 || words.every((w) => GENERIC.has(w))) continue;
            names.add(folded);
          }
        }
      }
    }
    expect(names.size).toBeGreaterThan(300);
    // One pass of a pattern of every name over each file (a tenth of the CPU of 484 `includes`
    // a file); a file it matches is searched name by name, to list what it names.
    const anyName = new RegExp([...names].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
    const found: string[] = [];
    for (const file of [...productionFiles(path.join(repoRoot, 'kernel')), ...productionFiles(path.join(repoRoot, 'pipeline'))]) {
      const content = foldName(fs.readFileSync(file, 'utf8'));
      if (!anyName.test(content)) continue;
      for (const n of names) if (content.includes(n)) found.push(`${path.relative(repoRoot, file)}: ${n}`);
    }
    expect(found).toEqual([]);
  });
});
