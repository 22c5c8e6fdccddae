import { describe, expect, it } from 'vitest';
import { LineBlocks, type BlockSink } from '../../platform/line-blocks.ts';

/** A sink that records the blocks it is given and the flushes asked of it. */
function recorder(): BlockSink & { blocks: string[]; flushes: number; syncFlushes: number } {
  return {
    blocks: [],
    flushes: 0,
    syncFlushes: 0,
    write(block: string) {
      this.blocks.push(block);
      return true;
    },
    flush(callback?: (err?: Error) => void) {
      this.flushes += 1;
      callback?.();
    },
    flushSync() {
      this.syncFlushes += 1;
    },
  };
}

const line = (i: number) => `{"i":${String(i).padStart(4, '0')},"pad":"${'x'.repeat(80)}"}\n`; // 100 characters

describe('log lines gathered into blocks', () => {
  it('keeps lines until a block is full, then hands them over as one string, in order', () => {
    const sink = recorder();
    const blocks = new LineBlocks(sink, 1_000);
    for (let i = 0; i < 9; i++) blocks.write(line(i));
    // 900 characters: below the block, nothing handed over yet.
    expect(sink.blocks).toEqual([]);
    blocks.write(line(9));
    expect(sink.blocks).toEqual([Array.from({ length: 10 }, (_, i) => line(i)).join('')]);
    for (let i = 10; i < 25; i++) blocks.write(line(i));
    expect(sink.blocks).toHaveLength(2);
    expect(sink.blocks[1]).toBe(Array.from({ length: 10 }, (_, i) => line(10 + i)).join(''));
  });

  it('hands over what it holds at a flush, then lets the sink write', () => {
    const sink = recorder();
    const blocks = new LineBlocks(sink, 1_000);
    blocks.write(line(1));
    blocks.write(line(2));
    let done = false;
    blocks.flush(() => (done = true));
    expect(sink.blocks).toEqual([line(1) + line(2)]);
    expect(sink.flushes).toBe(1);
    expect(done).toBe(true);
    // Nothing held: a flush hands over no empty block.
    blocks.flush();
    expect(sink.blocks).toHaveLength(1);
  });

  it('hands over what it holds before a synchronous flush, as at the process’s exit', () => {
    const sink = recorder();
    const blocks = new LineBlocks(sink, 1_000);
    blocks.write(line(7));
    blocks.flushSync();
    expect(sink.blocks).toEqual([line(7)]);
    expect(sink.syncFlushes).toBe(1);
  });
});
