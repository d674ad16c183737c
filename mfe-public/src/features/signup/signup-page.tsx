import { normalizeApiError, useSignupMutation } from '@oddslab/shared/api';
import { notify } from '@oddslab/shared/notify';
import { Button, CheckboxField, PasswordField, SelectField, TextField } from '@oddslab/shared/ui';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AuthLayout, Divider, Form, FormFooter } from '../../components/auth-layout';
import { GoogleSignInButton } from '../google-sign-in/google-sign-in-button';
import { SIGNUP_COUNTRIES, type SignupErrors, type SignupValues, validateSignup } from './validate-signup';

const COUNTRY_OPTIONS = SIGNUP_COUNTRIES.map((country) => ({ value: country, label: country }));

const EMPTY_FORM: SignupValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  dateOfBirth: '',
  country: '',
  acceptedTerms: false,
};

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The browser's date picker icon follows the dark theme. */
const DateField = styled(TextField)`
  input { color-scheme: dark; }
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Today as YYYY-MM-DD in the visitor's own calendar: nobody is born in the future. */
function localIsoToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function SignupPage() {
  const [values, setValues] = useState<SignupValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [signup, { isLoading }] = useSignupMutation();
  const navigate = useNavigate();

  function update<K extends keyof SignupValues>(field: K, value: SignupValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has been flagged, re-check it as the visitor types so the message clears when fixed.
    if (errors[field] || (field === 'password' && errors.confirmPassword)) {
      const fresh = validateSignup(next);
      setErrors((current) => ({
        ...current,
        [field]: fresh[field],
        ...(field === 'password' && current.confirmPassword ? { confirmPassword: fresh.confirmPassword } : {}),
      }));
    }
  }

  /** The props every text-valued field shares: its name, value, message and change handler. */
  const fieldProps = (field: Exclude<keyof SignupValues, 'acceptedTerms'>) => ({
    name: field,
    value: values[field],
    error: errors[field],
    disabled: isLoading,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => update(field, event.target.value),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    const [firstInvalid] = Object.keys(found);
    if (firstInvalid) {
      // validateSignup reports fields in form order, so this is the first field to fix.
      const field = event.currentTarget.elements.namedItem(firstInvalid);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    try {
      await signup({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        dateOfBirth: values.dateOfBirth,
        country: values.country || null,
        image: '',
      }).unwrap();
      notify.success('Signup successful! Redirecting to login...');
      notify.info(`We sent a link to ${values.email.trim()}: open it to confirm your e-mail address.`);
      navigate('/login');
    } catch (failure) {
      notify.error(`Signup failed: ${normalizeApiError(failure).message || 'Unknown error'}`);
    }
  }

  return (
    <AuthLayout
      bannerTitle="Join OddsLab"
      bannerText="Create a free account to follow model probabilities, fair odds and value signals, and upgrade when you need more."
    >
      <h1>Welcome to OddsLab</h1>
      <Intro>Create your account in a minute.</Intro>
      <Form noValidate onSubmit={handleSubmit}>
        <TextField label="Full name" autoComplete="name" {...fieldProps('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...fieldProps('email')} />
        <Pair>
          <PasswordField label="Password" autoComplete="new-password" {...fieldProps('password')} />
          <PasswordField label="Confirm password" autoComplete="new-password" {...fieldProps('confirmPassword')} />
        </Pair>
        <Pair>
          <DateField
            label="Date of birth"
            type="date"
            autoComplete="bday"
            max={localIsoToday()}
            {...fieldProps('dateOfBirth')}
          />
          <SelectField
            label="Country"
            autoComplete="country-name"
            placeholder="Select your country"
            options={COUNTRY_OPTIONS}
            {...fieldProps('country')}
          />
        </Pair>
        <CheckboxField
          name="acceptedTerms"
          label="I agree to the terms and conditions and understand that analytics are estimates, not guarantees."
          checked={values.acceptedTerms}
          error={errors.acceptedTerms}
          disabled={isLoading}
          onChange={(event) => update('acceptedTerms', event.target.checked)}
        />
        <Button type="submit" fullWidth disabled={isLoading}>
          {isLoading ? 'Creating account...' : 'Sign Up'}
        </Button>
      </Form>
      <Divider>or</Divider>
      <GoogleSignInButton intent="signup" />
      <FormFooter>
        Already have an account? <Link to="/login">Log in</Link>
      </FormFooter>
    </AuthLayout>
  );
}
