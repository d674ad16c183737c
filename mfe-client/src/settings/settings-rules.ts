/** Settings page rules and messages from the product spec (§4, §5, §8), kept pure so they are easy to test. */

import { PASSWORD_MIN_LENGTH } from '@oddslab/shared/account-rules';

export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;

export const MISSING_USER_MESSAGE = 'User ID is missing. Please log in again.';

// One @, a dot in the domain, no spaces anywhere.
const PROFILE_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export interface ProfileDraft {
  name: string;
  email: string;
}

/** First problem with a profile edit, or null when it may be sent. */
export function profileError(draft: ProfileDraft, userId: number | null | undefined): string | null {
  if (draft.name.trim() === '' || draft.email.trim() === '') return 'Name and email are required.';
  if (!PROFILE_EMAIL_PATTERN.test(draft.email.trim())) return 'Please enter a valid email address.';
  if (userId == null) return MISSING_USER_MESSAGE;
  return null;
}

export interface PasswordDraft {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** First problem with a password change on submit, or null when it may be sent. */
export function passwordChangeError(draft: PasswordDraft, userId: number | null | undefined): string | null {
  if (userId == null) return MISSING_USER_MESSAGE;
  if (draft.newPassword === '') return 'New password is required.';
  if (draft.newPassword.length < MIN_PASSWORD_LENGTH) return 'New password must be at least 8 characters long.';
  if (draft.newPassword !== draft.confirmPassword) return 'New passwords do not match.';
  return null;
}

/** Submit stays disabled while busy, when new or confirm is empty, when they differ, or when new is too short. */
export function canSubmitPasswordChange(draft: PasswordDraft, submitting: boolean): boolean {
  return (
    !submitting &&
    draft.newPassword !== '' &&
    draft.confirmPassword !== '' &&
    draft.newPassword === draft.confirmPassword &&
    draft.newPassword.length >= MIN_PASSWORD_LENGTH
  );
}

export type PackageChange = 'current' | 'upgrade' | 'downgrade';

/** A lower package id than the current one is a downgrade; anything else but the same id is an upgrade. */
export function packageChange(currentPackageId: number | null | undefined, targetPackageId: number): PackageChange {
  if (currentPackageId === targetPackageId) return 'current';
  if (currentPackageId != null && targetPackageId < currentPackageId) return 'downgrade';
  return 'upgrade';
}

/** 'upgrade' → 'Upgrade', used in the dialog title and the button. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
