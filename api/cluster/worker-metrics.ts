import type { Registry } from 'prom-client';
import { isMessage, type IpcChannel } from './ipc-channel.ts';

export interface MetricsAskMessage {
  type: 'annonces:metrics';
  id: number;
}

export interface MetricsTextMessage {
  type: 'annonces:metrics-text';
  id: number;
  text: string | null;
  error: string | null;
}

export interface MetricsCollectMessage {
  type: 'annonces:metrics-collect';
  id: number;
}

export interface MetricsJsonMessage {
  type: 'annonces:metrics-json';
  id: number;
  metrics: unknown[] | null;
  error: string | null;
}

/** The primary could not gather every worker's series: /metrics answers 503 rather than a partial sum. */
export class ClusterMetricsError extends Error {
  readonly code = 'metrics_unavailable';
}

/**
 * An API worker's side of GET /metrics when several workers share the port: the worker that
 * receives the scrape asks the primary, which gathers every worker's series (this function's
 * answer to `annonces:metrics-collect`) and sums them (api/cluster/metrics-owner.ts). One
 * scrape thus reads the whole server, whichever worker the connection landed on.
 */
export function clusterMetrics(channel: IpcChannel, registry: Registry): { render(): Promise<string> } {
  let nextId = 0;
  const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  channel.on('message', (message) => {
    if (isMessage<MetricsCollectMessage>(message, 'annonces:metrics-collect')) {
      registry.getMetricsAsJSON().then(
        (metrics) => channel.send({ type: 'annonces:metrics-json', id: message.id, metrics, error: null } satisfies MetricsJsonMessage),
        (error: unknown) => channel.send({ type: 'annonces:metrics-json', id: message.id, metrics: null, error: String(error) } satisfies MetricsJsonMessage),
      );
      return;
    }
    if (!isMessage<MetricsTextMessage>(message, 'annonces:metrics-text')) return;
    const asked = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.text !== null) asked?.resolve(message.text);
    else asked?.reject(new ClusterMetricsError(message.error ?? 'metrics unavailable'));
  });
  return {
    render: () =>
      new Promise<string>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        channel.send({ type: 'annonces:metrics', id } satisfies MetricsAskMessage);
      }),
  };
}
