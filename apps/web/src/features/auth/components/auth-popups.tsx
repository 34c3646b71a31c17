import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Popup } from '../../../components/ui/popup.tsx';
import { RgNotice } from '../../../components/ui/rg-notice.tsx';
import { closeAuthPopups, openLogin, openRegister } from '../../../lib/session.ts';
import { getAppState, setAppState, useAppState } from '../../../lib/store.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

/** After a login: the pending destination, and the responsible-gaming notice when configured. */
export function useAfterLogin(): () => void {
  const navigate = useNavigate();
  return () => {
    const { afterLogin, config } = getAppState();
    setAppState({
      loginPopup: false,
      regPopup: false,
      afterLogin: null,
      loginNotice: Boolean(config?.ui?.loginNotice) || config?.compliance?.profile === 'br-regulated',
    });
    if (afterLogin) navigate(afterLogin);
  };
}

/**
 * The login and registration popups (docs/SPECIFICATION.md §2 "controlled by flags": `loginPopup`, `regPopup`) and
 * the login notice. Loaded on demand by the app layout the first time a flag turns on.
 */
export default function AuthPopups() {
  const { t } = useTranslation();
  const loginPopup = useAppState((s) => s.loginPopup);
  const regPopup = useAppState((s) => s.regPopup);
  const loginNotice = useAppState((s) => s.loginNotice);
  // In br-regulated the risk notice (with warning signs and help lines) replaces this one.
  const regulated = useAppState((s) => s.config?.compliance?.profile === 'br-regulated');
  const afterLogin = useAfterLogin();

  return (
    <>
      <Popup
        open={loginPopup}
        onClose={closeAuthPopups}
        title={t('login.title')}
        closeLabel={t('actions.close')}
      >
        <LoginForm onSuccess={afterLogin} onSwitchToRegister={openRegister} />
      </Popup>
      <Popup
        open={regPopup}
        onClose={closeAuthPopups}
        title={t('register.title')}
        closeLabel={t('actions.close')}
      >
        <RegisterForm
          onSuccess={(loggedIn) => (loggedIn ? afterLogin() : openLogin())}
          onSwitchToLogin={() => openLogin()}
        />
      </Popup>
      <LoginNotice open={loginNotice && !regulated} />
    </>
  );
}

function LoginNotice({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const close = () => setAppState({ loginNotice: false });
  return (
    <Popup open={open} onClose={close} variant="center">
      <RgNotice title={t('rg.title')} body={t('rg.body')} />
      <Button block className="jl-auth-form__submit" onClick={close}>
        {t('rg.understood')}
      </Button>
    </Popup>
  );
}
