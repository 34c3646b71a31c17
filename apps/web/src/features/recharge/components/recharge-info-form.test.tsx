import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { resetApp } from '../../../testing/test-utils.ts';
import { RechargeInfoForm } from './recharge-info-form.tsx';

function renderForm(registeredMobile: string | null) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RechargeInfoForm initial={null} registeredMobile={registeredMobile} onSaved={() => {}} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

afterEach(cleanup);
beforeEach(resetApp);

describe('the recharge info form', () => {
  it('starts the mobile as the registered phone, formatted, and lets the player change it', async () => {
    await i18n.changeLanguage('pt-BR');
    renderForm('(11) 91234-5678');
    const mobile = screen.getByLabelText('Celular') as HTMLInputElement;
    expect(mobile.value).toBe('(11) 91234-5678');
    fireEvent.change(mobile, { target: { value: '21987654321' } });
    expect(mobile.value).toBe('(21) 98765-4321');
  });

  it('starts empty without a registered phone', async () => {
    await i18n.changeLanguage('pt-BR');
    renderForm(null);
    expect((screen.getByLabelText('Celular') as HTMLInputElement).value).toBe('');
  });
});
