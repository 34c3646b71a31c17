import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '../../lib/i18n.ts';
import { AmountInput } from './amount-input.tsx';

function Harness({ start }: { start: string }) {
  const [value, setValue] = useState(start);
  return (
    <I18nextProvider i18n={i18n}>
      <AmountInput label="Valor" value={value} onChange={setValue} />
    </I18nextProvider>
  );
}

describe('AmountInput', () => {
  afterEach(cleanup);

  it('says in the player language as soon as letters are typed, and nothing for a Brazilian amount', async () => {
    await i18n.changeLanguage('pt-BR');
    render(<Harness start="1.000,50" />);
    const input = screen.getByLabelText('Valor');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(screen.queryByText(/Use só números/)).toBeNull();
    fireEvent.change(input, { target: { value: '10abc' } });
    expect(screen.getByText('Use só números, por exemplo 1.000,50')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '10,50' } });
    expect(screen.queryByText(/Use só números/)).toBeNull();
  });

  it('shows the placeholder the Brazilian way in every language', async () => {
    await loadLocale('en');
    await i18n.changeLanguage('en');
    render(<Harness start="" />);
    expect(screen.getByLabelText('Valor').getAttribute('placeholder')).toBe('0,00');
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: 'ten' } });
    expect(screen.getByText('Use digits only, for example 1.000,50')).toBeTruthy();
    await i18n.changeLanguage('pt-BR');
  });
});
