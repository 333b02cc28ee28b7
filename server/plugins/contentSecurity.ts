import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { readSettings } from '../services/settings';

// The Content-Security-Policy of the app's HTML. The bundle is all same-origin script; emotion injects
// <style> tags, hence 'unsafe-inline' for styles only. The one outside host is the map's tile server,
// which an admin may change at run time, so the header is made for each HTML reply from the settings.

const HOST_LABEL = /^[a-z0-9-]+$/;

/**
 * The CSP source a Leaflet tile template loads from: its scheme, host and port. `{s}` (and any other
 * placeholder) in the host's first label becomes `*`, the one place CSP allows a wildcard; a template
 * whose host cannot be said in CSP, or that is not http(s), adds nothing.
 */
export function tileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  const [host, port, ...extra] = match[2]!.toLowerCase().split(':');
  if (extra.length || (port !== undefined && !/^\d{1,5}$/.test(port))) return null;
  const labels = host!.split('.');
  const named = labels.map((label, i) => (i === 0 && /\{[^}]*\}/.test(label) ? '*' : label));
  if (!named.every((label, i) => (i === 0 && label === '*') || HOST_LABEL.test(label))) return null;
  if (named[0] === '*' && named.length < 3) return null;
  return `${scheme}://${named.join('.')}${port ? `:${port}` : ''}`;
}

export function contentSecurityPolicy(tileUrl: string): string {
  const tiles = tileSource(tileUrl);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''}`,
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Adds the policy to every HTML reply (index.html from the static files or the not-found handler). */
export function contentSecurity(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    let tileUrl = '';
    try {
      tileUrl = String((await readSettings(ctx.db)).mapTileUrl ?? '');
    } catch {
      // The page still loads, without tiles, when the settings cannot be read.
    }
    reply.header('Content-Security-Policy', contentSecurityPolicy(tileUrl));
    return payload;
  });
}
