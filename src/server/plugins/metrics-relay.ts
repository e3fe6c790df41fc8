import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';

/*
 * /metrics in a cluster (WEB_CONCURRENCY > 1): the worker that gets the scrape asks the primary,
 * which gathers every worker's registry over the IPC channel (prom-client's AggregatorRegistry)
 * and answers with their sum. Kept apart from plugins/metrics.ts so the primary loads only this.
 */

const METRICS_REQUEST = 'cardvault:metrics-request';
const METRICS_ANSWER = 'cardvault:metrics-answer';

interface MetricsMessage {
  type: string;
  id: string;
  text?: string;
  error?: string;
}

const isMetricsMessage = (message: unknown): message is MetricsMessage =>
  typeof message === 'object' &&
  message !== null &&
  typeof (message as MetricsMessage).type === 'string' &&
  typeof (message as MetricsMessage).id === 'string';

/** A worker's scrape: the primary gathers every worker's registry and sums them. */
export function askPrimaryForClusterMetrics(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the primary process did not answer with the cluster metrics'));
    }, 5_000);
    const onMessage = (message: unknown) => {
      if (!isMetricsMessage(message) || message.type !== METRICS_ANSWER || message.id !== id)
        return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.text === undefined) reject(new Error(message.error ?? 'no cluster metrics'));
      else resolve(message.text);
    };
    process.on('message', onMessage);
    process.send?.({ type: METRICS_REQUEST, id });
  });
}

/**
 * In a cluster's primary: answers a worker's request for the cluster's metrics with the sum of
 * every worker's (prom-client asks each worker for its registry over the IPC channel).
 */
export function relayClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMetricsMessage(message) || message.type !== METRICS_REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text }),
      (error: unknown) =>
        worker.send({ type: METRICS_ANSWER, id: message.id, error: String(error) }),
    );
  });
}
