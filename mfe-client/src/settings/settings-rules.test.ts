import { canSubmitPasswordChange, packageChange, passwordChangeError, profileError } from './settings-rules';

describe('profileError', () => {
  it('requires a name and an email that are not blank', () => {
    expect(profileError({ name: '  ', email: 'a@b.co' }, 1)).toBe('Name and email are required.');
    expect(profileError({ name: 'Ann', email: ' ' }, 1)).toBe('Name and email are required.');
  });

  it.each(['ann', 'ann@', 'ann@example', 'an n@example.com', 'ann@@example.com', 'ann@example.'])(
    'rejects %s as an email',
    (email) => {
      expect(profileError({ name: 'Ann', email }, 1)).toBe('Please enter a valid email address.');
    },
  );

  it('needs the user id, then accepts a valid draft', () => {
    expect(profileError({ name: 'Ann', email: 'ann@example.com' }, null)).toBe(
      'User ID is missing. Please log in again.',
    );
    expect(profileError({ name: 'Ann', email: 'ann@mail.example.com' }, 7)).toBeNull();
  });
});

describe('passwordChangeError', () => {
  const draft = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };

  it('checks the user id first, then the new password, its length and the confirmation', () => {
    expect(passwordChangeError(draft, undefined)).toBe('User ID is missing. Please log in again.');
    expect(passwordChangeError({ ...draft, newPassword: '' }, 1)).toBe('New password is required.');
    expect(passwordChangeError({ ...draft, newPassword: 'short', confirmPassword: 'short' }, 1)).toBe(
      'New password must be at least 8 characters long.',
    );
    expect(passwordChangeError({ ...draft, confirmPassword: 'different' }, 1)).toBe('New passwords do not match.');
    expect(passwordChangeError(draft, 1)).toBeNull();
  });
});

describe('canSubmitPasswordChange', () => {
  const ok = { currentPassword: 'x', newPassword: '12345678', confirmPassword: '12345678' };

  it('is enabled only for a long enough, confirmed new password while idle', () => {
    expect(canSubmitPasswordChange(ok, false)).toBe(true);
    expect(canSubmitPasswordChange(ok, true)).toBe(false);
    expect(canSubmitPasswordChange({ ...ok, confirmPassword: '' }, false)).toBe(false);
    expect(canSubmitPasswordChange({ ...ok, newPassword: '', confirmPassword: '' }, false)).toBe(false);
    expect(canSubmitPasswordChange({ ...ok, confirmPassword: '12345679' }, false)).toBe(false);
    expect(canSubmitPasswordChange({ ...ok, newPassword: '1234567', confirmPassword: '1234567' }, false)).toBe(false);
  });
});

describe('packageChange', () => {
  it('compares package ids', () => {
    expect(packageChange(3, 3)).toBe('current');
    expect(packageChange(3, 1)).toBe('downgrade');
    expect(packageChange(3, 4)).toBe('upgrade');
    expect(packageChange(null, 1)).toBe('upgrade');
  });
});
