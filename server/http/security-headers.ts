import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { PAGE_LOADER_CSP_SOURCE } from './page-loader.ts';

/** Helmet with a CSP the built client satisfies: no foreign scripts, one inline loader, no framing. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The page's loader (page-loader.ts) is the one inline script, allowed by its hash.
        scriptSrc: ["'self'", PAGE_LOADER_CSP_SOURCE],
        // Radix positions popovers with style attributes; scripts stay locked down.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Self-hosters often serve plain HTTP on a LAN address; upgrading would break every asset.
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
