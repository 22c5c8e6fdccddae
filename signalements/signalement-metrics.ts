import { Counter, Gauge, type Registry } from 'prom-client';
import type { SignalementService } from './signalement-service.ts';

/**
 * The reports' series of GET /metrics: what this process received and refused since it
 * started, and the reports open, settled and rejected in the database (all instances), read at scrape time.
 */
export function registerSignalementMetrics(registry: Registry, service: SignalementService): void {
  const registers = [registry];
  new Counter({
    name: 'annonces_signalements_received_total',
    help: 'Reports from readers stored by this process since it started (API and form).',
    registers,
    collect() {
      this.reset();
      this.inc(service.counters.received);
    },
  });
  new Counter({
    name: 'annonces_signalements_refused_total',
    help: 'Reports refused by this process since it started, by reason (rate_limited: the client\'s hour, network_share: its network\'s day, full: too many open).',
    labelNames: ['reason'],
    registers,
    collect() {
      this.reset();
      this.inc({ reason: 'rate_limited' }, service.counters.refused.rate_limited);
      this.inc({ reason: 'network_share' }, service.counters.refused.network_share);
      this.inc({ reason: 'full' }, service.counters.refused.full);
    },
  });
  new Gauge({
    name: 'annonces_signalements',
    help: 'Reports in the database by state: ouvert (waiting for a person), traite (settled by a correction), rejete (an operator found nothing to correct).',
    labelNames: ['statut'],
    registers,
    async collect() {
      const counts = await service.store.counts();
      this.set({ statut: 'ouvert' }, counts.ouverts);
      this.set({ statut: 'traite' }, counts.traites);
      this.set({ statut: 'rejete' }, counts.rejetes);
    },
  });
}
