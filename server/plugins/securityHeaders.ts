import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// The headers every reply carries, set by helmet: no MIME sniffing, no framing, the referrer kept to our
// own origin. Only these three, as before helmet: the others it sets by default (HSTS, the cross-origin
// policies, Origin-Agent-Cluster) would change what a browser on plain http or behind a proxy does, and
// that is a decision of its own. The Content-Security-Policy is not helmet's: it goes on HTML replies
// only and names the map's tile host of the moment (contentSecurity.ts), and helmet writes a policy
// without the space after each ';' that our clients and tests read.
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  });
}
