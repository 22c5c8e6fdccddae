import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_TYPE_BASE } from '../../api/problem.ts';
import { SERVED_PROBLEMS } from '../api/helpers/served-contract.ts';
import { webhookRoutes } from '../../webhooks/webhook-routes.ts';
import type { RawResponse } from '../api/helpers/http-request.ts';
import { startReceiver, startWebhookApi, type Receiver, type WebhookApi } from './webhook-harness.ts';

let api: WebhookApi;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  api = await startWebhookApi();
});
afterAll(async () => {
  await api.close();
  await receiver.close();
});

const RIDETS = ['1234567001', '7654321002'];

function expectProblem(res: RawResponse, status: number, code: string): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers['content-type']).toBe('application/problem+json');
  expect(res.json).toMatchObject({ status, code, type: `${PROBLEM_TYPE_BASE}${code}` });
  if (code in SERVED_PROBLEMS) expect(res.json.title).toBe(SERVED_PROBLEMS[code]!.title);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.text).not.toMatch(/Error:|\.ts:\d+/);
}

async function create(key: string, body: unknown = { url: receiver.url, ridets: RIDETS }): Promise<RawResponse> {
  return api.call('POST', '/v1/webhooks', { key, body });
}

describe('registration', () => {
  it('creates a subscription and returns its signing secret once', async () => {
    const res = await create(api.keys.equipe!, { url: receiver.url, ridets: ['7654321002', '1234567001', '1234567001'], description: ' Compta ' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`/v1/webhooks/${res.json.id}`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json).toMatchObject({
      url: receiver.url, ridets: RIDETS, description: 'Compta', statut: 'actif', desactivation: null, signature: true, evenements: ['annonce.created'],
    });
    expect(res.json.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const get = await api.call('GET', `/v1/webhooks/${res.json.id}`);
    expect(get.status).toBe(200);
    expect(get.json).not.toHaveProperty('secret');
    expect(get.json).toEqual({ ...res.json, secret: undefined });
  });

  it('gives pro keys unsigned subscriptions, at most five', async () => {
    const first = await create(api.keys.pro!);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ signature: false, secret: null });
    for (let i = 0; i < 4; i += 1) expect((await create(api.keys.pro!)).status).toBe(201);
    const sixth = await create(api.keys.pro!);
    expectProblem(sixth, 403, 'webhook_limit_reached');
    expect(sixth.json.detail).toContain('au plus 5');
    expectProblem(await api.call('POST', `/v1/webhooks/${first.json.id}/rotate-secret`, { key: api.keys.pro! }), 403, 'plan_forbidden');
  });

  it('caps an equipe key at the 100 subscriptions its plan declares, then refuses with webhook_limit_reached', async () => {
    const own = await startWebhookApi();
    try {
      const post = (key: string) => own.call('POST', '/v1/webhooks', { key, body: { url: receiver.url, ridets: RIDETS } });
      const made: string[] = [];
      for (let i = 0; i < 100; i += 1) {
        const res = await post(own.keys.equipe!);
        expect(res.status, res.text).toBe(201);
        made.push(res.json.id as string);
      }
      const over = await post(own.keys.equipe!);
      expectProblem(over, 403, 'webhook_limit_reached');
      expect(over.json.detail).toBe('L’offre equipe permet au plus 100 abonnements webhook par clé ; supprimez-en un (DELETE /v1/webhooks/{id}) ou demandez une offre au plafond plus élevé.');
      // Per key: another key of the same plan is not concerned; a deletion frees a place.
      expect((await post(own.keys.equipe2!)).status).toBe(201);
      expect((await own.call('DELETE', `/v1/webhooks/${made[0]}`, { key: own.keys.equipe! })).status).toBe(204);
      expect((await post(own.keys.equipe!)).status).toBe(201);
      expectProblem(await post(own.keys.equipe!), 403, 'webhook_limit_reached');
    } finally {
      await own.close();
    }
  });

  it('refuses sandbox and veille (403 plan_forbidden) and requests without a key (401)', async () => {
    for (const plan of ['sandbox', 'veille']) {
      expectProblem(await create(api.keys[plan]!), 403, 'plan_forbidden');
      expectProblem(await api.call('GET', '/v1/webhooks', { key: api.keys[plan]! }), 403, 'plan_forbidden');
    }
    const anonymous = await create(null as unknown as string);
    expectProblem(anonymous, 401, 'api_key_required');
    expectProblem(await api.call('GET', '/v1/webhooks', { key: null }), 401, 'api_key_required');
    expectProblem(await api.call('POST', '/v1/webhooks', { key: 'anc_live_nope', body: {} }), 401, 'invalid_api_key');
  });

  it('answers another key’s subscription with 404, never 403, on every route', async () => {
    const mine = (await create(api.keys.equipe!)).json.id as string;
    const [delivery] = (await api.state.listDeliveries(mine, { limit: 1, after: null, status: null })).items;
    const other = api.keys.equipe2!;
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/v1/webhooks/${mine}`],
      ['PATCH', `/v1/webhooks/${mine}`, { description: 'volé' }],
      ['DELETE', `/v1/webhooks/${mine}`],
      ['POST', `/v1/webhooks/${mine}/test`],
      ['GET', `/v1/webhooks/${mine}/deliveries`],
      ['POST', `/v1/webhooks/${mine}/rotate-secret`],
      ['POST', `/v1/webhooks/${mine}/deliveries/${delivery?.id ?? 'dlv_x'}/redeliver`],
    ];
    for (const [method, target, body] of attempts) expectProblem(await api.call(method, target, { key: other, body }), 404, 'webhook_not_found');
    expect((await api.call('GET', '/v1/webhooks', { key: other })).json.data).toEqual([]);
    expect((await api.call('GET', `/v1/webhooks/${mine}`)).status).toBe(200);
    expectProblem(await api.call('GET', '/v1/webhooks/wh_doesnotexist'), 404, 'webhook_not_found');
    expectProblem(await api.call('GET', '/v1/webhooks/%E2%80%A2'), 404, 'webhook_not_found');
  });
});

describe('validation', () => {
  it('lists every invalid field with a precise reason', async () => {
    const res = await create(api.keys.equipe!, {
      url: 'ftp://exemple.nc/x',
      ridets: ['1234567001', '1 234 567.001', 'abc', 1234567001],
      description: 'x'.repeat(501),
      ridet: '1234567001',
    });
    expectProblem(res, 400, 'invalid_body');
    const errors = Object.fromEntries((res.json.errors as Array<{ name: string; detail: string }>).map((e) => [e.name, e.detail]));
    expect(Object.keys(errors).sort()).toEqual(['description', 'ridet', 'ridets[1]', 'ridets[2]', 'ridets[3]', 'url']);
    expect(errors['ridets[1]']).toContain('vouliez-vous dire 1234567001');
    expect(errors.ridet).toContain('champ inconnu');
    expect(errors.url).toContain('https://');
  });

  it('requires url and ridets, at least one RIDET and at most 1 000 distinct', async () => {
    const missing = await create(api.keys.equipe!, {});
    expect((missing.json.errors as Array<{ name: string }>).map((e) => e.name).sort()).toEqual(['ridets', 'url']);
    expectProblem(await create(api.keys.equipe!, { url: receiver.url, ridets: [] }), 400, 'invalid_body');
    const many = Array.from({ length: 1001 }, (_, i) => String(1_000_000_000 + i));
    const tooMany = await create(api.keys.equipe!, { url: receiver.url, ridets: many });
    expectProblem(tooMany, 400, 'invalid_body');
    expect(tooMany.json.detail).toContain('au plus 1000');
    const thousand = await create(api.keys.equipe!, { url: receiver.url, ridets: [...many.slice(0, 1000), ...many.slice(0, 10)] });
    expect(thousand.status).toBe(201);
    expect(thousand.json.ridets).toHaveLength(1000);
  });

  it('refuses unreadable JSON, other media types and oversized bodies', async () => {
    expectProblem(await api.call('POST', '/v1/webhooks', { body: '{"url": ' }), 400, 'invalid_body');
    expectProblem(await api.call('POST', '/v1/webhooks', { body: '[1, 2]' }), 400, 'invalid_body');
    expectProblem(await api.call('POST', '/v1/webhooks'), 400, 'invalid_body');
    expectProblem(await api.call('POST', '/v1/webhooks', { body: 'url=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415, 'unsupported_media_type');
    const big = { url: receiver.url, ridets: Array.from({ length: 1000 }, (_, i) => `${String(1_000_000_000 + i)}`), description: 'x'.repeat(500), pad: 'y'.repeat(4000) };
    expectProblem(await create(api.keys.equipe!, big), 413, 'payload_too_large');
    expectProblem(await api.call('POST', '/v1/webhooks?x=1', { body: { url: receiver.url, ridets: RIDETS } }), 400, 'invalid_parameter');
  });

  it('answers 405 with the path’s methods', async () => {
    const res = await api.call('PUT', '/v1/webhooks', { body: {} });
    expectProblem(res, 405, 'method_not_allowed');
    expect(res.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    const item = await api.call('POST', '/v1/webhooks/wh_x', { body: {} });
    expect(item.headers.allow).toBe('GET, HEAD, PATCH, DELETE, OPTIONS');
    const preflight = await api.call('OPTIONS', '/v1/webhooks/wh_x/test', { key: null });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
  });
});

describe('managing subscriptions', () => {
  it('updates, pauses, resumes and deletes', async () => {
    const id = (await create(api.keys.enterprise!)).json.id as string;
    const patched = await api.call('PATCH', `/v1/webhooks/${id}`, { key: api.keys.enterprise!, body: { ridets: ['5555555001'], description: null } });
    expect(patched.json).toMatchObject({ ridets: ['5555555001'], description: null, statut: 'actif' });
    const paused = await api.call('PATCH', `/v1/webhooks/${id}`, { key: api.keys.enterprise!, body: { statut: 'desactive' } });
    expect(paused.json).toMatchObject({ statut: 'desactive', desactivation: { motif: 'Désactivé par son propriétaire (PATCH).' } });
    const resumed = await api.call('PATCH', `/v1/webhooks/${id}`, { key: api.keys.enterprise!, body: { statut: 'actif' } });
    expect(resumed.json).toMatchObject({ statut: 'actif', desactivation: null });
    expectProblem(await api.call('PATCH', `/v1/webhooks/${id}`, { key: api.keys.enterprise!, body: {} }), 400, 'invalid_body');
    expectProblem(await api.call('PATCH', `/v1/webhooks/${id}`, { key: api.keys.enterprise!, body: { statut: 'pause' } }), 400, 'invalid_body');
    const deleted = await api.call('DELETE', `/v1/webhooks/${id}`, { key: api.keys.enterprise! });
    expect(deleted.status).toBe(204);
    expectProblem(await api.call('GET', `/v1/webhooks/${id}`, { key: api.keys.enterprise! }), 404, 'webhook_not_found');
  });

  it('pages the key’s subscriptions with the feed’s cursor style', async () => {
    const key = api.keys.equipe2!;
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      api.clock.advance(1);
      ids.push((await create(key)).json.id as string);
    }
    const seen: string[] = [];
    let target: string | null = '/v1/webhooks?limit=2';
    while (target) {
      const page = await api.call('GET', target, { key });
      expect(page.status).toBe(200);
      seen.push(...(page.json.data as Array<{ id: string }>).map((s) => s.id));
      const next = page.json.pagination.next_cursor as string | null;
      if (next) expect(page.headers.link).toBe(`</v1/webhooks?limit=2&cursor=${next}>; rel="next"`);
      target = next ? `/v1/webhooks?limit=2&cursor=${next}` : null;
    }
    expect(seen).toEqual(ids);
    expectProblem(await api.call('GET', '/v1/webhooks?cursor=zz', { key }), 400, 'invalid_parameter');
    expectProblem(await api.call('GET', '/v1/webhooks?limit=0', { key }), 400, 'invalid_parameter');
    // A cursor of another list is refused, not silently misread.
    const first = await api.call('GET', '/v1/webhooks?limit=1', { key });
    expectProblem(await api.call('GET', `/v1/webhooks?cursor=${first.json.pagination.next_cursor}`), 400, 'invalid_parameter');
  });

  it('sends a test delivery now and reports the receiver’s status and time', async () => {
    const id = (await create(api.keys.equipe!)).json.id as string;
    receiver.requests.length = 0;
    receiver.respond = (_req, res) => {
      res.writeHead(202);
      res.end('ok');
    };
    const res = await api.call('POST', `/v1/webhooks/${id}/test`);
    expect(res.status).toBe(200);
    expect(res.json.resultat).toMatchObject({ succes: true, statut_http: 202, erreur: null });
    expect(res.json.livraison).toMatchObject({ evenement: 'webhook.test', statut: 'livree', tentatives: 1, historique: [{ numero: 1, statut_http: 202, succes: true }] });
    expect(receiver.requests).toHaveLength(1);
    expect(receiver.requests[0]!.headers['x-service-event']).toBe('webhook.test');
    expect(receiver.requests[0]!.headers['x-service-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(JSON.parse(receiver.requests[0]!.body)).toMatchObject({ event: 'webhook.test', webhook_id: id });

    receiver.respond = (_req, res) => {
      res.writeHead(500);
      res.end();
    };
    const failed = await api.call('POST', `/v1/webhooks/${id}/test`, { body: {} });
    expect(failed.json.resultat).toMatchObject({ succes: false, statut_http: 500, erreur: 'HTTP 500' });
    expect(failed.json.livraison.statut).toBe('abandonnee');
    expectProblem(await api.call('POST', `/v1/webhooks/${id}/test`, { body: { force: true } }), 400, 'invalid_body');
    const log = await api.call('GET', `/v1/webhooks/${id}/deliveries`);
    expect((log.json.data as Array<{ evenement: string }>).map((d) => d.evenement)).toEqual(['webhook.test', 'webhook.test']);
    receiver.respond = (_req, r) => {
      r.writeHead(204);
      r.end();
    };
  });

  it('answers a test of a subscription whose stored URL cannot be read with the failure, not a 500', async () => {
    const id = (await create(api.keys.equipe!)).json.id as string;
    // A row written by hand or by an older version: registration never stores such a URL.
    await api.state.updateSubscription(id, { url: 'http://[illisible/hooks' }, api.clock.now());
    const res = await api.call('POST', `/v1/webhooks/${id}/test`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.resultat).toMatchObject({ succes: false, statut_http: null, erreur: 'URL illisible' });
    expect(res.json.livraison).toMatchObject({ evenement: 'webhook.test', statut: 'abandonnee', tentatives: 1 });
  });

  it('validates the deliveries log’s parameters and a redelivery’s target', async () => {
    const id = (await create(api.keys.equipe!)).json.id as string;
    expectProblem(await api.call('GET', `/v1/webhooks/${id}/deliveries?statut=perdue`), 400, 'invalid_parameter');
    expectProblem(await api.call('GET', `/v1/webhooks/${id}/deliveries?limit=101`), 400, 'invalid_parameter');
    expectProblem(await api.call('POST', `/v1/webhooks/${id}/deliveries/dlv_nope/redeliver`), 404, 'delivery_not_found');
    expect((await api.call('GET', `/v1/webhooks/${id}/deliveries?statut=abandonnee&limit=5`)).json).toEqual({
      data: [], pagination: { limit: 5, next_cursor: null, has_more: false },
    });
  });

  it('covers every webhook route in these tests', () => {
    const covered = ['webhooks.create', 'webhooks.list', 'webhooks.get', 'webhooks.update', 'webhooks.delete', 'webhooks.test', 'webhooks.deliveries', 'webhooks.redeliver', 'webhooks.rotate-secret'];
    expect(webhookRoutes(null).filter((r) => r.id.startsWith('webhooks')).map((r) => r.id).sort()).toEqual(covered.sort());
  });
});

describe('SSRF rules', () => {
  let strict: WebhookApi;
  beforeAll(async () => {
    const names: Record<string, string[]> = {
      'hooks.client.example': ['93.184.216.34'],
      'sneaky.example': ['93.184.216.34', '127.0.0.1'],
      'metadata.example': ['169.254.169.254'],
      'intranet.example': ['10.1.2.3'],
      'v6.example': ['::1'],
      'mapped.example': ['::ffff:192.168.1.10'],
    };
    strict = await startWebhookApi({
      settings: { allowHttp: false, allowPrivateNetworks: false },
      resolveAll: async (hostname) => {
        const found = names[hostname];
        if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
        return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
      },
    });
  });
  afterAll(() => strict.close());

  const urlError = async (url: string): Promise<string> => {
    const res = await strict.call('POST', '/v1/webhooks', { body: { url, ridets: RIDETS } });
    expectProblem(res, 400, 'invalid_body');
    const errors = res.json.errors as Array<{ name: string; detail: string }>;
    expect(errors.map((e) => e.name)).toEqual(['url']);
    return errors[0]!.detail;
  };

  it('refuses http:// by default, and names that resolve to loopback, private or link-local addresses', async () => {
    expect(await urlError('http://hooks.client.example/x')).toContain('https:// attendu');
    const sneaky = await urlError('https://sneaky.example/x');
    expect(sneaky).toContain('adresse de bouclage');
    // What the name resolves to is not the client's business (it maps the internal network).
    expect(sneaky).not.toContain('127.0.0.1');
    expect(await urlError('https://intranet.example/x')).not.toContain('10.1.2.3');
    expect(await urlError('https://metadata.example/latest')).toContain('lien-local');
    expect(await urlError('https://intranet.example/x')).toContain('réseau privé');
    expect(await urlError('https://v6.example/x')).toContain('adresse de bouclage');
    expect(await urlError('https://mapped.example/x')).toContain('réseau privé');
    expect(await urlError('https://127.0.0.1/x')).toContain('adresse de bouclage');
    expect(await urlError('https://[::1]:8443/x')).toContain('adresse de bouclage');
    expect(await urlError('https://0x7f.1/x')).toContain('adresse de bouclage');
    expect(await urlError('https://nowhere.example/x')).toContain('ne se résout pas');
    expect(await urlError('https://user:pw@hooks.client.example/x')).toContain('identifiants');
    expect(await urlError('https://hooks.client.example/x#frag')).toContain('fragment');
    for (const host of ['[::127.0.0.1]', '[::7f00:1]', '[::a9fe:a9fe]', '[::ffff:0:7f00:1]', '[64:ff9b:1::7f00:1]', '[2002:7f00:1::]', '[fec0::1]']) {
      expect(await urlError(`https://${host}/x`), host).toMatch(/adresse de bouclage|adresse lien-local|réseau privé/);
    }
    expect(await urlError('https://hooks.client.example:6379/x')).toContain('port 6379');
    expect(await urlError('https://hooks.client.example:25/x')).toContain('port 25');
    expect((await strict.call('POST', '/v1/webhooks', { body: { url: 'https://hooks.client.example:8443/x', ridets: RIDETS } })).status).toBe(201);
    const ok = await strict.call('POST', '/v1/webhooks', { body: { url: 'https://hooks.client.example/annonces', ridets: RIDETS } });
    expect(ok.status).toBe(201);
    expect((await strict.call('PATCH', `/v1/webhooks/${ok.json.id}`, { body: { url: 'https://sneaky.example/x' } })).status).toBe(400);
  });
});
