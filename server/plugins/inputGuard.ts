import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** One guard before every API route: filled in by issue 12's input rules. */
export function inputGuard(_api: FastifyInstance, _ctx: AppContext): void {}
