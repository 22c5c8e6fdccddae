import { expect } from 'vitest';
import type { ParseOutcome } from '../../../kernel/model/announcement.ts';
import { actReference } from '../../../sources/province/index.ts';
import type { ProvincialAct } from '../../../simulator/world/index.ts';
import type { RawDocument } from '../../../sources/source-adapter.ts';
import type { CrawlResult } from '../crawl-harness.ts';

export interface ParsedDoc {
  doc: RawDocument;
  outcome: ParseOutcome;
}

/** Parsed documents by the act number their listing gave, without its 'n°' ('2024-10/API'). */
export async function parseByNumero(result: CrawlResult, parse: (doc: RawDocument) => Promise<ParseOutcome>): Promise<Map<string, ParsedDoc[]>> {
  const byNumero = new Map<string, ParsedDoc[]>();
  for (const doc of result.docs) {
    const numero = actReference(String(doc.meta['numero']));
    const list = byNumero.get(numero) ?? [];
    list.push({ doc, outcome: await parse(doc) });
    byNumero.set(numero, list);
  }
  return byNumero;
}

/**
 * Every act the site published is fetched once and parsed as the sample world wrote it: an
 * announcement with the world's RIDET, type, dénomination and directors, dated by its
 * publication, when the act changes a company it names by RIDET; a `hors_champ` quarantine when
 * it names one but only grants an aid or a permit; an empty outcome when it names none.
 */
export function expectActsAsWritten(acts: readonly ProvincialAct[], byNumero: Map<string, ParsedDoc[]>, unreadable: ReadonlySet<string>): void {
  expect([...byNumero.keys()].sort()).toEqual(acts.map((a) => actReference(a.numero)).sort());
  for (const act of acts) {
    const parsed = byNumero.get(actReference(act.numero)) ?? [];
    expect(parsed, act.numero).toHaveLength(1);
    if (unreadable.has(act.id)) continue;
    const { outcome } = parsed[0]!;
    if (act.ridet === null) {
      expect(outcome, act.numero).toEqual({ notices: [], quarantined: [] });
      continue;
    }
    if (act.expectedQuarantine) {
      expect(outcome.notices, act.numero).toEqual([]);
      expect(outcome.quarantined.map((q) => ({ reference: q.reference, reason: q.reason })), act.numero).toEqual([
        { reference: actReference(act.numero), reason: act.expectedQuarantine },
      ]);
      continue;
    }
    expect(outcome.quarantined, act.numero).toEqual([]);
    expect(outcome.notices.map((n) => ({ reference: n.reference, ridet: n.ridet, type: n.type, denomination: n.denomination, date: n.date, titre: n.titre, dirigeants: n.dirigeants })), act.numero).toEqual([
      {
        reference: actReference(act.numero),
        ridet: act.ridet,
        type: act.expectedType,
        denomination: act.denomination,
        date: act.publicationDate,
        titre: act.titre,
        dirigeants: act.dirigeants,
      },
    ]);
  }
}
