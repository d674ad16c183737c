import { serverFormErrors, useGetAuthConfigQuery, useSignupMutation } from '@oddslab/shared/api';
import { notify } from '@oddslab/shared/notify';
import { Button, CheckboxField, FormError, PasswordField, SelectField, TextField } from '@oddslab/shared/ui';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AuthLayout, Divider, Form, FormFooter } from '../../components/auth-layout';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../auth-rules/auth-rules';
import { GoogleSignInButton } from '../google-sign-in/google-sign-in-button';
import {
  DEFAULT_MINIMUM_SIGNUP_AGE,
  dateOfBirthError,
  localIsoDate,
  SIGNUP_COUNTRIES,
  type SignupErrors,
  type SignupValues,
  validateSignup,
} from './validate-signup';

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

/** The visible label of each field the server may name in an error's details, in form order. */
const FIELD_LABELS: Record<Exclude<keyof SignupValues, 'acceptedTerms'>, string> = {
  name: 'Full name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  dateOfBirth: 'Date of birth',
  country: 'Country',
};

const TermsLabel = () => (
  <>
    I agree to the <Link to="/terms">terms and conditions</Link>, have read the{' '}
    <Link to="/responsible-gambling">responsible gambling</Link> page and understand that analytics are estimates, not
    guarantees.
  </>
);

export function SignupPage() {
  const [values, setValues] = useState<SignupValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [signup, { isLoading }] = useSignupMutation();
  const minimumAge = useGetAuthConfigQuery().data?.minimumSignupAge ?? DEFAULT_MINIMUM_SIGNUP_AGE;
  const formRef = useRef<HTMLFormElement>(null);
  /** The field to focus once the form is enabled again (a disabled input cannot take focus). */
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);

  useEffect(() => {
    if (!pendingFocus || isLoading) return;
    const field = formRef.current?.elements.namedItem(pendingFocus);
    if (field instanceof HTMLElement) field.focus();
    setPendingFocus(null);
  }, [pendingFocus, isLoading]);
  const navigate = useNavigate();

  function update<K extends keyof SignupValues>(field: K, value: SignupValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has been flagged, re-check it as the visitor types so the message clears when fixed.
    if (errors[field] || (field === 'password' && errors.confirmPassword)) {
      const fresh = validateSignup(next, minimumAge);
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
    const focusFirst = (found: SignupErrors) => {
      // FIELD_LABELS is in form order, so this is the first field to fix.
      const [firstInvalid] = Object.keys(FIELD_LABELS).filter((field) => found[field as keyof SignupErrors]);
      if (firstInvalid) setPendingFocus(firstInvalid);
    };
    const found = validateSignup(values, minimumAge);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
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
      // What only the server can tell (an address already registered, its own limits) goes on the field.
      const { fields, message } = serverFormErrors(failure, FIELD_LABELS);
      setErrors(fields);
      focusFirst(fields);
      if (message) setFormError(`Signup failed: ${message}`);
    }
  }

  return (
    <AuthLayout
      bannerTitle="Join OddsLab"
      bannerText="Create a free account to follow model probabilities, fair odds and value signals, and upgrade when you need more."
    >
      <h1>Welcome to OddsLab</h1>
      <Intro>Create your account in a minute.</Intro>
      <Form ref={formRef} noValidate onSubmit={handleSubmit}>
        <TextField label="Full name" autoComplete="name" maxLength={NAME_MAX_LENGTH} {...fieldProps('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          {...fieldProps('email')}
        />
        <Pair>
          <PasswordField
            label="Password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            {...fieldProps('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            {...fieldProps('confirmPassword')}
          />
        </Pair>
        <Pair>
          <DateField
            label="Date of birth"
            type="date"
            autoComplete="bday"
            required
            max={localIsoDate(new Date())}
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
          label={<TermsLabel />}
          checked={values.acceptedTerms}
          error={errors.acceptedTerms}
          disabled={isLoading}
          onChange={(event) => update('acceptedTerms', event.target.checked)}
        />
        <FormError message={formError} />
        <Button type="submit" fullWidth disabled={isLoading}>
          {isLoading ? 'Creating account...' : 'Sign Up'}
        </Button>
      </Form>
      <Divider>or</Divider>
      <GoogleSignInButton
        intent="signup"
        dateOfBirth={dateOfBirthError(values.dateOfBirth, minimumAge) ? undefined : values.dateOfBirth}
      />
      <FormFooter>
        Already have an account? <Link to="/login">Log in</Link>
      </FormFooter>
    </AuthLayout>
  );
}
