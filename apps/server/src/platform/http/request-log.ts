import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

export interface RequestLogOptions {
  /** Share of ordinary requests logged (0..1); errors and slow requests are always logged. */
  sampleRate: number;
  /** A request answered after this many milliseconds is logged as slow. */
  slowMs: number;
}

/** The server's logger: the level from LOG_LEVEL, credentials never written. */
export function loggerOptions(level: string) {
  return { level, redact: ['req.headers.token', 'req.headers.authorization'] };
}

/**
 * One line per request, only when it is worth its cost: a failure (an error or a 5xx) always, a slow
 * request always, an ordinary one at `sampleRate`. Fastify's default is two lines for every request
 * ("incoming", "completed"), which costs throughput (npm run bench:logs). Failures are warnings: a
 * 5xx the server chose (503 while Redis is away) is not an error, and an unexpected error has its own
 * error line from the error handler, so an outage never floods the log with errors.
 */
export class SampledRequestLog extends LogController {
  private readonly sampleRate: number;
  private readonly slowMs: number;

  constructor(options: RequestLogOptions) {
    super();
    this.sampleRate = options.sampleRate;
    this.slowMs = options.slowMs;
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    const line = { req: request, res: reply, responseTime };
    if (error || reply.statusCode >= 500)
      request.log.warn({ ...line, ...(error && { err: error }) }, 'request failed');
    else if (responseTime >= this.slowMs) request.log.warn(line, 'slow request');
    else if (this.sampleRate > 0 && Math.random() < this.sampleRate)
      request.log.info(line, 'request completed');
  }
}
