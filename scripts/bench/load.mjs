// A bounded load run against the served site: a fixed number of requests, a few at a time, on loopback.
import { Agent, request } from 'node:http';
import { percentile } from './report.ts';

/**
 * Requests `paths` round-robin until `requests` are answered or `maxMs` has passed, `concurrency` at a
 * time over kept-alive connections, accepting brotli and gzip as browsers do. An error is a failed
 * request or any status but 200.
 */
export async function loadRun(baseURL, paths, { requests = 2000, concurrency = 8, maxMs = 60_000 } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  const errors = [];
  let next = 0;
  let bytes = 0;
  const started = performance.now();
  const one = (path) =>
    new Promise((done) => {
      const sent = performance.now();
      request(`${baseURL}${path}`, { agent, headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => {
          latencies.push(performance.now() - sent);
          if (response.statusCode !== 200) errors.push(`${response.statusCode} ${path}`);
          done();
        });
      })
        .on('error', (error) => {
          errors.push(`${error.message} ${path}`);
          done();
        })
        .end();
    });
  const worker = async () => {
    while (next < requests && performance.now() - started < maxMs) await one(paths[next++ % paths.length]);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    requests: latencies.length,
    concurrency,
    seconds: Number(seconds.toFixed(2)),
    requestsPerSecond: Math.round(latencies.length / seconds),
    latencyMs: { p50: Number(percentile(latencies, 0.5).toFixed(1)), p95: Number(percentile(latencies, 0.95).toFixed(1)), max: Number(Math.max(...latencies).toFixed(1)) },
    megabytes: Number((bytes / 1e6).toFixed(1)),
    errors: errors.length,
    errorSamples: errors.slice(0, 5),
  };
}
