import pino from 'pino';
import type { Config } from '../config';

/** The process logger (Fastify has its own child per request with the same settings). */
export const createLogger = (config: Config) => pino({ level: config.LOG_LEVEL, name: 'binaa' });
