import type { ReactNode } from 'react';
import { SubmitForm } from './submit-form.tsx';

/** A modal form: the backdrop, the card (`role="dialog"`, named by its title) and its heading. */
export function DialogForm(props: { title: string; onSubmit: () => void; children: ReactNode }) {
  return (
    <div className="dialog-backdrop" role="presentation">
      <SubmitForm
        className="card dialog"
        role="dialog"
        aria-label={props.title}
        onSubmit={() => props.onSubmit()}
      >
        <h2>{props.title}</h2>
        {props.children}
      </SubmitForm>
    </div>
  );
}
