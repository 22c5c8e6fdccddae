import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keptRender } from '../../../simulator/scans/index.ts';
import { tempFolder } from '../../helpers/temp-folder.ts';

/** A render that counts its calls: a call that did not count was read from the folder. */
function counted(bytes: string): { render: () => Promise<Buffer>; calls: () => number } {
  let calls = 0;
  return {
    render: () => {
      calls += 1;
      return Promise.resolve(Buffer.from(bytes));
    },
    calls: () => calls,
  };
}

const entries = (dir: string) => fs.readdirSync(dir).filter((f) => !f.startsWith('.'));

describe('keptRender (a render kept in the folder of the offline copies’ renders)', () => {
  it('renders once per folder: a second ask with the same inputs reads the same bytes back', async () => {
    const dir = tempFolder('kept-render-');
    const first = counted('%PDF-1 un');
    expect((await keptRender(dir, 'v1', ['issue', { numero: 1 }], first.render)).toString()).toBe('%PDF-1 un');
    const second = counted('%PDF-1 autre');
    expect((await keptRender(dir, 'v1', ['issue', { numero: 1 }], second.render)).toString()).toBe('%PDF-1 un');
    expect([first.calls(), second.calls()]).toEqual([1, 0]);
    expect(entries(dir)).toHaveLength(1);
  });

  it('keys an entry by its inputs and the version: another of either is a miss', async () => {
    const dir = tempFolder('kept-render-');
    await keptRender(dir, 'v1', ['issue', { numero: 1 }], counted('a').render);
    for (const [version, inputs] of [['v1', ['issue', { numero: 2 }]], ['v2', ['issue', { numero: 1 }]], ['v1', ['publication', { numero: 1 }]]] as const) {
      const other = counted('b');
      expect((await keptRender(dir, version, inputs, other.render)).toString()).toBe('b');
      expect(other.calls()).toBe(1);
    }
    expect(entries(dir)).toHaveLength(4);
  });

  it('takes a cut or damaged entry for a miss and replaces it', async () => {
    const dir = tempFolder('kept-render-');
    await keptRender(dir, 'v1', ['x'], counted('%PDF-1 le contenu rendu').render);
    const file = path.join(dir, entries(dir)[0]!);
    const whole = fs.readFileSync(file);
    const flipped = Buffer.from(whole);
    flipped[flipped.length - 2] = flipped[flipped.length - 2]! ^ 0xff;
    for (const damaged of [whole.subarray(0, whole.length - 3), flipped, Buffer.alloc(0)]) {
      fs.writeFileSync(file, damaged);
      const again = counted('%PDF-1 le contenu rendu');
      expect((await keptRender(dir, 'v1', ['x'], again.render)).toString()).toBe('%PDF-1 le contenu rendu');
      expect(again.calls()).toBe(1);
      expect(fs.readFileSync(file).equals(whole)).toBe(true);
    }
  });

  it('renders every time without a folder', async () => {
    const render = counted('c');
    await keptRender(null, 'v1', ['x'], render.render);
    await keptRender(null, 'v1', ['x'], render.render);
    expect(render.calls()).toBe(2);
  });
});
