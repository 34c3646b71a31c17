import type { CSSProperties, ReactNode } from 'react';

/**
 * A small table laid out by hand (no paging, no column model): the headers, the rows the caller
 * renders and, when `empty` is given and there are no rows, the empty line.
 */
export function StaticTable(props: {
  headers?: ReactNode[];
  children: ReactNode;
  rows?: number;
  empty?: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <div className="table-wrap" style={props.style}>
      <table className="data">
        {props.headers && (
          <thead>
            <tr>
              {props.headers.map((header, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the headers are a fixed, ordered list
                <th key={i}>{header}</th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>{props.children}</tbody>
      </table>
      {props.empty !== undefined && props.rows === 0 && <div className="empty">{props.empty}</div>}
    </div>
  );
}
