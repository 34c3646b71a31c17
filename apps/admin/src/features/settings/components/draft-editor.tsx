import type { SettingsChange } from '@jl/core/contracts/admin-settings-sections.ts';
import { reviewRows } from '../validation.ts';
import { DraftActions } from './draft-actions.tsx';
import { ReviewDialog, type ReviewRow } from './review-dialog.tsx';
import { type FormProps, type Json, SectionForm } from './section-form.tsx';

/** What the editors below need of `useReviewedDraft`. */
type Edit<V> = {
  setDraft: (draft: V) => void;
  reviewing: boolean;
  reason: string;
  setReason: (reason: string) => void;
  save: { isPending: boolean; error: unknown; mutate: () => void };
  discard: () => void;
  review: () => void;
  closeReview: () => void;
};

/** The review of a draft's changes, while it is open. */
export function DraftReview<V>(props: {
  edit: Edit<V>;
  rows: ReviewRow[];
  maxHeight?: number;
  maxLength?: number;
}) {
  const { edit, ...dialog } = props;
  if (!edit.reviewing) return null;
  return (
    <ReviewDialog
      {...dialog}
      reason={edit.reason}
      setReason={edit.setReason}
      pending={edit.save.isPending}
      error={edit.save.error}
      onSave={() => edit.save.mutate()}
      onClose={edit.closeReview}
    />
  );
}

/**
 * A settings value as a form: the fields (with what the schema refuses), discard and review under
 * them, and the review (scrolled, reason capped) with the save.
 */
export function DraftEditor(
  props: Omit<FormProps, 'onChange'> & { edit: Edit<Json>; changes: SettingsChange[]; invalid: boolean },
) {
  const { edit, changes, invalid, ...form } = props;
  return (
    <>
      <SectionForm {...form} onChange={edit.setDraft} />
      <DraftActions
        changes={changes.length}
        invalid={invalid}
        onDiscard={edit.discard}
        onReview={edit.review}
      />
      <DraftReview edit={edit} rows={reviewRows(changes)} maxHeight={320} maxLength={300} />
    </>
  );
}
