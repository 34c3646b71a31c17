import { LoginPasswordForm } from '../../../features/account/components/login-password-form.tsx';
import { useBack } from '../../../hooks/use-back.ts';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** Change the login password (Mine → change login password). */
export default function LoginPasswordPage({ route }: PageProps) {
  const back = useBack(route.back);
  return (
    <PageFrame route={route}>
      <LoginPasswordForm onDone={back} />
    </PageFrame>
  );
}
