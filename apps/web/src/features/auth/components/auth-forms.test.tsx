import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths.ts';
import { configureApiClient } from '../../../lib/api-client.ts';
import { openLogin, openRegister } from '../../../lib/session.ts';
import { getAppState } from '../../../lib/store.ts';
import { loginFixture } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { formBody, routeFetch } from '../../../testing/route-fetch.ts';
import { resetApp } from '../../../testing/test-utils.ts';

const session = loginFixture();

beforeEach(() => {
  resetApp();
  window.scrollTo = () => {};
});
afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('login popup', { timeout: 20_000 }, () => {
  it('posts the phone digits and password, stores member and token, closes, and opens the page asked for', async () => {
    const api = routeFetch({ '/user/login': () => ({ code: 1, msg: '', data: session }) });
    configureApiClient({ fetch: api.fetch });
    const app = renderApp(paths.home);
    openLogin(paths.team);
    await screen.findByRole('dialog', { name: 'Entrar' });
    type('Celular', '(11) 91234-5678');
    type('Senha', 'segredo1');
    fireEvent.submit(screen.getByLabelText('Senha').closest('form')!);
    await waitFor(() => expect(getAppState().token).toBe('tok-501'));
    const login = api.calls.find((call) => call.url.includes('/user/login'));
    expect(formBody(login)).toEqual({ username: '11912345678', password: 'segredo1' });
    expect(getAppState().member).toEqual({ member_id: '501', userInfo: session.userInfo });
    await waitFor(() => expect(app.location()).toBe(paths.team));
    expect(getAppState().loginPopup).toBe(false);
  });

  it('shows the verification code when the server asks for it and sends it with the captcha id', async () => {
    let attempt = 0;
    const api = routeFetch({
      '/user/login': () =>
        ++attempt === 1
          ? {
              code: 0,
              msg: 'Digite o código da imagem',
              data: { error: 'CAPTCHA_REQUIRED', field: 'captcha_code' },
            }
          : { code: 1, msg: '', data: session },
      '/common/captcha': () => ({
        code: 1,
        msg: '',
        data: { captcha_id: 'cap-1', image: 'data:image/svg+xml,<svg/>' },
      }),
    });
    configureApiClient({ fetch: api.fetch });
    renderApp(paths.home);
    openLogin();
    await screen.findByRole('dialog', { name: 'Entrar' });
    expect(screen.queryByLabelText('Código de verificação')).toBeNull();
    type('Celular', '11912345678');
    type('Senha', 'segredo1');
    fireEvent.submit(screen.getByLabelText('Senha').closest('form')!);
    await screen.findByLabelText('Código de verificação');
    await waitFor(() => expect(api.calls.some((call) => call.url.includes('/common/captcha'))).toBe(true));
    // The picture has a name, and the button it sits in says what tapping it does.
    const picture = await screen.findByRole('img', { name: /Código de verificação em imagem/ });
    expect(picture.getAttribute('width')).toBe('120');
    expect(screen.getByRole('button', { name: /toque para trocar/ })).toBeTruthy();
    type('Código de verificação', 'AB12');
    fireEvent.submit(screen.getByLabelText('Senha').closest('form')!);
    await waitFor(() => expect(getAppState().token).toBe('tok-501'));
    const second = api.calls.filter((call) => call.url.includes('/user/login'))[1];
    expect(formBody(second)).toMatchObject({ captcha_id: 'cap-1', captcha_code: 'AB12' });
  });

  it('shows the spec messages next to empty fields without calling the server', async () => {
    const api = routeFetch({});
    configureApiClient({ fetch: api.fetch });
    renderApp(paths.home);
    openLogin();
    await screen.findByRole('dialog', { name: 'Entrar' });
    fireEvent.submit(screen.getByLabelText('Senha').closest('form')!);
    expect(await screen.findByText('Digite seu número de celular')).toBeTruthy();
    expect(screen.getByText('Digite a senha')).toBeTruthy();
    expect(api.calls.filter((call) => call.url.includes('/user/login'))).toHaveLength(0);
  });
});

