import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './list.css';
import { Icon, type IconName } from './icons.tsx';

export function List({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="jl-list">
      {title ? <h2 className="jl-list__title">{title}</h2> : null}
      <ul className="jl-list__items">{children}</ul>
    </section>
  );
}

export type ListItemProps = {
  label: string;
  icon?: IconName;
  /** Secondary text on the right, before the chevron. */
  value?: ReactNode;
  /** A route to open; the cell becomes a link with a chevron. */
  to?: string;
  onClick?: () => void;
  tone?: 'default' | 'danger';
  /** Shows the chevron; defaults to true for links and buttons. */
  chevron?: boolean;
  selected?: boolean;
};

export function ListItem({
  label,
  icon,
  value,
  to,
  onClick,
  tone = 'default',
  chevron,
  selected,
}: ListItemProps) {
  const interactive = Boolean(to || onClick);
  const content = (
    <>
      {icon ? (
        <span className="jl-cell__icon" aria-hidden="true">
          <Icon name={icon} size={20} />
        </span>
      ) : null}
      <span className="jl-cell__label">{label}</span>
      {value !== undefined ? <span className="jl-cell__value">{value}</span> : null}
      {selected ? <Icon name="check" size={20} className="jl-cell__check" /> : null}
      {(chevron ?? interactive) && !selected ? (
        <Icon name="chevronRight" size={18} className="jl-cell__chevron" />
      ) : null}
    </>
  );
  const className = `jl-cell jl-cell--${tone}${selected ? ' is-selected' : ''}`;
  return (
    <li>
      {to ? (
        <Link to={to} className={className}>
          {content}
        </Link>
      ) : onClick ? (
        <button type="button" className={className} onClick={onClick} aria-pressed={selected}>
          {content}
        </button>
      ) : (
        <div className={className}>{content}</div>
      )}
    </li>
  );
}
