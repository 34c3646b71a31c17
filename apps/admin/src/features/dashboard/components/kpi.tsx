import { Link } from 'react-router';

/** One figure: its label, value and a line under it; `to` makes the card a link to the work. */
export function Kpi(props: { label: string; value: string; sub?: string; alert?: boolean; to?: string }) {
  const body = (
    <>
      <span className="label">{props.label}</span>
      <span className="value">{props.value}</span>
      {props.sub && <span className="sub">{props.sub}</span>}
    </>
  );
  return (
    <div className={`card kpi${props.alert ? ' alert' : ''}`}>
      {props.to ? (
        <Link to={props.to} style={{ color: 'inherit', textDecoration: 'none', display: 'grid', gap: 4 }}>
          {body}
        </Link>
      ) : (
        body
      )}
    </div>
  );
}
