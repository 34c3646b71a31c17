import type { ReactNode } from 'react';
import './page-header.css';
import { Icon } from './icons.tsx';

export type PageHeaderProps = {
  title: string;
  /** Shows the back button; omitted on tab pages. */
  onBack?: () => void;
  backLabel?: string;
  right?: ReactNode;
};

export function PageHeader({ title, onBack, backLabel, right }: PageHeaderProps) {
  return (
    <header className="jl-header">
      <div className="jl-header__side">
        {onBack ? (
          <button type="button" className="jl-header__back" onClick={onBack} aria-label={backLabel}>
            <Icon name="chevronLeft" size={24} />
          </button>
        ) : null}
      </div>
      <h1 className="jl-header__title">{title}</h1>
      <div className="jl-header__side jl-header__side--right">{right}</div>
    </header>
  );
}
