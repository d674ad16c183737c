import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/**
 * The `token` of a mailed link (`/reset-password?token=…`), read once; the address bar then drops it, so the
 * single-use secret does not linger in the history or a bookmark.
 */
export function useLinkToken(): string | null {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => searchParams.get('token'));
  const inAddressBar = searchParams.has('token');

  useEffect(() => {
    if (inAddressBar) navigate(pathname, { replace: true });
  }, [inAddressBar, navigate, pathname]);

  return token;
}
