import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons.tsx';

export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="jl-icon-btn"
      onClick={onToggle}
      aria-label={shown ? t('login.hidePassword') : t('login.showPassword')}
      aria-pressed={shown}
    >
      <Icon name={shown ? 'eyeOff' : 'eye'} size={20} />
    </button>
  );
}
