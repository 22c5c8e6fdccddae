import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { buildArtefacts } from '../../publish/artefacts/build-artefacts.ts';
import { publishWarehouse } from '../../publish/publish-warehouse.ts';
import { chooseSiteUrl, currentSiteUrl, snapshotSiteUrl } from '../../publish/site-url.ts';
import { openSnapshot } from '../../publish/snapshot/open-snapshot.ts';
import { publishSnapshot } from '../../publish/snapshot/publish-snapshot.ts';
import { MemoryStore } from '../../publish/store/memory-store.ts';
import { createTempWarehouse, fillApiFixture } from '../api/helpers/fixture-warehouse.ts';
import { memorySnapshot } from '../api/helpers/memory-snapshot.ts';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

async function fixtureWarehouse() {
  const temp = await createTempWarehouse();
  cleanups.push(() => temp.cleanup());
  await fillApiFixture(temp.warehouse, 40);
  return temp.warehouse;
}

async function ficheOf(store: MemoryStore, ridet: string): Promise<string> {
  const pointer = JSON.parse((await store.get('current'))!.toString('utf8')) as { snapshot: string };
  const snapshot = await openSnapshot(store, pointer.snapshot);
  return (JSON.parse((await snapshot.read(`entreprises/${ridet}.json`))!.toString('utf8')) as { fiche_url: string }).fiche_url;
}

describe('chooseSiteUrl', () => {
  it('prefers SITE_URL, then the parent snapshot, then the default', () => {
    expect(chooseSiteUrl({ configured: 'https://annonces.nc/', parent: 'http://localhost:8080', fallback: 'http://localhost:19001' }))
      .toEqual({ siteUrl: 'https://annonces.nc', from: 'SITE_URL' });
    expect(chooseSiteUrl({ configured: null, parent: 'http://localhost:8080', fallback: 'http://localhost:19001' }))
      .toEqual({ siteUrl: 'http://localhost:8080', from: 'parent' });
    expect(chooseSiteUrl({ configured: null, parent: null, fallback: 'http://localhost:19001' }))
      .toEqual({ siteUrl: 'http://localhost:19001', from: 'default' });
  });

  it('has no default with PORT=0 (any free port): a first publish then asks for SITE_URL, a later one keeps its parent’s', () => {
    expect(loadConfig({ PORT: '0' }).siteUrl).toBeNull();
    expect(() => chooseSiteUrl({ configured: null, parent: null, fallback: loadConfig({ PORT: '0' }).siteUrl })).toThrow(
      'SITE_URL : vide, et PORT=0 (un port libre) ne donne pas d’adresse au site pour une première publication ; donnez SITE_URL.',
    );
    expect(chooseSiteUrl({ configured: null, parent: 'https://annonces.nc', fallback: null })).toEqual({ siteUrl: 'https://annonces.nc', from: 'parent' });
  });
});

describe('the site URL of fiche_url is sticky across publishes', () => {
  it('a second publish with another PORT and no SITE_URL changes nothing', async () => {
    const warehouse = await fixtureWarehouse();
    const store = new MemoryStore();
    const first = await publishWarehouse({ warehouse, store, config: loadConfig({ PORT: '8080' }), runIds: ['run-1'] });
    expect(first).toMatchObject({ siteUrl: 'http://localhost:8080', siteUrlFrom: 'default' });
    expect(await ficheOf(store, '1234567001')).toBe('http://localhost:8080/entreprise.html?ridet=1234567001');

    const second = await publishWarehouse({ warehouse, store, config: loadConfig({ PORT: '19001' }), runIds: ['run-2'] });
    expect(second).toMatchObject({ unchanged: true, snapshotId: first.snapshotId, companiesChanged: 0, siteUrl: 'http://localhost:8080', siteUrlFrom: 'parent' });
    expect(await ficheOf(store, '1234567001')).toBe('http://localhost:8080/entreprise.html?ridet=1234567001');
  });

  it('changing SITE_URL is deliberate: every company is republished, and the new address sticks', async () => {
    const warehouse = await fixtureWarehouse();
    const store = new MemoryStore();
    await publishWarehouse({ warehouse, store, config: loadConfig({}), runIds: ['run-1'] });
    const moved = await publishWarehouse({ warehouse, store, config: loadConfig({ SITE_URL: 'https://annonces.nc' }), runIds: ['run-2'] });
    // 4 hand-written companies and 40 bulk ones: all of them.
    expect(moved).toMatchObject({ siteUrlFrom: 'SITE_URL', companiesChanged: 44, added: 0 });
    expect(await ficheOf(store, '1234567001')).toBe('https://annonces.nc/entreprise.html?ridet=1234567001');
    expect(await currentSiteUrl(store)).toBe('https://annonces.nc');

    const later = await publishWarehouse({ warehouse, store, config: loadConfig({ PORT: '3000' }), runIds: ['run-3'] });
    expect(later).toMatchObject({ unchanged: true, siteUrl: 'https://annonces.nc', siteUrlFrom: 'parent' });
  });

  it('reads the address of a snapshot published before site.json existed from its fiche_url', async () => {
    const warehouse = await fixtureWarehouse();
    const built = await memorySnapshot('20261121T020000Z', await buildArtefacts(warehouse, { siteUrl: 'https://ancien.example/annonces' }));
    built.files.delete('site.json');
    expect(await snapshotSiteUrl(built)).toBe('https://ancien.example/annonces');
  });

  it('has no address before the first publish', async () => {
    expect(await currentSiteUrl(new MemoryStore())).toBeNull();
    const store = new MemoryStore();
    const warehouse = await fixtureWarehouse();
    await publishSnapshot(store, { ...(await buildArtefacts(warehouse, { siteUrl: 'https://x.test' })), runIds: ['r'], codeVersion: 't' });
    expect(await currentSiteUrl(store)).toBe('https://x.test');
  });
});
