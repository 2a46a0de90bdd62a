import type { PublicUser } from '@contract/auth.ts';

type NamedUser = Pick<PublicUser, 'username' | 'firstName' | 'lastName'>;

/** Spec §2: the first name, or the username when there is none. */
export function displayName(user: NamedUser): string {
  return user.firstName?.trim() || user.username;
}

/** Spec §2: first letters of first and last name, else the uppercased first letter of the username. */
export function userInitials(user: NamedUser): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  return user.username.charAt(0).toUpperCase();
}
