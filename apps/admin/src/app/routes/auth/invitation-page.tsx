import { useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../../components/ui/language-switcher.tsx';
import { InvitationForm } from '../../../features/auth/components/invitation-form.tsx';
import { setToken } from '../../../lib/session.ts';

/**
 * `/admin/invitation#<token>`: a public page (no session) where an invited staff member sets their
 * password; going on leads to the sign-in, where they enrol the second factor.
 */
export function InvitationPage() {
  const navigate = useNavigate();
  const token = window.location.hash.slice(1);
  return (
    <main className="auth">
      <section className="card">
        <InvitationForm
          token={token}
          onSignIn={() => {
            setToken(null);
            window.history.replaceState(null, '', window.location.pathname);
            void navigate('/', { replace: true });
          }}
        />
        <LanguageSwitcher className="auth-language" />
      </section>
    </main>
  );
}
