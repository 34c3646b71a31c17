import { randomInt } from 'node:crypto';
import type { CallInit, Product } from './product.ts';

/** Players made from outside, as a phone would: SMS code, registration, recharge details, Pix. */
export type Player = { phone: string; password: string; cpf: string; token: string; memberId: string };

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** A random CPF with valid check digits (the Receita's algorithm, written apart from the server's). */
export function randomCpf(): string {
  const nine = `${1 + randomInt(8)}${digits(8)}`;
  const dv = (body: string, start: number) => {
    const r = [...body].reduce((acc, d, i) => acc + Number(d) * (start - i), 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(nine, 10);
  return `${nine}${d1}${dv(`${nine}${d1}`, 11)}`;
}

export const randomPhone = (): string => `(21) 9${digits(4)}-${digits(4)}`;

/** Where this deployment's SMS codes arrive: the development outbox, or a gateway stand-in. */
export type SmsInbox = (phone: string) => Promise<string | null | undefined>;

export const devOutbox =
  (product: Product): SmsInbox =>
  async (phone) => {
    const outbox = await product.call(`/dev/outbox?phone=${encodeURIComponent(phone)}`);
    const text = outbox.data?.list?.[0]?.text as string | undefined;
    return text?.match(/\b(\d{6})\b/)?.[1];
  };

export async function registerPlayer(
  product: Product,
  options: { inbox?: SmsInbox; inviteCode?: string; withDetails?: boolean; device?: string } = {},
): Promise<Player> {
  const inbox = options.inbox ?? devOutbox(product);
  const phone = randomPhone();
  const password = 'jogo12345';
  const sent = await product.call('/sms/send', { body: { phone, scene: 'register' } });
  if (sent.code !== 1) throw new Error(`SMS refused: ${sent.msg}`);
  let code: string | null | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    code = await inbox(phone);
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error(`no SMS code reached ${phone}`);
  const registered = await product.call('/user/register', {
    // Each phone its own browser: a team's invitees sharing their inviter's IP and device are flagged.
    userAgent: options.device,
    body: {
      phone,
      password,
      repassword: password,
      sms_code: code,
      age_confirm: '1',
      terms: '1',
      ...(options.inviteCode ? { invite_code: options.inviteCode } : {}),
    },
  });
  if (registered.code !== 1) throw new Error(`registration refused: ${registered.msg}`);
  const token = registered.data.token as string;
  const cpf = randomCpf();
  if (options.withDetails !== false) {
    const info = await product.call('/recharge/info', {
      token,
      body: { name: 'Beatriz Lima', cpf, mobile: phone, email: 'beatriz@exemplo.com.br' },
    });
    if (info.code !== 1) throw new Error(`recharge details refused: ${info.msg}`);
  }
  return { phone, password, cpf, token, memberId: String(registered.data.member_id) };
}

/**
 * Signs in again and answers the new token: a moved clock ends idle sessions, and a token older than a
 * day is replaced by one sent in a response header this client does not keep.
 */
export async function logIn(product: Product, player: Player): Promise<string> {
  const answer = await product.call('/user/login', {
    body: { username: player.phone, password: player.password },
  });
  if (answer.code !== 1) throw new Error(`login refused: ${answer.msg}`);
  player.token = answer.data.token as string;
  return player.token;
}

/** A player's call; signs in again first when the session ended (code 302), as the app does. */
export async function asPlayer(
  product: Product,
  player: Player,
  path: string,
  init: Omit<CallInit, 'token'> = {},
) {
  const answer = await product.call(path, { ...init, token: player.token });
  if (answer.code !== 302 && answer.data?.error !== 'LOGIN_REQUIRED') return answer;
  return product.call(path, { ...init, token: await logIn(product, player) });
}

/** A Pix deposit through the sandbox PSP's payer page, as the demo's bank app does; waits for the credit. */
export async function sandboxDeposit(product: Product, player: Player, amount: string): Promise<void> {
  const order = await product.call('/recharge/create', { token: player.token, body: { amount } });
  if (order.code !== 1) throw new Error(`charge refused: ${order.msg}`);
  const paid = await fetch(`${product.url}/sandbox/pix/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ code: order.data.br_code }).toString(),
  });
  if (!paid.ok) throw new Error(`the sandbox payer refused: ${paid.status}`);
  for (let i = 0; i < 100; i++) {
    const status = (
      await product.call(`/recharge/order?order_no=${order.data.order_no}`, { token: player.token })
    ).data?.status;
    if (status === 'success') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the deposit was not credited');
}
