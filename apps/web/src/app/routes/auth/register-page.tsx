import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { getAppState, setAppState } from '../../../lib/store.ts';
import { GuestOnly } from '../../route-guard.tsx';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** The registration page, for sites that show registration as a page and for invite links. */
export default function RegisterPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const done = (loggedIn: boolean) => {
    if (!loggedIn) {
      navigate(paths.login, { replace: true });
      return;
    }
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
          <p className="jl-auth-page__lead">{t('register.lead')}</p>
          <RegisterForm onSuccess={done} onSwitchToLogin={() => navigate(paths.login, { replace: true })} />
        </div>
      </PageFrame>
    </GuestOnly>
  );
}
