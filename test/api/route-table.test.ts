import { describe, expect, it } from 'vitest';
import { PATHS_REMEMBERED, RouteTable } from '../../api/route-table.ts';
import type { Route } from '../../api/route.ts';

const route = (id: string, template: string, methods?: string[]): Route =>
  ({ id, template, ...(methods ? { methods } : {}), handler: () => ({ status: 200, body: {} }) }) as unknown as Route;
const atom = route('entreprises.atom', '/v1/entreprises/{ridet}.atom');
const record = route('entreprises.get', '/v1/entreprises/{ridet}');
const list = route('entreprises.list', '/v1/entreprises');
const post = route('entreprises.post', '/v1/entreprises', ['POST']);
const page = route('page.entreprise', '/entreprises/{ridet}');
/** A string made from bytes, as node's parser gives a request's target. */
const fresh = (text: string) => Buffer.from(text, 'latin1').toString('latin1');

describe('RouteTable', () => {
  it('finds the routes of a path in list order, the same each time it is asked, pages only when no API route answers', () => {
    const table = new RouteTable([atom, record, list, post], [page]);
    for (let i = 0; i < 3; i++) {
      expect(table.candidates(fresh('/v1/entreprises/1000011001.atom'))).toEqual([atom, record]);
      expect(table.candidates(fresh('/v1/entreprises/1000011001'))).toEqual([record]);
      expect(table.candidates(fresh('/v1/entreprises'))).toEqual([list, post]);
      expect(table.candidates(fresh('/entreprises/1000011001'))).toEqual([page]);
      expect(table.candidates(fresh('/nulle-part'))).toEqual([]);
    }
  });

  it('remembers the routes of at most PATHS_REMEMBERED paths (paths come from clients)', () => {
    const table = new RouteTable([atom, record, list]);
    for (let i = 0; i < PATHS_REMEMBERED * 3; i++) expect(table.candidates(`/v1/entreprises/${i}`)).toEqual([record]);
    expect(table.remembered).toBeGreaterThan(0);
    expect(table.remembered).toBeLessThanOrEqual(PATHS_REMEMBERED);
  });
});
