import { dateOfBirthError, type SignupValues, TERMS_REQUIRED_MESSAGE, validateSignup } from './validate-signup';

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

describe('dateOfBirthError', () => {
  const today = new Date(2026, 10, 25);

  it('accepts an 18th birthday today and refuses one tomorrow', () => {
    expect(dateOfBirthError('2008-11-25', 18, today)).toBeNull();
    expect(dateOfBirthError('2008-11-26', 18, today)).toBe('You must be at least 18 years old to register.');
  });

  it('refuses blank, impossible, future and pre-1900 dates', () => {
    expect(dateOfBirthError('', 18, today)).toBe('Date of birth is required.');
    expect(dateOfBirthError('2001-02-29', 18, today)).toBe('Please enter a real date of birth.');
    expect(dateOfBirthError('2027-01-01', 18, today)).toBe('Please enter a real date of birth.');
    expect(dateOfBirthError('1899-12-31', 18, today)).toBe('Please enter a real date of birth.');
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    const leapBirthday = '2004-02-29';
    expect(dateOfBirthError(leapBirthday, 18, new Date(2022, 1, 28))).toBe(
      'You must be at least 18 years old to register.',
    );
    expect(dateOfBirthError(leapBirthday, 18, new Date(2022, 2, 1))).toBeNull();
  });
});
