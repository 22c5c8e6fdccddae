import { describe, expect, it } from 'vitest';
import { listingFloor, readNewspaperState, triageListingPage } from '../../../sources/newspaper/index.ts';
import type { ListingItem } from '../../../sources/newspaper/index.ts';

const item = (adId: string, publicationDate: string | null): ListingItem => ({ url: `https://example.invalid/${adId}`, adId, publicationDate, category: null });

describe('newspaper watermark', () => {
  it('starts empty on a first run or an unknown state shape', () => {
    expect(readNewspaperState(null)).toEqual({ version: 1, newest: {}, pending: [] });
    expect(readNewspaperState({ lastSeen: 'x' })).toEqual({ version: 1, newest: {}, pending: [] });
  });

  it('keeps valid dates and pending ads, drops what it cannot read', () => {
    const state = readNewspaperState({ version: 1, newest: { constitutions: '2024-06-25', broken: 'hier' }, pending: [{ url: 'u', adId: '1', category: null, publicationDate: null }, 42] });
    expect(state.newest).toEqual({ constitutions: '2024-06-25' });
    expect(state.pending).toHaveLength(1);
  });

  it('reads back a margin of days below the newest date seen, across month ends', () => {
    expect(listingFloor('2024-03-10', 14)).toBe('2024-02-25');
    expect(listingFloor(undefined, 14)).toBeNull();
  });

  it('reads every item and goes on when there is no watermark', () => {
    const items = [item('3', '2024-06-01'), item('2', '2020-01-01')];
    expect(triageListingPage(items, null)).toEqual({ fresh: items, goOn: true });
  });

  it('fetches items from the floor on (and undated ones) and stops on a page holding only older ads', () => {
    const mixed = [item('5', '2024-06-20'), item('4', null), item('3', '2024-06-01')];
    expect(triageListingPage(mixed, '2024-06-10')).toEqual({ fresh: [mixed[0], mixed[1]], goOn: true });
    expect(triageListingPage([item('2', '2024-05-01'), item('1', '2024-04-01')], '2024-06-10')).toEqual({ fresh: [], goOn: false });
  });

  it('keeps reading past an out-of-order page as long as it holds one ad at or above the floor', () => {
    const page = [item('9', '2024-01-01'), item('8', '2024-06-10')];
    expect(triageListingPage(page, '2024-06-10').goOn).toBe(true);
  });
});
