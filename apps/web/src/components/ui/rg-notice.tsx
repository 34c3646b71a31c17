import type { ReactNode } from 'react';
import './rg-notice.css';

export type RgNoticeProps = { title: string; body: string; children?: ReactNode; compact?: boolean };

/** The responsible-gaming notice: an 18+ badge with "Jogue com responsabilidade" and its text. */
export function RgNotice({ title, body, children, compact = false }: RgNoticeProps) {
  return (
    <aside className={`jl-rg${compact ? ' jl-rg--compact' : ''}`}>
      <div className="jl-rg__head">
        <span className="jl-rg__badge" aria-hidden="true">
          18+
        </span>
        <strong className="jl-rg__title">{title}</strong>
      </div>
      <p className="jl-rg__body">{body}</p>
      {children}
    </aside>
  );
}
