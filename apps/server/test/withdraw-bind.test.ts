import { formatCnpj } from '@jl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawAccounts } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newPayer } from './pay-fixtures.ts';
import { bindBody, freshCpf, NOON_SP, newPlayer, WITHDRAW_PASSWORD } from './withdraw-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOON_SP);
});
afterAll(async () => {
  if (t) await assertLedgerInvariants(t.database.db);
  await t?.close();
});

const bind = (token: string, body: Record<string, string>, lang?: string) =>
  t.api('POST', '/withdraw/bind', { token, body, lang });

describe('POST /withdraw/bind — docs/SPECIFICATION.md §5 withdraw-bind messages', () => {
  const cases: [string, Record<string, string | undefined>, string, string, string][] = [
    ['no user name', { name: '' }, 'name', 'Digite o nome do usuário', 'Enter user name'],
    ['no CPF/CNPJ', { cpf: '' }, 'cpf', 'Digite o CPF/CNPJ', 'Enter CPF/CNPJ'],
    [
      'a wrong CPF/CNPJ',
      { cpf: '123.456.789-00' },
      'cpf',
      'Digite o CPF/CNPJ correto',
      'Enter the correct CPF/CNPJ',
    ],
    [
      'a wrong CNPJ',
      { cpf: '11.222.333/0001-80' },
      'cpf',
      'Digite o CPF/CNPJ correto',
      'Enter the correct CPF/CNPJ',
    ],
    ['no PIX account', { pix_account: '' }, 'pix_account', 'Digite a conta PIX', 'Enter PIX account'],
    [
      'no withdrawal password',
      { withdraw_password: '' },
      'withdraw_password',
      'Digite a senha de saque',
      'Enter withdrawal password',
    ],
    ['no repeat', { repassword: '' }, 'repassword', 'Digite-a novamente', 'Enter it again'],
    [
      'passwords that differ',
      { repassword: '135791' },
      'repassword',
      'As senhas são diferentes',
      'Passwords differ',
    ],
  ];
  for (const [what, over, field, pt, en] of cases) {
    it(`refuses ${what} with its message in pt-BR and en, naming the field`, async () => {
      const player = await newPlayer(t);
      const body = bindBody(freshCpf(), over as Record<string, string>);
      const answerPt = await bind(player.token, body);
      expect(answerPt).toMatchObject({ code: 0, msg: pt, data: { field } });
      const answerEn = await bind(player.token, body, 'en');
      expect(answerEn).toMatchObject({ code: 0, msg: en, data: { field } });
    });
  }

  it('accepts a valid CNPJ (numeric or alphanumeric) as a document, then refuses it: CPF withdrawals only', async () => {
    const player = await newPlayer(t);
    for (const cnpj of ['11.222.333/0001-81', formatCnpj('12ABC34501DE35')]) {
      const answer = await bind(player.token, bindBody(freshCpf(), { cpf: cnpj }));
      expect(answer).toMatchObject({ code: 0, data: { error: 'WITHDRAW_CPF_ONLY', field: 'cpf' } });
    }
  });

  it('refuses a Pix type other than CPF', async () => {
    const player = await newPlayer(t);
    const answer = await bind(player.token, bindBody(freshCpf(), { pix_type: 'email' }));
    expect(answer).toMatchObject({ code: 0, data: { field: 'pix_type' } });
    expect(answer.msg).toBe('Apenas saques para chave PIX do tipo CPF são aceitos');
  });

  it('refuses a Pix account that is not the same CPF', async () => {
    const player = await newPlayer(t);
    const answer = await bind(player.token, bindBody(freshCpf(), { pix_account: freshCpf() }));
    expect(answer).toMatchObject({
      code: 0,
      data: { error: 'WITHDRAW_PIX_KEY_MISMATCH', field: 'pix_account' },
    });
    const notCpf = await bind(player.token, bindBody(freshCpf(), { pix_account: 'maria@exemplo.com' }));
    expect(notCpf).toMatchObject({ code: 0, data: { field: 'pix_account' } });
  });

  it('refuses unknown fields and answers 409 without a session', async () => {
    const player = await newPlayer(t);
    const extra = await bind(player.token, { ...bindBody(freshCpf()), member_id: '1' });
    expect(extra).toMatchObject({ code: 0, data: { error: 'UNKNOWN_FIELD' } });
    const anonymous = await t.api('POST', '/withdraw/bind', { body: bindBody(freshCpf()) });
    expect(anonymous.code).toBe(409);
  });
});

