import { Link } from 'react-router';

/** A player id as a link to the player's page (every list shows player ids this way). */
export function PlayerLink(props: { id: string | null | undefined }) {
  if (!props.id) return <>—</>;
  return (
    <Link className="mono" to={`/players/${props.id}`}>
      {props.id}
    </Link>
  );
}
