import { describe, expect, it } from 'vitest';
import { compileTemplate, RouteTemplateError } from '../../api/route-template.ts';

describe('compileTemplate', () => {
  it('matches a template without parameters exactly', () => {
    const m = compileTemplate('/v1/annonces');
    expect([m.match('/v1/annonces'), m.match('/v1/annonces/'), m.match('/v1/annoncesx')]).toEqual([{}, null, null]);
    expect(m.prefix).toBe('/v1/annonces');
  });

  it('reads one segment per parameter, possibly empty, still percent-encoded', () => {
    const m = compileTemplate('/v1/entreprises/{ridet}');
    expect(m.match('/v1/entreprises/1234567001')).toEqual({ ridet: '1234567001' });
    expect(m.match('/v1/entreprises/%2e%2e')).toEqual({ ridet: '%2e%2e' });
    expect(m.match('/v1/entreprises/')).toEqual({ ridet: '' });
    expect(m.match('/v1/entreprises/1/2')).toBeNull();
    expect(m.prefix).toBe('/v1/entreprises/');
  });

  it('matches literal text after a parameter inside a segment, dots included', () => {
    const m = compileTemplate('/v1/entreprises/{ridet}.atom');
    expect(m.match('/v1/entreprises/1234567001.atom')).toEqual({ ridet: '1234567001' });
    expect(m.match('/v1/entreprises/1234567001xatom')).toBeNull();
    expect(m.match('/v1/entreprises/a.b.atom')).toEqual({ ridet: 'a.b' });
  });

  it('names several parameters in order, and refuses empty ones when asked', () => {
    const m = compileTemplate('/v1/webhooks/{id}/deliveries/{delivery}/redeliver', { nonEmpty: true });
    expect(m.names).toEqual(['id', 'delivery']);
    expect(m.match('/v1/webhooks/wh_1/deliveries/dl_2/redeliver')).toEqual({ id: 'wh_1', delivery: 'dl_2' });
    expect(m.match('/v1/webhooks//deliveries/dl_2/redeliver')).toBeNull();
    expect(compileTemplate('/v1/exports/{snapshot}/{fichier}').match('/v1/exports//x')).toEqual({ snapshot: '', fichier: 'x' });
  });

  it('tests a path as match does, without building its parameters', () => {
    const paths = ['/v1/entreprises/1234567001', '/v1/entreprises/', '/v1/entreprises/1/2', '/v1/entreprises/1.atom', '/v1/annonces', '/v1/webhooks/wh_1/deliveries//redeliver'];
    for (const [template, nonEmpty] of [['/v1/entreprises/{ridet}', false], ['/v1/entreprises/{ridet}.atom', false], ['/v1/annonces', false], ['/v1/webhooks/{id}/deliveries/{delivery}/redeliver', true]] as const) {
      const m = compileTemplate(template, { nonEmpty });
      for (const path of paths) expect([template, path, m.test(path)]).toEqual([template, path, m.match(path) !== null]);
    }
  });

  it('refuses a malformed template when the table is built', () => {
    for (const template of ['v1/x', '/v1/{Id}', '/v1/{a}/{a}', '/v1/{a}{b}', '/v1/{a', '/v1/a}']) {
      expect(() => compileTemplate(template), template).toThrow(RouteTemplateError);
    }
  });
});
