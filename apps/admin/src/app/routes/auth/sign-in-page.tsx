import { LanguageSwitcher } from '../../../components/ui/language-switcher.tsx';
import { EnrolStep, PasswordStep, VerifyStep } from '../../../features/auth/components/sign-in-steps.tsx';

/**
 * Staff sign-in in two factors: password, then TOTP — enrolment by QR code on the first sign-in
 * (confirmed with a code, then the ten recovery codes shown once), a code or a recovery code after.
 */
export function SignInPage(props: { step: 'password' | 'enrol' | 'verify' }) {
  return (
    <main className="auth">
      <section className="card">
        {props.step === 'password' && <PasswordStep />}
        {props.step === 'enrol' && <EnrolStep />}
        {props.step === 'verify' && <VerifyStep />}
        <LanguageSwitcher className="auth-language" />
      </section>
    </main>
  );
}
