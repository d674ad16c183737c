import type { Role } from '../contract';

/** Where a password login lands (spec §4): ADMIN → /admin, everyone else → /client/dashboard. */
export function homePathForRole(role: Role | null | undefined): string {
  return role === 'ADMIN' ? '/admin' : '/client/dashboard';
}

/** Where a Google sign-in lands (spec §4): ADMIN → /admin, everyone else → /client. */
export function googleHomePathForRole(role: Role | null | undefined): string {
  return role === 'ADMIN' ? '/admin' : '/client';
}
