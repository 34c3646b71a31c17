import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/store.ts';
import { toastStore } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { formBody, routeFetch } from '../../../testing/route-fetch.ts';
import { resetApp } from '../../../testing/test-utils.ts';
import { LoginPasswordForm } from './login-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { WithdrawPasswordForm } from './withdraw-password-form.tsx';

beforeEach(() => {
  resetApp();
  setSession({ member_id: '7', token: 'tok' });
});
afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('change login password', { timeout: 20_000 }, () => {
  it('shows the docs/SPECIFICATION.md §5 messages next to each empty field and sends nothing', async () => {
    const api = routeFetch({});
    configureApiClient({ fetch: api.fetch });
    renderWithProviders(<LoginPasswordForm onDone={() => {}} />);
    submit('Alterar senha');
    await waitFor(() => expect(errorOf('Senha atual')).toBe('Digite a senha antiga'));
    expect(errorOf('Nova senha')).toBe('Digite uma nova senha');
    expect(errorOf('Repetir a nova senha')).toBe('Digite a senha novamente');
    type('Senha atual', 'velha1');
    type('Nova senha', 'nova123');
    type('Repetir a nova senha', 'nova124');
    submit('Alterar senha');
    await waitFor(() =>
      expect(errorOf('Repetir a nova senha')).toBe('As duas senhas digitadas são diferentes'),
    );
    expect(errorOf('Senha atual')).toBeUndefined();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's refusal under the field it names", async () => {
    const api = routeFetch({
      '/user/password': () => ({
        code: 0,
        msg: 'A senha antiga está incorreta',
        data: { error: 'OLD_PASSWORD_WRONG', field: 'old_password' },
      }),
    });
    configureApiClient({ fetch: api.fetch });
    const onDone = vi.fn();
    renderWithProviders(<LoginPasswordForm onDone={onDone} />);
    type('Senha atual', 'errada1');
    type('Nova senha', 'nova1234');
    type('Repetir a nova senha', 'nova1234');
    submit('Alterar senha');
    await waitFor(() => expect(errorOf('Senha atual')).toBe('A senha antiga está incorreta'));
    expect(formBody(api.calls[0])).toEqual({
      old_password: 'errada1',
      password: 'nova1234',
      repassword: 'nova1234',
    });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says that the other sessions ended when the change succeeds', async () => {
    configureApiClient({
      fetch: routeFetch({ '/user/password': () => ({ code: 1, msg: '', data: {} }) }).fetch,
    });
    const onDone = vi.fn();
    renderWithProviders(<LoginPasswordForm onDone={onDone} />);
    expect(screen.getByText(/todas as outras sessões/)).toBeTruthy();
    type('Senha atual', 'velha12');
    type('Nova senha', 'nova1234');
    type('Repetir a nova senha', 'nova1234');
    submit('Alterar senha');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toastStore.get()?.message).toBe('Senha alterada. As outras sessões foram encerradas');
  });
});

describe('reset a forgotten password by SMS', { timeout: 20_000 }, () => {
  it('asks for a valid phone before sending the code, then counts down 60 s', async () => {
    const api = routeFetch({
      '/sms/send': () => ({ code: 1, msg: '', data: { resend_after: 60, expires_in: 300 } }),
    });
    configureApiClient({ fetch: api.fetch });
    renderWithProviders(<ResetPasswordForm onDone={() => {}} />);
    submit('Enviar código');
    await waitFor(() => expect(errorOf('Celular da conta')).toBe('Digite seu número de celular'));
    type('Celular da conta', '(11) 91234-5678');
    submit('Enviar código');
    expect(await screen.findByRole('button', { name: 'Reenviar em 60 s' })).toBeTruthy();
    expect(formBody(api.calls[0])).toEqual({ phone: '11912345678', scene: 'reset' });
  });

  it('checks code and passwords, then posts the reset', async () => {
    const api = routeFetch({ '/user/password/reset': () => ({ code: 1, msg: '', data: {} }) });
    configureApiClient({ fetch: api.fetch });
    const onDone = vi.fn();
    renderWithProviders(<ResetPasswordForm onDone={onDone} initialPhone="11912345678" />);
    submit('Redefinir senha');
    await waitFor(() => expect(errorOf('Código SMS')).toBe('Digite o código de confirmação'));
    expect(errorOf('Nova senha')).toBe('Digite uma nova senha');
    type('Código SMS', '12345');
    type('Nova senha', 'nova1234');
    type('Repetir a nova senha', 'nova1234');
    submit('Redefinir senha');
    await waitFor(() => expect(errorOf('Código SMS')).toBe('O código de verificação é inválido'));
    type('Código SMS', '123456');
    submit('Redefinir senha');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(formBody(api.calls[0])).toEqual({
      phone: '11912345678',
      sms_code: '123456',
      password: 'nova1234',
      repassword: 'nova1234',
    });
  });
});

describe('withdrawal password', { timeout: 20_000 }, () => {
  it('the first time asks for six digits twice and the login password', async () => {
    const api = routeFetch({ '/user/withdraw-password': () => ({ code: 1, msg: '', data: {} }) });
    configureApiClient({ fetch: api.fetch });
    const onDone = vi.fn();
    renderWithProviders(<WithdrawPasswordForm mode="set" onDone={onDone} />);
    expect(screen.queryByLabelText('Senha de saque atual')).toBeNull();
    submit('Cadastrar senha de saque');
    await waitFor(() => expect(errorOf('Nova senha de saque')).toBe('Digite a senha de saque'));
    expect(errorOf('Senha de login')).toBe('Digite a senha de login para confirmar');
    type('Nova senha de saque', '12ab3');
    expect((screen.getByLabelText('Nova senha de saque') as HTMLInputElement).value).toBe('123');
    submit('Cadastrar senha de saque');
    await waitFor(() => expect(errorOf('Nova senha de saque')).toBe('A senha de saque tem 6 dígitos'));
    type('Nova senha de saque', '246810');
    type('Repetir a senha de saque', '246810');
    type('Senha de login', 'demo1234');
    submit('Cadastrar senha de saque');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(formBody(api.calls[0])).toEqual({
      password: '246810',
      repassword: '246810',
      login_password: 'demo1234',
    });
    expect(toastStore.get()?.message).toBe('Senha de saque cadastrada');
  });

  it('a change asks for the current one and refuses the same password again', async () => {
    const api = routeFetch({
      '/user/withdraw-password': () => ({
        code: 0,
        msg: 'Senha de saque incorreta. Restam 4 tentativas',
        data: { error: 'WITHDRAW_PASSWORD_WRONG', field: 'old_password' },
      }),
    });
    configureApiClient({ fetch: api.fetch });
    renderWithProviders(<WithdrawPasswordForm mode="change" onDone={() => {}} />);
    expect(screen.queryByLabelText('Senha de login')).toBeNull();
    type('Senha de saque atual', '111111');
    type('Nova senha de saque', '111111');
    type('Repetir a senha de saque', '111111');
    submit('Alterar senha de saque');
    await waitFor(() =>
      expect(errorOf('Nova senha de saque')).toBe('A nova senha deve ser diferente da atual'),
    );
    type('Nova senha de saque', '222222');
    type('Repetir a senha de saque', '222222');
    submit('Alterar senha de saque');
    await waitFor(() =>
      expect(errorOf('Senha de saque atual')).toBe('Senha de saque incorreta. Restam 4 tentativas'),
    );
    expect(formBody(api.calls[0])).toEqual({
      old_password: '111111',
      password: '222222',
      repassword: '222222',
    });
  });
});