describe('registration popup', { timeout: 20_000 }, () => {
  it('sends the SMS code request and registers with the 18+ and terms confirmations', async () => {
    localStorage.setItem('regKey', 'FRIEND7');
    const api = routeFetch({
      '/sms/send': () => ({ code: 1, msg: '', data: { resend_after: 60, expires_in: 300 } }),
      '/user/register': () => ({ code: 1, msg: '', data: session }),
    });
    configureApiClient({ fetch: api.fetch });
    renderApp(paths.home);
    openRegister();
    await screen.findByRole('dialog', { name: 'Criar conta' });
    expect((screen.getByLabelText('Código de indicação (opcional)') as HTMLInputElement).value).toBe(
      'FRIEND7',
    );
    type('Celular', '11912345678');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('button', { name: /Reenviar em 60 s/ })).toBeTruthy();
    expect(formBody(api.calls.find((call) => call.url.includes('/sms/send')))).toEqual({
      phone: '11912345678',
      scene: 'register',
    });
    type('Código SMS', '123456');
    type('Senha', 'segredo1');
    type('Repetir senha', 'segredo1');
    fireEvent.click(screen.getByLabelText('Confirmo que tenho mais de 18 anos'));
    fireEvent.click(screen.getByLabelText(/Li e aceito os/));
    fireEvent.submit(screen.getByLabelText('Senha').closest('form')!);
    await waitFor(() => expect(getAppState().token).toBe('tok-501'));
    expect(formBody(api.calls.find((call) => call.url.includes('/user/register')))).toEqual({
      phone: '11912345678',
      password: 'segredo1',
      repassword: 'segredo1',
      sms_code: '123456',
      age_confirm: '1',
      terms: '1',
      invite_code: 'FRIEND7',
    });
    expect(getAppState().regPopup).toBe(false);
  });

  it('refuses to register without the age and terms confirmations', async () => {
    const api = routeFetch({});
    configureApiClient({ fetch: api.fetch });
    renderApp(paths.home);
    openRegister();
    await screen.findByRole('dialog', { name: 'Criar conta' });
    type('Celular', '11912345678');
    type('Código SMS', '123456');
    type('Senha', 'segredo1');
    type('Repetir senha', 'segredo1');
    fireEvent.submit(screen.getByLabelText('Senha').closest('form')!);
    expect(await screen.findByText('Confirme que você tem mais de 18 anos')).toBeTruthy();
    expect(screen.getByText('Leia e aceite os termos de uso')).toBeTruthy();
    expect(api.calls.filter((call) => call.url.includes('/user/register'))).toHaveLength(0);
  });

  it('shows a wrong SMS code under the code field, not only as a toast, and clears it when retyped', async () => {
    const api = routeFetch({
      '/user/register': () => ({
        code: 0,
        msg: 'O código de verificação é inválido',
        data: { error: 'SMS_CODE_INVALID', field: 'sms_code' },
      }),
    });
    configureApiClient({ fetch: api.fetch });
    renderApp(paths.home);
    openRegister();
    await screen.findByRole('dialog', { name: 'Criar conta' });
    type('Celular', '11912345678');
    type('Código SMS', '000000');
    type('Senha', 'segredo1');
    type('Repetir senha', 'segredo1');
    fireEvent.click(screen.getByLabelText('Confirmo que tenho mais de 18 anos'));
    fireEvent.click(screen.getByLabelText(/Li e aceito os/));
    fireEvent.submit(screen.getByLabelText('Senha').closest('form')!);
    const code = screen.getByLabelText('Código SMS');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = code.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0]!)?.textContent).toContain(
      'O código de verificação é inválido',
    );
    expect(getAppState().token).toBeFalsy();
    type('Código SMS', '123456');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).not.toBe('true'));
  });
});
