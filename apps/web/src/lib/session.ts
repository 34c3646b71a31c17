import { getAppState, setAppState } from './store.ts';

/** Whether a member is present (docs/SPECIFICATION.md §3: logged in means member_id is present). */
export const isLoggedIn = (): boolean => Boolean(getAppState().member?.member_id && getAppState().token);

/**
 * Asks the player to log in. The layout shows the login popup, or the login page when the site
 * configuration turns popups off (`config.ui.loginPopup`). `afterLogin` is where to go on success.
 */
export function openLogin(afterLogin: string | null = null): void {
  setAppState({ loginPopup: true, regPopup: false, afterLogin });
}

export function openRegister(): void {
  setAppState({ regPopup: true, loginPopup: false });
}

export function closeAuthPopups(): void {
  setAppState({ loginPopup: false, regPopup: false });
}
