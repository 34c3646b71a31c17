import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { resetApp } from '../../../testing/test-utils.ts';
import { BeneficiaryNotice } from './beneficiary-notice.tsx';

const beneficiary = (step: 'window' | 'returning' | 'closing' | 'closed') => ({
  flagged_at: '2026-11-29T15:00:00.000Z',
  withdraw_until: '2026-12-01T15:00:00.000Z',
  close_at: '2026-12-02T15:00:00.000Z',
  step,
});

beforeEach(resetApp);
afterEach(cleanup);

describe('a barred beneficiary’s notice', () => {
  it('in the window, gives both deadlines in Brazilian format and the way to withdraw', () => {
    renderWithProviders(
      <BeneficiaryNotice beneficiary={beneficiary('window')} action={<a href="/w">Sacar</a>} />,
    );
    const text = screen.getByTestId('rg-beneficiary').textContent!.replace(/\u00a0/g, ' ');
    expect(text).toContain('Seu CPF consta como beneficiário do Bolsa Família ou do BPC');
    expect(text).toContain('até 01/12/2026 12:00 BRT');
    expect(text).toContain('Em 02/12/2026 12:00 BRT a conta será encerrada');
    expect(screen.getByText('Sacar')).toBeTruthy();
  });

  it('after the window, says the rest is on its way by Pix and offers no withdrawal', () => {
    renderWithProviders(
      <BeneficiaryNotice beneficiary={beneficiary('returning')} action={<a href="/w">Sacar</a>} />,
    );
    const text = screen.getByTestId('rg-beneficiary').textContent!.replace(/\u00a0/g, ' ');
    expect(text).toContain('está sendo devolvido por Pix à sua conta cadastrada');
    expect(text).toContain('encerrada em 02/12/2026 12:00 BRT');
    expect(screen.queryByText('Sacar')).toBeNull();
  });
});
