import type { FastifyInstance } from 'fastify';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

interface Family {
  name: string;
  metrics: { value?: string; labels?: Record<string, string> }[];
}

/**
 * How many images of `kind` (lib/images.ts `DRAWING_KINDS`) the server has drawn or decoded, as
 * its /metrics says (`cardvault_drawings_total`), read by an independent parser of Prometheus'
 * text format. `app` is a test app (asked through inject, from loopback) or a server's address.
 */
export async function drawingsOf(app: FastifyInstance | string, kind: string): Promise<number> {
  const text =
    typeof app === 'string'
      ? await fetch(`${app}/metrics`).then((response) => response.text())
      : (await app.inject({ method: 'GET', url: '/metrics' })).body;
  const families = parsePrometheusTextFormat(text) as Family[];
  const drawings = families.find((family) => family.name === 'cardvault_drawings_total');
  if (!drawings) throw new Error('cardvault_drawings_total is not in /metrics');
  return Number(drawings.metrics.find((metric) => metric.labels?.kind === kind)?.value ?? 0);
}
