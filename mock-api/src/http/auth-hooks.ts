import type { PackageFunction, Role, User } from '@oddslab/shared/contract';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { TokenClaims } from '../services/tokens';
import { forbidden, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate`; null on public routes. */
    user: User | null;
    /** Claims of the bearer token used, for logout and password changes. */
    tokenClaims: TokenClaims | null;
  }
}

/** Reads `Authorization: Bearer <token>` from a request's headers; null when absent or not a bearer token. */
export function bearerTokenOf(request: { headers: { authorization?: string | string[] } }): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/**
 * onRequest hook: a valid, unrevoked bearer token of an existing user → `request.user`; otherwise 401.
 * Runs before body validation, so anonymous callers always get 401, whatever they send.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  if (request.user) return;
  const token = bearerTokenOf(request);
  if (!token) throw unauthorized('Authentication required: send a bearer token');
  const session = await request.server.accounts.authenticateToken(token);
  if (!session) throw unauthorized('Your session is invalid or has expired. Please log in again.');
  request.user = session.user;
  request.tokenClaims = session.claims;
}

/** onRequest hook: signed in with one of `roles`, else 401/403. */
export function requireRole(...roles: Role[]) {
  return async function requireRoleHook(request: FastifyRequest): Promise<void> {
    await authenticate(request);
    if (!roles.includes(request.user!.role)) throw forbidden(`This action requires the ${roles.join(' or ')} role`);
  };
}

/**
 * A package's expiry in milliseconds, parsed once per user record: signed-in users come from the session cache, so
 * the same record is asked on every request of the session.
 */
const expiryMsOf = new WeakMap<User, number>();

function packageExpiryMs(user: User, expirationDate: string): number {
  let expiry = expiryMsOf.get(user);
  if (expiry === undefined) {
    expiry = Date.parse(expirationDate);
    expiryMsOf.set(user, expiry);
  }
  return expiry;
}

/** Whether a user may use a package function: ADMIN always; CLIENTS when their live package includes it. */
export function hasPackageFunction(user: User, fn: PackageFunction, nowMs = Date.now()): boolean {
  if (user.role === 'ADMIN') return true;
  if (!user.packageData?.functions.includes(fn)) return false;
  return user.expirationDate === null || packageExpiryMs(user, user.expirationDate) > nowMs;
}

/**
 * Signs the request in from a token whose session is already known, without waiting (the kept reads' path);
 * false when the database has to be asked (then `authenticate`).
 */
function authenticateKnown(request: FastifyRequest): boolean {
  if (request.user) return true;
  const token = bearerTokenOf(request);
  const session = token === null ? undefined : request.server.accounts.knownSession(token);
  if (!session) return false;
  request.user = session.user;
  request.tokenClaims = session.claims;
  return true;
}

/** Why `user` may not use a package function (403), or null when they may. */
function packageRefusal(user: User, fn: PackageFunction): Error | null {
  if (hasPackageFunction(user, fn)) return null;
  if (user.packageData?.functions.includes(fn)) {
    return forbidden('Your subscription has expired. Renew your package to use this feature.');
  }
  return forbidden(`Your package does not include ${fn}. Upgrade your package to use this feature.`);
}

/**
 * onRequest hook gating data endpoints by package function: 401 anonymous, 403 without the function. A callback
 * hook, so that a known session passes without a promise round trip (the path of the kept reads).
 */
export function requirePackageFunction(fn: PackageFunction) {
  return function requirePackageFunctionHook(
    request: FastifyRequest,
    _reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void {
    if (authenticateKnown(request)) {
      done(packageRefusal(request.user!, fn) ?? undefined);
      return;
    }
    authenticate(request).then(() => done(packageRefusal(request.user!, fn) ?? undefined), done);
  };
}

/** The signed-in user (only after `authenticate` ran). */
export function currentUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Clients act on their own records only; ADMIN on any. */
export function assertSelfOrAdmin(request: FastifyRequest, userId: number): User {
  const user = currentUser(request);
  if (user.role !== 'ADMIN' && user.id !== userId) throw forbidden('You can only access your own account');
  return user;
}

/**
 * Who may make a read: anyone, any signed-in user, or a signed-in user whose package has the function (ADMIN
 * passes). Kept reads declare it, and their route's onRequest hook is made from it (`accessHook`), so the kept
 * reads' front door checks exactly what the route does.
 */
export type ReadAccess = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'package'; fn: PackageFunction };

const packageHooks = new Map<PackageFunction, ReturnType<typeof requirePackageFunction>>();

/**
 * The route's onRequest hook for `access` (none for a public read): one function per access, so that a route's hook
 * can be compared with its kept read's (see `registerKeptReads`).
 */
export function accessHook(access: ReadAccess) {
  switch (access.kind) {
    case 'public':
      return undefined;
    case 'signed-in':
      return authenticate;
    case 'package': {
      let hook = packageHooks.get(access.fn);
      if (!hook) {
        hook = requirePackageFunction(access.fn);
        packageHooks.set(access.fn, hook);
      }
      return hook;
    }
  }
}

/** Whether `user` (null: anonymous) may make a read of `access`, as its route's hook would decide. */
export function mayRead(access: ReadAccess, user: User | null, nowMs = Date.now()): boolean {
  if (access.kind === 'public') return true;
  if (user === null) return false;
  return access.kind === 'signed-in' || hasPackageFunction(user, access.fn, nowMs);
}
