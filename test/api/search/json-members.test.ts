import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonMembers, scanMembers, type JsonMember } from '../../../api/search/json-members.ts';

function run(steps: Generator<void, JsonMember[]>): JsonMember[] {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** What a member list says the text holds, parsed member by member. */
function decode(text: string, members: JsonMember[]): unknown {
  const values = members.map((m) => [m.key, JSON.parse(text.slice(m.start, m.end)) as unknown] as const);
  return members.length > 0 && members[0]!.key === null ? values.map(([, v]) => v) : Object.fromEntries(values);
}

describe('reading a large JSON document member by member', () => {
  it('finds the members of objects and arrays with strings that hold quotes, escapes and brackets', () => {
    const text = ' { "a" : "x\\"}]" , "b\\u00e9":[1, {"c": "]"}] ,"d":null,"e":-1.5e3 , "f":{} } ';
    const start = text.indexOf('{');
    const expected = JSON.parse(text) as unknown;
    expect(decode(text, [...jsonMembers(text, start)])).toEqual(expected);
    expect(decode(text, run(scanMembers(text, start, 3)))).toEqual(expected);
    expect([...jsonMembers('[]', 0)]).toEqual([]);
    expect(run(scanMembers('{}', 0))).toEqual([]);
  });

  it('agrees with JSON.parse on any object or array, whatever the chunk it pauses at', () => {
    fc.assert(
      fc.property(fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.jsonValue())), fc.integer({ min: 1, max: 64 }), fc.boolean(), (value, chunk, spaced) => {
        const text = JSON.stringify(value, null, spaced ? 1 : undefined);
        const expected = JSON.parse(text) as unknown;
        const direct = [...jsonMembers(text, 0)];
        const scanned = run(scanMembers(text, 0, chunk));
        expect(scanned).toEqual(direct);
        if (direct.length > 0) expect(decode(text, direct)).toEqual(expected);
        else expect(Object.keys(expected as object)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
