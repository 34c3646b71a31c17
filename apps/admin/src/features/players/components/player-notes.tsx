import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormActions, TextField } from '../../../components/form/field.tsx';
import { SubmitForm } from '../../../components/form/submit-form.tsx';
import { ErrorNotice, Loading } from '../../../components/ui/page.tsx';
import { StaticTable } from '../../../components/ui/static-table.tsx';
import { when } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';
import { addPlayerNote, fetchPlayerNotes } from '../api/players-api.ts';

function NoteForm({ id }: { id: string }) {
  const client = useQueryClient();
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: () => addPlayerNote(id, text),
    onSuccess: (data) => {
      setText('');
      client.setQueryData(['player-notes', id], data);
    },
  });
  return (
    <SubmitForm className="card" style={{ marginBottom: 12 }} onSubmit={() => add.mutate()}>
      <TextField
        label={t('backoffice.player.newNote')}
        name="note"
        maxLength={1000}
        value={text}
        onChange={setText}
      />
      <ErrorNotice error={add.error} />
      <FormActions style={{ justifyContent: 'flex-end' }}>
        <button type="submit" className="btn primary" disabled={add.isPending || text.trim().length < 2}>
          {t('backoffice.player.addNote')}
        </button>
      </FormActions>
    </SubmitForm>
  );
}

/** Staff notes: kept, never edited; each one is in the audit log. */
export function PlayerNotes({ id }: { id: string }) {
  const query = useQuery({ queryKey: ['player-notes', id], queryFn: () => fetchPlayerNotes(id) });
  return (
    <>
      <NoteForm id={id} />
      {query.isPending ? (
        <Loading />
      ) : !query.data ? (
        <ErrorNotice error={query.error} />
      ) : (
        <StaticTable rows={query.data.list.length} empty={t('backoffice.player.noNotes')}>
          {query.data.list.map((n) => (
            <tr key={n.id}>
              <td style={{ whiteSpace: 'nowrap' }}>{when(n.created_at)}</td>
              <td>
                <strong>{n.staff}</strong>
              </td>
              <td style={{ width: '100%' }}>{n.text}</td>
            </tr>
          ))}
        </StaticTable>
      )}
    </>
  );
}
