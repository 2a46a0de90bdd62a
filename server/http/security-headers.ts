import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { PAGE_LOADER_CSP_SOURCE } from '../shell/page-loader.ts';
import { THEME_SCRIPT_CSP_SOURCE } from '../shell/theme-script.ts';

/** Helmet with a CSP the built client satisfies: no foreign scripts, two inline scripts known by hash, no framing. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The page's two inline scripts, each allowed by its hash: its theme (theme-script.ts) and
        // its loader (page-loader.ts).
        scriptSrc: ["'self'", THEME_SCRIPT_CSP_SOURCE, PAGE_LOADER_CSP_SOURCE],
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
