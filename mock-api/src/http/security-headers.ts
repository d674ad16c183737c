import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * The security headers of every API answer: the set the OWASP REST Security Cheat Sheet lists for API responses
 * ("Security Headers"). An answer is JSON read by scripts, never a page: it must not be stored by caches (it may
 * hold a subscriber's data), rendered as anything but its content type, framed, or load anything. HSTS takes effect
 * when the API is reached over HTTPS (browsers ignore it on plain HTTP). The values never change, so they are one
 * constant object set as it is; the site's pages get their own, richer set from the shell server.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/**
 * What the API's docs page (HTML, /api/docs) adds for a browser showing it as a page: it sends no referrer and
 * opens no window relation. Its Content-Security-Policy is @fastify/swagger-ui's own (static CSP, set when it sends).
 */
export const DOCS_PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
});

/** Sets the headers above on every answer, first thing (a route may still set its own, e.g. an event stream's). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // A callback hook, not an async one: this runs on every request, and no promise is needed to set five headers.
  app.addHook('onRequest', (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.headers(API_SECURITY_HEADERS);
    done();
  });
}

/** The docs page's own hook (given to @fastify/swagger-ui as its `uiHooks`). */
export function docsPageHeaders(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.headers(DOCS_PAGE_HEADERS);
  done();
}
