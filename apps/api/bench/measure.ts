import autocannon from 'autocannon';

/**
 * Drives autocannon with a URL per request (from a generator, so a workload varies) and keeps every response time
 * itself, because autocannon's summary has no p95. Figures are exact percentiles of the measured requests.
 */
export interface Measured {
  name: string;
  /** What was asked: a path, or a description of the mix. */
  what: string;
  rps: number;
  p50: number;
  p95: number;
  p97_5: number;
  p99: number;
  requests: number;
  /** Responses other than 2xx, plus connection errors and timeouts. */
  errors: number;
  /** The same figures for each kind of request in a mixed workload. */
  byKind: Measured[];
  /** How many of the errors answered each status. */
  errorStatuses: Record<number, number>;
}

export interface MeasureOptions {
  baseUrl: string;
  name: string;
  what: string;
  /**
   * The next request; `kind` groups the figures of a mixed workload (see Measured.byKind). `connection` is an object
   * of the connection's own, kept from one of its requests to the next (e.g. its session).
   */
  next: (connection: Record<string, unknown>) => {
    method?: 'GET' | 'POST';
    path: string;
    body?: string;
    headers?: Record<string, string>;
    kind?: string;
  };
  connections: number;
  seconds: number;
  /** A response status that does not count as an error (e.g. 429 when the point is to meet the limit). */
  accept?: (status: number) => boolean;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, at)] ?? 0) * 10) / 10;
}

function figures(
  name: string,
  what: string,
  latencies: number[],
  errors: number,
  seconds: number,
  errorStatuses: Record<number, number> = {},
): Measured {
  latencies.sort((a, b) => a - b);
  return {
    name,
    what,
    rps: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p97_5: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    errors,
    byKind: [],
    errorStatuses,
  };
}

export async function measure(options: MeasureOptions): Promise<Measured> {
  const latencies: number[] = [];
  const byKind = new Map<string, { latencies: number[]; errors: number; statuses: Record<number, number> }>();
  const statuses: Record<number, number> = {};
  let errors = 0;
  // autocannon hands the connection's context to onResponse just before it reports that response's time.
  let answeredKind: string | undefined;
  const accept = options.accept ?? ((status: number) => status >= 200 && status < 300);
  let finish!: (result: autocannon.Result) => void;
  let fail!: (error: unknown) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: options.baseUrl,
      connections: options.connections,
      duration: options.seconds,
      requests: [
        {
          setupRequest: (request, context) => {
            const next = options.next(context as Record<string, unknown>);
            (context as { kind?: string }).kind = next.kind;
            return {
              ...request,
              method: next.method ?? 'GET',
              path: next.path,
              body: next.body,
              headers: { ...request.headers, ...next.headers },
            };
          },
          onResponse: (_status, _body, context) => {
            answeredKind = (context as { kind?: string }).kind;
          },
        },
      ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on('response', (_client, status, _bytes, time) => {
    latencies.push(time);
    const failed = !accept(status);
    if (failed) {
      errors++;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    if (answeredKind !== undefined) {
      const kind = byKind.get(answeredKind) ?? { latencies: [], errors: 0, statuses: {} };
      kind.latencies.push(time);
      if (failed) {
        kind.errors++;
        kind.statuses[status] = (kind.statuses[status] ?? 0) + 1;
      }
      byKind.set(answeredKind, kind);
    }
  });
  const result = await done;
  const all = figures(
    options.name,
    options.what,
    latencies,
    errors + result.errors + result.timeouts,
    options.seconds,
    statuses,
  );
  all.byKind = [...byKind].map(([kind, k]) => figures(kind, '', k.latencies, k.errors, options.seconds, k.statuses));
  return all;
}

/**
 * The rows as a Markdown table. With `reference` (the health check measured in the same run), a last column gives
 * each row's p97.5 as a multiple of the reference's.
 */
export function measuredTable(rows: Measured[], reference?: Measured): string {
  const ratio = (r: Measured) => (reference ? ` ${p97_5Ratio(r, reference)}x |` : '');
  return [
    `| what | requests/s | p50 (ms) | p95 (ms) | p97.5 (ms) | p99 (ms) | requests | errors |${reference ? ' p97.5 / health p97.5 |' : ''}`,
    `|---|---:|---:|---:|---:|---:|---:|---:|${reference ? '---:|' : ''}`,
    ...rows.map(
      (r) =>
        `| ${r.name}${r.what ? `<br>${r.what}` : ''} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p97_5} | ${r.p99} | ${r.requests} | ${r.errors}${r.errors && statusList(r) ? ` (${statusList(r)})` : ''} |${ratio(r)}`,
    ),
  ].join('\n');
}

/** A row's p97.5 as a multiple of the reference's, to one decimal. */
export const p97_5Ratio = (row: Measured, reference: Measured) =>
  reference.p97_5 > 0 ? Math.round((row.p97_5 / reference.p97_5) * 10) / 10 : Infinity;

const statusList = (r: Measured) =>
  Object.entries(r.errorStatuses)
    .map(([status, n]) => `${n}x ${status}`)
    .join(', ');

export const summary = (r: Measured) =>
  `${r.name}: ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p97.5 ${r.p97_5} ms, p99 ${r.p99} ms, errors ${r.errors}/${r.requests}${r.errors ? ` (${statusList(r) || 'connection errors or timeouts'})` : ''}`;
