import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import './tabs.css';

export type TabItem<K extends string> = { key: K; label: string; icon?: ReactNode };

export type TabsProps<K extends string> = {
  items: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  label: string;
  /**
   * `fill`: the tabs share the row's width and a long label wraps to two lines, so a few tabs are all
   * seen at 390 px (the team page's three) rather than one cut at the edge; default: a scrolling row.
   */
  layout?: 'scroll' | 'fill';
  /** Renders the selected panel; it gets the ids that tie it to its tab. */
  children: (panel: { id: string; labelledBy: string }) => ReactNode;
};

/** Scrollable pill tabs with the ARIA tabs pattern (arrow keys move between tabs). */
export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
  layout = 'scroll',
  children,
}: TabsProps<K>) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const list = useRef<HTMLDivElement>(null);
  const [moreRight, setMoreRight] = useState(false);
  const measure = () => {
    const el = list.current;
    if (el) setMoreRight(el.scrollWidth - el.clientWidth - el.scrollLeft > 4);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: measure reads the DOM only
  useEffect(() => {
    // Measured with the next frame, when the browser lays the page out anyway: read in the effect, the
    // sizes would force a layout of the whole page in the middle of the app's start.
    const frame = requestAnimationFrame(measure);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [items]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = items[(index + step + items.length) % items.length];
    if (!next) return;
    onChange(next.key);
    refs.current.get(next.key)?.focus();
  };
  return (
    <>
      <div
        ref={list}
        className={`jl-tabs${layout === 'fill' ? ' jl-tabs--fill' : ''}${moreRight ? ' jl-tabs--overflow' : ''}`}
        role="tablist"
        aria-label={label}
        onScroll={measure}
      >
        {items.map((item, index) => {
          const selected = item.key === value;
          return (
            <button
              key={item.key}
              ref={(el) => {
                if (el) refs.current.set(item.key, el);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              className={`jl-tabs__tab${selected ? ' is-selected' : ''}`}
              onClick={() => onChange(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.icon}
              <span>{item.label}</span>
            </button>
          );
        })}
      </div>
      {children({ id: `${base}-panel`, labelledBy: `${base}-tab-${value}` })}
    </>
  );
}
