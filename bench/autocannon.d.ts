// The part of autocannon's API the benchmarks use (the package ships no types, and @types/autocannon is not installed).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request is sent; answers the request to send. */
    setupRequest?: (request: Request) => Request;
  }
  interface Client {
    /** The headers of this connection's requests from now on. */
    setHeaders(headers: Record<string, string>): void;
  }
  interface Options {
    /** Several: the connections are spread over them in turn. */
    url: string | string[];
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    /** Called once for each connection as it is made. */
    setupClient?: (client: Client) => void;
    /** Requests a second over all connections; unset, each connection sends as soon as it has its answer. */
    overallRate?: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
