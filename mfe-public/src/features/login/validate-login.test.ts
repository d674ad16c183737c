import { validateLogin } from './validate-login';

describe('validateLogin', () => {
  it('requires both email and password', () => {
    expect(validateLogin({ email: '', password: 'secret123' })).toBe('Email and password are required.');
    expect(validateLogin({ email: 'a@b.co', password: '' })).toBe('Email and password are required.');
    expect(validateLogin({ email: '   ', password: 'x' })).toBe('Email and password are required.');
  });

  it('rejects addresses without text@text.text', () => {
    for (const email of ['plain', 'a@b', '@b.co', 'a@.co', 'a b@c.de', 'a@b.']) {
      expect(validateLogin({ email, password: 'x' })).toBe('Invalid email format.');
    }
  });

  it('accepts a well-formed address and any non-empty password', () => {
    expect(validateLogin({ email: 'client@oddslab.test', password: 'x' })).toBeNull();
    expect(validateLogin({ email: '  client@oddslab.test ', password: 'x' })).toBeNull();
  });
});
