import { SignupRequestSchema } from '@oddslab/shared/contract';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-rules';

describe('the sign-up rules the forms apply', () => {
  it('are the API contract’s own limits', () => {
    const limits = (schema: unknown) => schema as { minLength?: number; maxLength?: number };
    const { name, email, password } = SignupRequestSchema.properties;
    expect(NAME_MAX_LENGTH).toBe(limits(name).maxLength);
    expect(EMAIL_MAX_LENGTH).toBe(limits(email).maxLength);
    expect(PASSWORD_MAX_LENGTH).toBe(limits(password).maxLength);
    expect(PASSWORD_MIN_LENGTH).toBe(limits(password).minLength);
  });
});
