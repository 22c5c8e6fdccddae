import { describe, expect, it } from 'vitest';
import { LOOKBACK_DAYS, WatermarkTracker, addDaysIso } from '../../../sources/province/index.ts';

describe('WatermarkTracker', () => {
  it('asks for everything on a first run and moves the watermark to the newest act fetched', () => {
    const tracker = new WatermarkTracker(null);
    expect(tracker.wants('2020-01-01')).toBe(true);
    tracker.queueAct('https://p/a.pdf', '1-2024/API', '2024-03-01');
    tracker.queueAct('https://p/b.pdf', '2-2024/API', '2024-04-02');
    expect(tracker.next()).toEqual({ watermark: '2024-04-02' });
  });

  it(`asks again only for acts published up to ${LOOKBACK_DAYS} days before the watermark`, () => {
    const tracker = new WatermarkTracker({ watermark: '2024-04-30' });
    expect(tracker.since).toBe(addDaysIso('2024-04-30', -LOOKBACK_DAYS));
    expect(tracker.wants('2024-04-16')).toBe(true);
    expect(tracker.wants('2024-04-15')).toBe(false);
  });

  it('queues the same act once, whatever URL lists it', () => {
    const tracker = new WatermarkTracker(null);
    expect(tracker.queueAct('https://p/a.pdf', '1-2024/API', '2024-03-01')).toBe(true);
    expect(tracker.queueAct('https://p/a.pdf?imprimer=1', '1-2024/API', '2024-03-01')).toBe(false);
  });

  it('holds the watermark before an act that failed, so the next run asks for it again', () => {
    const tracker = new WatermarkTracker(null);
    tracker.queueAct('https://p/a.pdf', '1-2024/API', '2024-03-01');
    tracker.queueAct('https://p/b.pdf', '2-2024/API', '2024-04-02');
    tracker.failed('https://p/a.pdf');
    expect(tracker.next()).toEqual({ watermark: '2024-02-29' });
  });

  it('keeps the old watermark when a listing page failed', () => {
    const tracker = new WatermarkTracker({ watermark: '2024-01-31' });
    tracker.queueAct('https://p/b.pdf', '2-2024/API', '2024-04-02');
    tracker.failed('https://p/liste?page=2');
    expect(tracker.next()).toEqual({ watermark: '2024-01-31' });
  });

  it('reports failures to the run as well as to itself', () => {
    const failed: string[] = [];
    const tracker = new WatermarkTracker({ watermark: '2024-01-31' });
    const ctx = tracker.wrap({ fail: (url: string) => failed.push(url) } as never);
    ctx.fail('https://p/liste', new Error('500'));
    expect(failed).toEqual(['https://p/liste']);
    expect(tracker.next()).toEqual({ watermark: '2024-01-31' });
  });
});
