import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { getAppState, setAppState } from '../../../lib/store.ts';
import { GuestOnly } from '../../route-guard.tsx';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** The login page, for sites that show login as a page (`config.ui.loginPopup = false`) and direct links. */
export default function LoginPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const done = () => {
    const { afterLogin, config } = getAppState();
    setAppState({
      afterLogin: null,
      loginNotice: Boolean(config?.ui?.loginNotice) || config?.compliance?.profile === 'br-regulated',
    });
    navigate(afterLogin ?? paths.mine, { replace: true });
  };
  return (
    <GuestOnly>
      <PageFrame route={route}>
        <div className="jl-auth-page">
          <p className="jl-auth-page__lead">{t('login.lead')}</p>
          <LoginForm
            onSuccess={done}
            onSwitchToRegister={() => navigate(paths.register, { replace: true })}
          />
        </div>
      </PageFrame>
    </GuestOnly>
  );
}
