import type { ReactNode } from 'react';
import './empty-state.css';
import { Icon, type IconName } from './icons.tsx';

export type EmptyStateProps = {
  icon?: IconName;
  title: string;
  body?: string;
  action?: ReactNode;
  tone?: 'default' | 'error';
};

export function EmptyState({ icon = 'sparkles', title, body, action, tone = 'default' }: EmptyStateProps) {
  return (
    <div className={`jl-empty jl-empty--${tone}`}>
      <div className="jl-empty__art" aria-hidden="true">
        <Icon name={icon} size={34} strokeWidth={1.6} />
      </div>
      <h2 className="jl-empty__title">{title}</h2>
      {body ? <p className="jl-empty__body">{body}</p> : null}
      {action ? <div className="jl-empty__action">{action}</div> : null}
    </div>
  );
}
