import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { GlobalLoading } from '../../components/ui/global-loading.tsx';
import { ToastHost } from '../../components/ui/toast.tsx';
import { paths } from '../../config/paths.ts';
import { TrackingHost } from '../../features/tracking/tracking-host.tsx';
import { currentHistoryIndex, recordHistoryEntry } from '../../lib/navigation.ts';
import { setAppState, useAppState } from '../../lib/store.ts';
import { AppErrorBoundary, AppErrorDialog } from '../error-boundary.tsx';
import { findRoute } from '../routes.ts';
import { BeneficiaryHost } from './beneficiary-host.tsx';
import { RgHost } from './rg-host.tsx';
import './app-layout.css';
import { TabBar } from './tab-bar.tsx';

// The forms are not part of the first load: they arrive when a popup is first opened (a dialog with
// "Try again" if they cannot).
const AuthPopups = lazy(() => import('../../features/auth/components/auth-popups.tsx'));

const closeAuthDialogs = () => setAppState({ loginPopup: false, regPopup: false, loginNotice: false });

/** The app column: the page, the tab bar on tab pages, toasts, the loading overlay and the auth popups. */
export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const tab = findRoute(location.pathname)?.tab;
  const loginPopup = useAppState((s) => s.loginPopup);
  const regPopup = useAppState((s) => s.regPopup);
  const loginNotice = useAppState((s) => s.loginNotice);
  const usePages = useAppState((s) => s.config?.ui);

  useLayoutEffect(() => {
    recordHistoryEntry(currentHistoryIndex(), location.pathname);
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.pathname, navigationType]);

  // docs/SPECIFICATION.md §2: "Registration and login appear as popups or pages, controlled by flags".
  useEffect(() => {
    if (loginPopup && usePages?.loginPopup === false) {
      setAppState({ loginPopup: false });
      navigate(paths.login);
    } else if (regPopup && usePages?.regPopup === false) {
      setAppState({ regPopup: false });
      navigate(paths.register);
    }
  }, [loginPopup, regPopup, usePages, navigate]);

  return (
    <div className={`jl-app${tab ? ' jl-app--tabs' : ''}`}>
      <main className="jl-app__main">
        <BeneficiaryHost />
        {/* A page that fails to render shows the error view, with the tab bar; another page starts afresh. */}
        <AppErrorBoundary key={location.pathname}>
          <Outlet />
        </AppErrorBoundary>
      </main>
      {tab ? <TabBar current={tab} /> : null}
      <TrackingHost />
      <ToastHost />
      <GlobalLoading label={t('messages.loading')} />
      <RgHost />
      {loginPopup || regPopup || loginNotice ? (
        <AppErrorBoundary fallback={(error) => <AppErrorDialog error={error} onClose={closeAuthDialogs} />}>
          <Suspense fallback={null}>
            <AuthPopups />
          </Suspense>
        </AppErrorBoundary>
      ) : null}
    </div>
  );
}
