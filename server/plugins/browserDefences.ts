import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Cross-site write defences for the API: filled in by issue 12's browser rules. */
export function browserDefences(_api: FastifyInstance, _ctx: AppContext): void {}
