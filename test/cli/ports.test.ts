import { describe, expect, it } from 'vitest';
import { loadCliConfig } from '../../cli/cli-config.js';
import { browsingSampleSitesPort, demoPorts, pipelineSampleSitesPort } from '../../cli/ports.js';

const config = (env: Record<string, string>) => loadCliConfig({ DATA_DIR: '/nonexistent-never-used', ...env });
const ports = (env: Record<string, string>) => {
  const planned = demoPorts(config(env));
  return [planned.api.port, planned.receiver.port, planned.sampleSites.port];
};

// Issue 22, item 4: the demo's ports follow PORT, the same from one start to the next, so the
// links (source_url) and the subscription a demo recorded keep answering after a restart.
describe('the demo’s ports', () => {
  it('are PORT, PORT+1 (receiver) and PORT+2 (sample sites) by default, whatever the start', () => {
    expect(ports({})).toEqual([8080, 8081, 8082]);
    expect(ports({ PORT: '9000' })).toEqual([9000, 9001, 9002]);
    expect(ports({ PORT: '9000' })).toEqual(ports({ PORT: '9000' }));
  });

  it('follow DEMO_WEBHOOK_PORT and SAMPLE_SITES_PORT when set (0: a free port for the sample sites)', () => {
    expect(ports({ DEMO_WEBHOOK_PORT: '7001', SAMPLE_SITES_PORT: '7002' })).toEqual([8080, 7001, 7002]);
    expect(ports({ SAMPLE_SITES_PORT: '0' })).toEqual([8080, 8081, 0]);
  });

  it('are refused when they collide or pass 65535, naming the settings', () => {
    expect(() => ports({ DEMO_WEBHOOK_PORT: '8080' })).toThrow('PORT et DEMO_WEBHOOK_PORT désignent le même port 8080');
    expect(() => ports({ PORT: '65535' })).toThrow('DEMO_WEBHOOK_PORT : PORT+1 = 65536 dépasse 65535');
    expect(ports({ PORT: '65535', DEMO_WEBHOOK_PORT: '7001', SAMPLE_SITES_PORT: '7002' })).toEqual([65535, 7001, 7002]);
  });

  it('are where npm run sample-sites serves, while a pipeline run takes a free port beside the demo', () => {
    expect(browsingSampleSitesPort(config({ PORT: '9000' })).port).toBe(9002);
    expect(pipelineSampleSitesPort(config({ PORT: '9000' })).port).toBe(0);
    expect(pipelineSampleSitesPort(config({ SAMPLE_SITES_PORT: '7002' })).port).toBe(7002);
  });

  // PORT=0 (any free port) is for `npm run serve`: nothing can be derived from it.
  it('are refused with PORT=0, which names no port to derive from; the sample sites take it when given their own', () => {
    expect(() => ports({ PORT: '0', DEMO_WEBHOOK_PORT: '7001', SAMPLE_SITES_PORT: '7002' })).toThrow('PORT : la démo a besoin d’un port fixe');
    expect(() => browsingSampleSitesPort(config({ PORT: '0' }))).toThrow('SAMPLE_SITES_PORT : vide, il vaut PORT+2, mais PORT=0 (un port libre) n’a pas de suivant ; donnez SAMPLE_SITES_PORT.');
    expect(browsingSampleSitesPort(config({ PORT: '0', SAMPLE_SITES_PORT: '7002' })).port).toBe(7002);
    expect(pipelineSampleSitesPort(config({ PORT: '0' })).port).toBe(0);
  });
});
