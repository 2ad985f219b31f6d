// The part of autocannon 8's programmatic API the benchmarks use (it ships no types).
declare module 'autocannon' {
  export interface AutocannonClient {
    setRequests(
      requests: {
        method?: string;
        path?: string;
        headers?: Record<string, string>;
        body?: string;
      }[],
    ): void;
  }
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p97_5: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface AutocannonResult {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  export interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    setupClient?: (client: AutocannonClient) => void;
  }
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