describe('POST /withdraw/bind — identity rules', () => {
  it('binds the player own CPF, masks it, and lists it', async () => {
    const player = await newPlayer(t);
    const cpf = freshCpf();
    const answer = await bind(
      player.token,
      bindBody(cpf, { mobile: '(11) 98765-4321', email: 'Maria@Exemplo.com' }),
    );
    expect(answer.code).toBe(1);
    expect(answer.msg).toBe('Conta de saque vinculada');
    const digits = cpf.replace(/\D/g, '');
    const masked = `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
    expect(answer.data).toMatchObject({ max: 3, own_cpf: masked });
    expect(answer.data.list[0]).toMatchObject({
      pix_type: 'cpf',
      name: 'Maria da Silva',
      cpf: masked,
      pix_account: masked,
      mobile: '(11) 98765-4321',
      email: 'maria@exemplo.com',
    });
    const listed = await t.api('GET', '/withdraw/accounts', { token: player.token });
    expect(listed.data.list).toHaveLength(1);
    expect(JSON.stringify(listed.data)).not.toContain(digits);
  });

  it('checks the withdrawal password, counting wrong tries, and needs one to be set', async () => {
    const player = await newPlayer(t);
    const wrong = await bind(
      player.token,
      bindBody(freshCpf(), { withdraw_password: '111111', repassword: '111111' }),
    );
    expect(wrong).toMatchObject({
      code: 0,
      data: { error: 'WITHDRAW_PASSWORD_WRONG', field: 'withdraw_password' },
    });
    expect(wrong.msg).toMatch(/4/);
    const none = await newPlayer(t, { withdrawPassword: false });
    const notSet = await bind(none.token, bindBody(freshCpf()));
    expect(notSet).toMatchObject({ code: 0, data: { error: 'WITHDRAW_PASSWORD_NOT_SET' } });
  });

  it('refuses a CPF that differs from the player recharge-info CPF', async () => {
    const payer = await newPayer(t);
    const set = await t.api('POST', '/user/withdraw-password', {
      token: payer.token,
      body: { password: WITHDRAW_PASSWORD, repassword: WITHDRAW_PASSWORD, login_password: 'segredo123' },
    });
    expect(set.code).toBe(1);
    const other = await bind(payer.token, bindBody(freshCpf()));
    expect(other).toMatchObject({ code: 0, data: { error: 'WITHDRAW_CPF_NOT_OWN', field: 'cpf' } });
    const own = await bind(payer.token, bindBody(payer.cpf));
    expect(own.code).toBe(1);
  });

  it('refuses the recharge-info CPF of another player', async () => {
    const payer = await newPayer(t);
    const player = await newPlayer(t);
    const answer = await bind(player.token, bindBody(payer.cpf));
    expect(answer).toMatchObject({ code: 0, data: { error: 'WITHDRAW_CPF_TAKEN', field: 'cpf' } });
    expect(answer.msg).toBe('Este CPF já está vinculado a outra conta');
  });

  it('keeps one CPF per player and one player per CPF', async () => {
    const first = await newPlayer(t);
    const cpf = freshCpf();
    expect((await bind(first.token, bindBody(cpf))).code).toBe(1);
    const second = await newPlayer(t);
    expect(await bind(second.token, bindBody(cpf))).toMatchObject({ data: { error: 'WITHDRAW_CPF_TAKEN' } });
    expect(await bind(first.token, bindBody(freshCpf()))).toMatchObject({
      data: { error: 'WITHDRAW_CPF_NOT_OWN' },
    });
    expect(await bind(first.token, bindBody(cpf))).toMatchObject({
      data: { error: 'WITHDRAW_ACCOUNT_EXISTS' },
    });
  });

  it('allows at most three accounts', async () => {
    const player = await newPlayer(t);
    const cpf = freshCpf();
    expect((await bind(player.token, bindBody(cpf))).code).toBe(1);
    // Other key types are reserved (only CPF is offered today); their rows count toward the limit.
    const digits = cpf.replace(/\D/g, '');
    for (const [pixType, pixKey] of [
      ['email', 'maria@exemplo.com'],
      ['phone', '+5511987654321'],
    ] as const) {
      await t.database.db
        .insert(withdrawAccounts)
        .values({ memberId: player.memberId, pixType, pixKey, name: 'Maria', cpf: digits });
    }
    const fourth = await bind(player.token, bindBody(cpf));
    expect(fourth).toMatchObject({ code: 0, data: { error: 'WITHDRAW_ACCOUNT_LIMIT' } });
    expect(fourth.msg).toBe('Você já tem 3 contas de saque vinculadas');
    const listed = await t.api('GET', '/withdraw/accounts', { token: player.token });
    expect(listed.data.list).toHaveLength(3);
  });

  it('lets only one of two players racing for the same CPF have it', async () => {
    const [a, b, c] = await Promise.all([newPlayer(t), newPlayer(t), newPlayer(t)]);
    const cpf = freshCpf();
    const answers = await Promise.all([a, b, c].map((p) => bind(p.token, bindBody(cpf))));
    expect(answers.filter((x) => x.code === 1)).toHaveLength(1);
    expect(answers.filter((x) => x.data?.error === 'WITHDRAW_CPF_TAKEN')).toHaveLength(2);
  });
});
