import type { CSSProperties, ReactNode } from 'react';

/** The green "done" line above a list or form (`role="status"`). */
export function StatusNotice(props: { children: ReactNode; style?: CSSProperties }) {
  return (
    <div className="notice ok" role="status" style={props.style ?? { marginBottom: 12 }}>
      {props.children}
    </div>
  );
}
