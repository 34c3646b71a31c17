import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import { configureApiClient } from '../lib/api-client.ts';
import { clearSession, getAppState, setSession } from '../lib/store.ts';
import { toastStore } from '../lib/toast.ts';
import { renderApp } from '../testing/render-app.tsx';
import { fakeFetch, resetApp } from '../testing/test-utils.ts';
import { isPublicPath, routes } from './routes.ts';

beforeEach(() => {
  resetApp();
  window.scrollTo = () => {};
  // The launch calls find no server: the shell must still render, quietly.
  configureApiClient({ fetch: fakeFetch('Bad gateway', { status: 502 }).fetch });
});

afterEach(cleanup);

describe('route table', { timeout: 20_000 }, () => {
  it('registers every route of docs/SPECIFICATION.md §2 at its path', () => {
    const registered = new Set(routes.map((route) => route.path));
    for (const path of Object.values(paths)) expect(registered.has(path), path).toBe(true);
  });

  it('lets visitors open exactly the public pages of docs/SPECIFICATION.md §6 (plus terms, language, password reset and watching live rounds)', () => {
    const publicPaths = routes.filter((route) => route.public).map((route) => route.path);
    expect(publicPaths.sort()).toEqual(
      [
        paths.root,
        paths.home,
        paths.register,
        paths.login,
        paths.activity,
        paths.activityBonus,
        paths.download,
        paths.gameList,
        paths.gamePlat,
        paths.terms,
        paths.language,
        paths.resetPassword,
        // Anyone may watch a live round (betting asks for a session).
        paths.liveCrash,
        paths.liveRoulette,
      ].sort(),
    );
    expect(isPublicPath(`${paths.home}/`)).toBe(true);
    expect(isPublicPath(paths.withdraw)).toBe(false);
  });
});

describe('access guard', { timeout: 20_000 }, () => {
  it('sends a visitor who opens a login-only page home, with the toast and the login popup', async () => {
    const app = renderApp(paths.team);
    await waitFor(() => expect(app.location()).toBe(paths.home));
    expect(toastStore.get()?.message).toBe('Por favor, faça login primeiro');
    expect(getAppState()).toMatchObject({ loginPopup: true, afterLogin: paths.team });
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeTruthy();
  });

  it('takes the guard\'s "log in first" back once the visitor logs in', async () => {
    renderApp(paths.team);
    await waitFor(() => expect(toastStore.get()?.message).toBe('Por favor, faça login primeiro'));
    act(() => setSession({ member_id: 9, token: 't' }));
    expect(toastStore.get()).toBeNull();
  });

  it('opens a login-only page for a member', async () => {
    setSession({ member_id: 9, token: 't' });
    const app = renderApp(paths.teamDetail);
    expect(await screen.findByRole('heading', { name: 'Detalhes da equipe' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Nível 1' })).toBeTruthy();
    expect(app.location()).toBe(paths.teamDetail);
    expect(getAppState().loginPopup).toBe(false);
  });

  it.each([paths.login, paths.register])('sends a signed-in player on from %s to Mine', async (path) => {
    setSession({ member_id: 9, token: 't' });
    const app = renderApp(`${path}?code=ABC`);
    await waitFor(() => expect(app.location()).toBe(paths.mine));
    expect(screen.queryByLabelText('Senha')).toBeNull();
  });

  it('shows the login and register forms to a visitor', async () => {
    const app = renderApp(paths.login);
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(app.location()).toBe(paths.login);
  });

  it('opens a public page for a visitor', async () => {
    const app = renderApp(paths.download);
    expect(await screen.findByText('Instale o app')).toBeTruthy();
    expect(app.location()).toBe(paths.download);
    expect(toastStore.get()).toBeNull();
  });

  it('keeps the player on a page when the session ends there (the api client asks to log in)', async () => {
    setSession({ member_id: 9, token: 't' });
    const app = renderApp(paths.mine);
    expect(await screen.findByText('ID: 9')).toBeTruthy();
    act(() => clearSession());
    expect(await screen.findByText('Bem-vindo ao Jogo Limpo')).toBeTruthy();
    expect(app.location()).toBe(paths.mine);
  });
});

describe('tab bar', { timeout: 20_000 }, () => {
  it('opens the login popup instead of navigating when no member is present', async () => {
    const app = renderApp(paths.home);
    const team = await screen.findByRole('button', { name: 'Equipe' });
    fireEvent.click(team);
    expect(getAppState().loginPopup).toBe(true);
    expect(app.location()).toBe(paths.home);
  });

  it('navigates for a member and highlights the selected tab', async () => {
    setSession({ member_id: 9, token: 't' });
    const app = renderApp(paths.home);
    fireEvent.click(await screen.findByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(app.location()).toBe(paths.vip));
    expect(screen.getByRole('button', { name: 'Recarregar' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows home to visitors without asking them to log in', async () => {
    const app = renderApp(paths.root);
    expect(await screen.findByRole('tab', { name: 'Slots' })).toBeTruthy();
    expect(screen.getByText('Jogue com responsabilidade')).toBeTruthy();
    expect(app.location()).toBe(paths.root);
    expect(getAppState().loginPopup).toBe(false);
  });
});

describe('mine', { timeout: 20_000 }, () => {
  it('signs out after the confirmation, clearing member and token', async () => {
    setSession({ member_id: 9, token: 't' });
    renderApp(paths.mine);
    fireEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(screen.getByText('Sair da conta atual?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(getAppState()).toMatchObject({ member: null, token: null });
    expect(await screen.findByText('Bem-vindo ao Jogo Limpo')).toBeTruthy();
  });
});
