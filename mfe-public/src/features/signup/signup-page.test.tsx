import { buildUser, mockFetch, renderWithProviders } from '@oddslab/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { SignupPage } from './signup-page';
import { TERMS_REQUIRED_MESSAGE } from './validate-signup';

const NO_GOOGLE = { 'GET /api/auth/config': { body: { googleClientId: null } } };

function renderSignup() {
  return renderWithProviders(<SignupPage />, {
    route: '/signin',
    path: '/signin',
    extraRoutes: <Route path="/login" element={<p>Login page</p>} />,
  });
}

type User = ReturnType<typeof renderSignup>['user'];

async function fillValidForm(user: User) {
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@oddslab.test');
  await user.type(screen.getByLabelText('Password'), 'correct-horse');
  await user.type(screen.getByLabelText('Confirm password'), 'correct-horse');
  await user.type(screen.getByLabelText('Date of birth'), '1990-12-10');
  await user.selectOptions(screen.getByLabelText('Country'), 'Canada');
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
}

describe('SignupPage', () => {
  it('offers the four countries behind a disabled placeholder', () => {
    mockFetch(NO_GOOGLE);
    renderSignup();
    const country = screen.getByLabelText('Country');
    expect(country).toHaveValue('');
    const options = within(country).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select your country',
      'United Kingdom',
      'United States',
      'Canada',
      'Australia',
    ]);
    expect(options[0]).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows every validation message inline and sends nothing', async () => {
    const mock = mockFetch(NO_GOOGLE);
    const { user } = renderSignup();
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Full name is required.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters long.',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('Date of birth is required.');
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toHaveAccessibleDescription(
      TERMS_REQUIRED_MESSAGE,
    );
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(mock.callsTo('POST /api/auth/signup')).toHaveLength(0);
  });

  it('enforces the terms checkbox', async () => {
    const mock = mockFetch(NO_GOOGLE);
    const { user } = renderSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText(TERMS_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(mock.callsTo('POST /api/auth/signup')).toHaveLength(0);
  });

  it('clears a message once the field is corrected', async () => {
    mockFetch(NO_GOOGLE);
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Full name is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full name'), 'A');
    expect(screen.queryByText('Full name is required.')).not.toBeInTheDocument();
  });

  it('shows and hides each password independently', async () => {
    mockFetch(NO_GOOGLE);
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('creates the account and goes to the login page', async () => {
    const mock = mockFetch({
      ...NO_GOOGLE,
      'POST /api/auth/signup': { status: 201, body: { user: buildUser({ email: 'ada@oddslab.test' }) } },
    });
    const { user, currentLocation } = renderSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Signup successful! Redirecting to login...')).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
    expect(mock.callsTo('POST /api/auth/signup')[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@oddslab.test',
      password: 'correct-horse',
      confirmPassword: 'correct-horse',
      dateOfBirth: '1990-12-10',
      country: 'Canada',
      image: '',
    });
  });

  it('disables the form while the account is being created', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    mockFetch({ ...NO_GOOGLE, 'POST /api/auth/signup': () => new Promise((resolve) => (answer = resolve)) });
    const { user, currentLocation } = renderSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(screen.getByLabelText('Full name')).toBeDisabled();
    answer({ status: 201, body: { user: buildUser() } });
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it('reports a refused sign-up with the server message and keeps the form', async () => {
    mockFetch({
      ...NO_GOOGLE,
      'POST /api/auth/signup': {
        status: 409,
        body: { message: 'An account with this email already exists', status: 409, details: null },
      },
    });
    const { user, currentLocation } = renderSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Signup failed: An account with this email already exists')).toBeInTheDocument();
    expect(currentLocation()).toBe('/signin');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
  });

  it('refuses anyone under the minimum age the server sets, and a date in the future', async () => {
    const mock = mockFetch({ 'GET /api/auth/config': { body: { googleClientId: null, minimumSignupAge: 21 } } });
    const { user } = renderSignup();
    await fillValidForm(user);
    await waitFor(() => expect(mock.callsTo('GET /api/auth/config')).toHaveLength(1));
    const birth = screen.getByLabelText('Date of birth');
    await user.clear(birth);
    await user.type(birth, `${new Date().getFullYear() - 20}-01-01`);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(birth).toHaveAccessibleDescription('You must be at least 21 years old to register.');
    expect(birth).toHaveFocus();
    await user.clear(birth);
    await user.type(birth, `${new Date().getFullYear() + 1}-01-01`);
    expect(birth).toHaveAccessibleDescription('Please enter a real date of birth.');
    expect(mock.callsTo('POST /api/auth/signup')).toHaveLength(0);
  });

  it('puts what only the server knows on the field it concerns and focuses it', async () => {
    mockFetch({
      ...NO_GOOGLE,
      'POST /api/auth/signup': {
        status: 409,
        body: {
          message: 'An account with this email already exists',
          status: 409,
          details: [{ field: 'email', message: 'is already registered' }],
        },
      },
    });
    const { user } = renderSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is already registered.'));
    expect(email).toHaveFocus();
    expect(screen.queryByText(/^Signup failed/)).not.toBeInTheDocument();
  });

  it('links the terms and the responsible gambling page from the checkbox, and limits lengths as the server does', () => {
    mockFetch(NO_GOOGLE);
    renderSignup();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'responsible gambling' })).toHaveAttribute('href', '/responsible-gambling');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxlength', '128');
  });
});
