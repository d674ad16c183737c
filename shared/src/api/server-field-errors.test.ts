import { serverFormErrors } from './server-field-errors';

const LABELS = { name: 'Full name', email: 'Email' };

const failure = (details: unknown, message = 'Validation failed') => ({
  status: 400,
  data: { message, status: 400, details },
});

describe('serverFormErrors', () => {
  it('puts each issue on its field as a sentence named by the visible label', () => {
    const result = serverFormErrors(
      failure([
        { field: 'name', message: 'must not contain < or >' },
        { field: 'email', message: 'is already registered' },
      ]),
      LABELS,
    );
    expect(result).toEqual({
      fields: { name: 'Full name must not contain < or >.', email: 'Email is already registered.' },
      message: null,
    });
  });

  it('keeps the first issue of a field and reports issues about other fields as a form message', () => {
    const result = serverFormErrors(
      failure(
        [
          { field: 'email', message: 'is already registered' },
          { field: 'email', message: 'must be a valid email address' },
          { field: 'surprise', message: 'is not allowed' },
        ],
        'Invalid body: surprise is not allowed',
      ),
      LABELS,
    );
    expect(result.fields).toEqual({ email: 'Email is already registered.' });
    expect(result.message).toBe('Invalid body: surprise is not allowed');
  });

  it('gives the server message when there are no field details, and the network message offline', () => {
    expect(serverFormErrors(failure(null, 'Too many attempts'), LABELS)).toEqual({
      fields: {},
      message: 'Too many attempts',
    });
    expect(serverFormErrors({ status: 'FETCH_ERROR', error: 'TypeError' }, LABELS).message).toBe(
      'Unable to connect to the server. Please try again later.',
    );
  });
});
