import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ResetPasswordForm } from '../../../features/account/components/reset-password-form.tsx';
import { openLogin } from '../../../lib/session.ts';
import { clearSession } from '../../../lib/store.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/**
 * Forgotten login password, reset by SMS (public: reached from the login form). A reset ends every
 * session of the account, this device's too, so the player is sent home to log in again.
 */
export default function ResetPasswordPage({ route }: PageProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <PageFrame route={route}>
      <ResetPasswordForm
        onDone={() => {
          clearSession();
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'launch' });
          navigate(paths.home, { replace: true });
          openLogin(paths.mine);
        }}
      />
    </PageFrame>
  );
}
