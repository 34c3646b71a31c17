import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field.tsx';

describe('Field', () => {
  afterEach(cleanup);

  it('shows the error below the control, its formatted example kept on one line', () => {
    const error = 'CPF inválido. Confira os 11 dígitos: 000.000.000-00';
    render(<Field label="CPF" value="123" onChange={() => {}} error={error} />);
    const message = screen.getByText(/CPF inválido/);
    expect(message.className).toBe('jl-field__error');
    expect(message.textContent).toBe(error);
    const whole = [...message.querySelectorAll('.jl-nowrap')].map((span) => span.textContent);
    expect(whole).toEqual(['000.000.000-00']);
    // Outside the control box (the input's frame), tied to the input for screen readers.
    expect(message.closest('.jl-field__control')).toBeNull();
    expect(screen.getByLabelText('CPF').getAttribute('aria-describedby')).toBe(message.id);
  });

  it('keeps a message without a hyphenated format as plain text', () => {
    render(<Field label="Valor" value="" onChange={() => {}} error="Use só números, por exemplo 1.000,50" />);
    expect(screen.getByText('Use só números, por exemplo 1.000,50').children).toHaveLength(0);
  });
});
