// The slice of autocannon's API the server bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    average: number;
    max: number;
  }
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: Request, context: Record<string, unknown>) => Request;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  }
  export interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    '2xx': number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
