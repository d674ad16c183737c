import { type SignupValues, TERMS_REQUIRED_MESSAGE, validateSignup } from './validate-signup';

const valid: SignupValues = {
  name: 'Ada Lovelace',
  email: 'ada@oddslab.test',
  password: 'correct-horse',
  confirmPassword: 'correct-horse',
  dateOfBirth: '1990-12-10',
  country: 'United Kingdom',
  acceptedTerms: true,
};

describe('validateSignup', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it('reports every failing field with the spec message', () => {
    expect(
      validateSignup({
        ...valid,
        name: ' ',
        email: 'ada@',
        password: 'short',
        confirmPassword: 'other',
        acceptedTerms: false,
      }),
    ).toEqual({
      name: 'Full name is required.',
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 8 characters long.',
      confirmPassword: 'Passwords do not match.',
      acceptedTerms: TERMS_REQUIRED_MESSAGE,
    });
  });

  it('treats exactly 8 characters as long enough', () => {
    expect(validateSignup({ ...valid, password: '12345678', confirmPassword: '12345678' })).toEqual({});
  });

  it('requires an email at all', () => {
    expect(validateSignup({ ...valid, email: '' }).email).toBe('Please enter a valid email address.');
  });
});
