// What GET /performance answers, measured in this process: requests per minute over the last minutes,
// latency percentiles of the last requests, memory. Nothing is estimated; a fresh server has few figures.

const KEEP = 2000;

export interface Performance {
  record(durationMs: number, status: number): void;
  figures(now: number): {
    requests_total: number;
    errors_total: number;
    requests_last_minute: number;
    latency_ms: { p50: number | null; p95: number | null; p99: number | null; max: number | null; sample: number };
    memory_mb: { rss: number; heap_used: number; heap_total: number };
    uptime_seconds: number;
  };
}

export function performanceMeter(): Performance {
  const durations: number[] = [];
  const times: number[] = [];
  let total = 0;
  let errors = 0;
  const percentile = (sorted: number[], share: number) =>
    sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]! * 10) / 10 : null;
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  return {
    record(durationMs, status) {
      total += 1;
      if (status >= 500) errors += 1;
      durations.push(durationMs);
      times.push(Date.now());
      if (durations.length > KEEP) {
        durations.shift();
        times.shift();
      }
    },
    figures(now) {
      const sorted = [...durations].sort((a, b) => a - b);
      const memory = process.memoryUsage();
      return {
        requests_total: total,
        errors_total: errors,
        requests_last_minute: times.filter((time) => now - time <= 60_000).length,
        latency_ms: { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? null, sample: sorted.length },
        memory_mb: { rss: mb(memory.rss), heap_used: mb(memory.heapUsed), heap_total: mb(memory.heapTotal) },
        uptime_seconds: Math.round(process.uptime()),
      };
    },
  };
}
