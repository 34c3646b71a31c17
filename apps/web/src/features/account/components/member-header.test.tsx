import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { resetApp } from '../../../testing/test-utils.ts';
import { MemberHeader } from './member-header.tsx';

const info = (over: Record<string, unknown>) => ({
  member_id: '12',
  phone: '(11) 9****-5678',
  nickname: null,
  vip_level: 0,
  invite_code: 'ABCDEFGH',
  registered_at: new Date(Date.now() - 60_000).toISOString(),
  last_login_at: null,
  ...over,
});

beforeEach(resetApp);
afterEach(cleanup);

describe('member header', () => {
  it('greets a brand-new account, without welcoming it back', () => {
    renderWithProviders(<MemberHeader memberId="12" info={info({})} />);
    expect(screen.getByText('Boas-vindas!')).toBeTruthy();
    expect(screen.queryByText('Bem-vindo de volta')).toBeNull();
    expect(screen.getByTestId('previous-login').textContent).toBe('Este é o seu primeiro acesso');
  });

  it('welcomes a returning player back', () => {
    renderWithProviders(
      <MemberHeader
        memberId="12"
        info={info({ last_login_at: new Date(Date.now() - 3_600_000).toISOString() })}
      />,
    );
    expect(screen.getByText('Bem-vindo de volta')).toBeTruthy();
  });

  it('gives the copy buttons names that say what they copy', () => {
    renderWithProviders(<MemberHeader memberId="12" info={info({})} />);
    expect(screen.getByRole('button', { name: /ID: 12/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /ABCDEFGH/ })).toBeTruthy();
  });
});
