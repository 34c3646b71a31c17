import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { isLoggedIn, openLogin } from '../lib/session.ts';
import { getAppState } from '../lib/store.ts';
import { LOGIN_PROMPT, showToast } from '../lib/toast.ts';

/**
 * docs/SPECIFICATION.md §2/§6: opening a login-required page without a token sends the visitor home, with
 * 'Please log in first' and the login popup; after logging in they are taken to the page they
 * asked for. The check runs when the page is opened: a session that ends while the player is on the
 * page (302/409) is handled by the api client, which leaves them there and asks them to log in.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  // Evaluated once per page visit (the element is keyed by path).
  const [allowed] = useState(() => Boolean(getAppState().token));

  useEffect(() => {
    if (allowed) return;
    showToast(t('messages.loginFirst'), 'info', undefined, LOGIN_PROMPT);
    openLogin(location.pathname + location.search);
    navigate(paths.home, { replace: true });
  }, [allowed, location.pathname, location.search, navigate, t]);

  return allowed ? children : null;
}

/**
 * The login and register pages are for visitors: a signed-in player who opens one (a bookmark, an
 * invite link, the back button) is sent on to Mine instead of being shown a form. Evaluated once per
 * page visit, so that the page's own success handler decides where a fresh login goes.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [member] = useState(isLoggedIn);
  return member ? <Navigate to={paths.mine} replace /> : children;
}
