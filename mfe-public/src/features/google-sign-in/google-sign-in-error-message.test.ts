import { googleSignInErrorMessage } from './google-sign-in-error-message';

describe('googleSignInErrorMessage', () => {
  it('reports the status and the server reason of an error response', () => {
    expect(
      googleSignInErrorMessage({ status: 401, data: { message: 'Invalid Google credential', status: 401 } }),
    ).toEqual({
      message: 'Sign-In failed: 401 - Invalid Google credential',
      status: 401,
    });
    expect(googleSignInErrorMessage({ status: 403, data: { error: 'Account disabled' } }).message).toBe(
      'Sign-In failed: 403 - Account disabled',
    );
  });

  it("falls back to 'Unknown error' when the response says nothing", () => {
    expect(googleSignInErrorMessage({ status: 502, data: null }).message).toBe('Sign-In failed: 502 - Unknown error');
    expect(googleSignInErrorMessage({ status: 'PARSING_ERROR', originalStatus: 500, data: '<html>' }).message).toBe(
      'Sign-In failed: 500 - Unknown error',
    );
  });

  it('asks to check the network when no response came back', () => {
    expect(googleSignInErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      message: 'Sign-In failed. Please check your network and try again.',
      status: null,
    });
  });
});
