import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON logs; `service` names the process part (server, projections, workers). */
export function createLogger(service: string, level = 'info'): Logger {
  return pino({ level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime });
}
