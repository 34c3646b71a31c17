import type { ReactNode } from 'react';

/** A modal form: the backdrop, the card (`role="dialog"`, named by its title) and its heading. */
export function DialogForm(props: { title: string; onSubmit: () => void; children: ReactNode }) {
  return (
    <div className="dialog-backdrop" role="presentation">
      <form
        className="card dialog"
        role="dialog"
        aria-label={props.title}
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
        <h2>{props.title}</h2>
        {props.children}
      </form>
    </div>
  );
}
