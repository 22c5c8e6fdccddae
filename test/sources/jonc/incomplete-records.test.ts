import { describe, expect, it } from 'vitest';
import { IncompleteRecords, MAX_INCOMPLETE_RUNS, type IncompleteRecord } from '../../../sources/jonc/incomplete-records.ts';
import { readWatermark } from '../../../sources/jonc/watermark.ts';

/** The list after one run that found `numero` incomplete again, from the list `before`. */
function afterRun(before: IncompleteRecord[], found: (records: IncompleteRecords) => void): IncompleteRecord[] {
  const records = new IncompleteRecords(before);
  found(records);
  return records.toState();
}

describe('the JONC’s list of incomplete Leginova records', () => {
  it('counts the runs that find a record incomplete, and forgets it once complete', () => {
    let list = afterRun([], (r) => r.stillIncomplete({ kind: 'numero', numero: '10601' }));
    expect(list).toEqual([{ kind: 'numero', numero: '10601', runs: 1 }]);
    list = afterRun(list, (r) => r.stillIncomplete({ kind: 'numero', numero: '10601' }));
    expect(list).toEqual([{ kind: 'numero', numero: '10601', runs: 2 }]);
    expect(afterRun(list, (r) => r.complete({ kind: 'numero', numero: '10601' }))).toEqual([]);
  });

  it('keeps a record a run did not reach (a failed request), as it was', () => {
    const before: IncompleteRecord[] = [{ kind: 'annee', annee: 2024, known: ['10600'], runs: 3 }];
    expect(afterRun(before, () => {})).toEqual(before);
  });

  it(`asks for a record at most ${MAX_INCOMPLETE_RUNS} runs, then no longer`, () => {
    let list: IncompleteRecord[] = [];
    let runs = 0;
    for (let night = 1; night <= MAX_INCOMPLETE_RUNS + 5 && (night === 1 || list.length > 0); night++) {
      list = afterRun(list, (r) => (runs = r.stillIncomplete({ kind: 'numero', numero: '2024-00008' })));
    }
    expect(runs).toBe(MAX_INCOMPLETE_RUNS);
    expect(list).toEqual([]);
  });

  it('is kept in the watermark state, which states written before it still match', () => {
    expect(readWatermark({ lastNumero: 10601, lastDate: '2024-03-07' })).toEqual({ lastNumero: 10601, lastDate: '2024-03-07' });
    const withList = { lastNumero: '2024-00008', lastDate: '2024-03-14', incomplete: [{ kind: 'annee', annee: 2024, known: ['10600', '10601'], runs: 2 }] };
    expect(readWatermark(withList)).toEqual(withList);
  });
});
