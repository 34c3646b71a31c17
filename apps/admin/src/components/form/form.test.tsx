import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticTable } from '../ui/static-table.tsx';
import { Tabs } from '../ui/tabs.tsx';
import { DialogForm } from './dialog-form.tsx';
import { FormActions, ReasonField, TextField } from './field.tsx';

afterEach(cleanup);

function Form(props: { onSubmit: (value: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  return (
    <DialogForm title="New thing" onSubmit={() => props.onSubmit(`${value}|${reason}`)}>
      <TextField
        label="Amount"
        name="amount"
        value={value}
        onChange={setValue}
        error={props.error}
        required
      />
      <ReasonField label="Why" value={reason} onChange={setReason} maxLength={300} />
      <FormActions>
        <button type="submit">Send</button>
      </FormActions>
    </DialogForm>
  );
}

describe('the shared form pieces', () => {
  it('name the dialog by its title, label each field and submit without reloading', () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog', { name: 'New thing' });
    expect(screen.getByRole('heading', { name: 'New thing' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '25.00' } });
    fireEvent.change(screen.getByLabelText('Why'), { target: { value: 'bonus' } });
    expect((screen.getByLabelText('Why') as HTMLTextAreaElement).maxLength).toBe(300);
    const submitted = fireEvent.submit(dialog);
    expect(submitted).toBe(false); // the default (a page load) was prevented
    expect(onSubmit).toHaveBeenCalledWith('25.00|bonus');
  });

  it('shows a field’s refusal under it', () => {
    render(<Form onSubmit={() => undefined} error="Use digits and a dot" />);
    const label = screen.getByRole('dialog').querySelector('input[name="amount"]')!.closest('label')!;
    expect(label.className).toBe('field');
    expect(label.querySelector('.field-error')?.textContent).toBe('Use digits and a dot');
  });
});

describe('the small shared views', () => {
  it('a static table says when it has no rows', () => {
    render(
      <StaticTable headers={['A', 'B']} rows={0} empty="nothing yet">
        {null}
      </StaticTable>,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['A', 'B']);
    expect(screen.getByText('nothing yet').className).toBe('empty');
  });

  it('tabs mark the chosen one and report a choice', () => {
    const onChange = vi.fn();
    render(<Tabs values={['a', 'b']} value="a" onChange={onChange} label={(v) => `Tab ${v}`} />);
    expect(screen.getByRole('tab', { name: 'Tab a' }).className).toBe('btn small primary');
    expect(screen.getByRole('tab', { name: 'Tab b' }).getAttribute('aria-selected')).toBe('false');
    fireEvent.click(screen.getByRole('tab', { name: 'Tab b' }));
    expect(onChange).toHaveBeenCalledWith('b');
  });
});
