import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SignupRequestSchema } from '@oddslab/shared/contract';
import { Compile } from 'typebox/compile';
import { toValidationIssues } from './validation-errors';

test('one readable issue per field', () => {
  const errors = Compile(SignupRequestSchema).Errors({
    email: 'nope',
    password: 'x',
    confirmPassword: 'x',
    dateOfBirth: '12/01/1990',
    extra: true,
  });
  assert.deepEqual(toValidationIssues(errors as never), [
    { field: 'name', message: 'is required' },
    { field: 'extra', message: 'is not an allowed field' },
    { field: 'email', message: 'must be a valid email address' },
    { field: 'password', message: 'must be at least 8 characters' },
    { field: 'dateOfBirth', message: 'must be a date in YYYY-MM-DD format' },
  ]);
});
