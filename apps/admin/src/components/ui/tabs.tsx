import type { CSSProperties } from 'react';

/** A row of tab buttons (`role="tab"`, the chosen one `aria-selected` and primary). */
export function Tabs<K extends string>(props: {
  values: readonly K[];
  value: K;
  onChange: (value: K) => void;
  label: (value: K) => string;
  style?: CSSProperties;
}) {
  return (
    <div className="row" role="tablist" style={props.style ?? { marginBottom: 12 }}>
      {props.values.map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={props.value === value}
          className={`btn small ${props.value === value ? 'primary' : ''}`}
          onClick={() => props.onChange(value)}
        >
          {props.label(value)}
        </button>
      ))}
    </div>
  );
}
