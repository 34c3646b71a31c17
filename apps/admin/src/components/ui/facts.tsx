import type { ReactNode } from 'react';

/** A grid of labelled facts (a `dl` in a card), e.g. a player's profile. */
export function Facts(props: { children: ReactNode }) {
  return (
    <dl className="grid" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', margin: 0 }}>
      {props.children}
    </dl>
  );
}

export function Fact(props: { term: string; children: ReactNode; mono?: boolean }) {
  return (
    <div>
      <dt className="muted" style={{ fontSize: 12 }}>
        {props.term}
      </dt>
      <dd style={{ margin: 0 }} className={props.mono ? 'mono' : undefined}>
        {props.children}
      </dd>
    </div>
  );
}
