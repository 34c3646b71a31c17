import { decodeBrCode } from '@jl/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawHolders } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { assertLedgerInvariants } from './ledger-invariants.ts';
import { newCpf, newMember, newMobile, newOrder, newPayer, payCounts } from './pay-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  // These tests move the clock by hours and days between a player's calls; the idle end (30 min by
  // default) is tested in rg-session.test.ts.
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
});
afterAll(async () => {
  await assertLedgerInvariants(t.database.db);
  await t.close();
});

const info = (over: Record<string, string> = {}) => ({
  name: 'João da Silva',
  cpf: newCpf(),
  mobile: newMobile(),
  email: 'Joao.Silva@Exemplo.com.br',
  ...over,
});

describe('member-only endpoints', () => {
  it('answer 409 without a session', async () => {
    for (const [method, path] of [
      ['GET', '/recharge/info'],
      ['POST', '/recharge/info'],
      ['GET', '/recharge/init'],
      ['POST', '/recharge/create'],
      ['GET', '/recharge/order'],
      ['GET', '/recharge/record'],
      ['GET', '/user/fb'],
      ['GET', '/activity/Fbb'],
    ] as const) {
      const answer = await t.api(method, path, method === 'POST' ? { body: { amount: '50' } } : {});
      expect(answer.code, path).toBe(409);
    }
  });
});

describe('recharge info', () => {
  it('is empty until saved', async () => {
    const { token } = await newMember(t);
    const answer = await t.api('GET', '/recharge/info', { token, query: { id: '1' } });
    expect(answer).toMatchObject({
      code: 1,
      data: { complete: false, name: null, cpf: null, mobile: null, email: null, cpf_locked: false },
    });
    // The account's phone, formatted, for the form to start with.
    expect(answer.data.registered_mobile).toMatch(/^\(\d{2}\) 9\d{4}-\d{4}$/);
  });

  it('saves name, CPF, mobile and e-mail and shows them formatted', async () => {
    const { token } = await newMember(t);
    const body = info({ cpf: newCpf().replace(/\D/g, ''), mobile: '21987654321' });
    const saved = await t.api('POST', '/recharge/info', { token, body });
    expect(saved).toMatchObject({
      code: 1,
      data: {
        complete: true,
        name: 'João da Silva',
        cpf: body.cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
        mobile: '(21) 98765-4321',
        email: 'joao.silva@exemplo.com.br',
        cpf_locked: false,
      },
    });
    const read = await t.api('GET', '/recharge/info', { token });
    expect(read.data).toEqual(saved.data);
  });

  it('answers the docs/SPECIFICATION.md §5 message of each missing field, naming it, and writes nothing', async () => {
    const { token } = await newMember(t);
    const before = await payCounts(t.database.db);
    const cases: [string, string][] = [
      ['name', 'Enter name'],
      ['cpf', 'Enter CPF'],
      ['mobile', 'Enter mobile number'],
      ['email', 'Enter email address'],
    ];
    for (const [field, message] of cases) {
      for (const value of [undefined, '', '   ']) {
        const body: Record<string, string> = info();
        if (value === undefined) delete body[field];
        else body[field] = value;
        const answer = await t.api('POST', '/recharge/info', { token, body, lang: 'en' });
        expect(answer.code, `${field}=${value}`).toBe(0);
        expect(answer.data.field).toBe(field);
        expect(answer.msg).toBe(message);
      }
    }
    expect(await payCounts(t.database.db)).toEqual(before);
  });

  it('refuses an invalid CPF, mobile or e-mail with a clear message in every locale', async () => {
    const { token } = await newMember(t);
    const before = await payCounts(t.database.db);
    const invalid: [string, string, RegExp][] = [
      ['cpf', '123.456.789-00', /CPF/],
      ['cpf', '111.111.111-11', /CPF/],
      ['cpf', '1234567890', /CPF/],
      ['mobile', '(11) 1234-5678', /\(11\) 91234-5678/],
      ['email', 'joao@', /@/],
    ];
    for (const [field, value, pattern] of invalid) {
      const messages = new Set<string>();
      for (const lang of ['pt-BR', 'en', 'es', 'zh-Hans', 'id-ID']) {
        const answer = await t.api('POST', '/recharge/info', { token, body: info({ [field]: value }), lang });
        expect(answer.code).toBe(0);
        expect(answer.data).toEqual({ error: 'INVALID_FIELD', field });
        expect(answer.msg).toMatch(pattern);
        messages.add(answer.msg);
      }
      expect(messages.size, field).toBe(5);
    }
    const pt = await t.api('POST', '/recharge/info', { token, body: info({ cpf: '123.456.789-00' }) });
    expect(pt.msg).toBe('CPF inválido. Confira os 11 dígitos: 000.000.000-00');
    expect(await payCounts(t.database.db)).toEqual(before);
  });

  it('refuses a CPF or mobile with characters of other scripts, tabs or slashes instead of reading around them (#28)', async () => {
    const { token } = await newMember(t);
    const before = await payCounts(t.database.db);
    for (const cpf of [
      '5é2998224725',
      '529\t982\t247\t25',
      '529/982/247-25',
      '529 982 247 25',
      '٥٢٩٩٨٢٢٤٧٢٥',
    ]) {
      const answer = await t.api('POST', '/recharge/info', { token, body: info({ cpf }), lang: 'en' });
      expect(answer, cpf).toMatchObject({ code: 0, data: { error: 'INVALID_FIELD', field: 'cpf' } });
    }
    for (const mobile of ['(21) 9876é-4321', '21/98765-4321', '(２１) 98765-4321', '21.98765.4321']) {
      const answer = await t.api('POST', '/recharge/info', { token, body: info({ mobile }) });
      expect(answer, mobile).toMatchObject({ code: 0, data: { error: 'INVALID_FIELD', field: 'mobile' } });
    }
    expect(await payCounts(t.database.db)).toEqual(before);
    const masked = await t.api('POST', '/recharge/info', { token, body: info({ cpf: ' 529.982.247-25 ' }) });
    expect(masked.code).toBe(1);
  });

  it('refuses a payer name that is not a full name, in every locale, and writes nothing', async () => {
    const { token } = await newMember(t);
    const before = await payCounts(t.database.db);
    for (const name of ['João', '  Maria  ', 'João S', 'J. Silva', 'Maria Souza 2', 'Ana_Paula Lima']) {
      const messages = new Set<string>();
      for (const lang of ['pt-BR', 'en', 'es', 'zh-Hans', 'id-ID']) {
        const answer = await t.api('POST', '/recharge/info', { token, body: info({ name }), lang });
        expect(answer, `${name} ${lang}`).toMatchObject({
          code: 0,
          data: { error: 'INVALID_FIELD', field: 'name' },
        });
        messages.add(answer.msg);
      }
      expect(messages.size, name).toBe(5);
    }
    const pt = await t.api('POST', '/recharge/info', { token, body: info({ name: 'João' }) });
    expect(pt.msg).toBe(
      'Digite o nome completo, com nome e sobrenome (só letras, espaço, apóstrofo e hífen)',
    );
    expect(await payCounts(t.database.db)).toEqual(before);
    expect((await t.api('GET', '/recharge/info', { token })).data.complete).toBe(false);
    // Accents, apostrophes and hyphens pass; a saved name stays when an edit to one word is refused.
    const saved = await t.api('POST', '/recharge/info', {
      token,
      body: info({ name: "Ana-Clara  D'Ávila" }),
    });
    expect(saved).toMatchObject({ code: 1, data: { name: "Ana-Clara D'Ávila" } });
    const cpf = saved.data.cpf as string;
    expect((await t.api('POST', '/recharge/info', { token, body: info({ name: 'Ana', cpf }) })).code).toBe(0);
    expect((await t.api('GET', '/recharge/info', { token })).data.name).toBe("Ana-Clara D'Ávila");
  });

  it('refuses unknown and oversize fields', async () => {
    const { token } = await newMember(t);
    const extra = await t.api('POST', '/recharge/info', { token, body: { ...info(), admin: '1' } });
    expect(extra.data).toEqual({ error: 'UNKNOWN_FIELD', field: 'admin' });
    const long = await t.api('POST', '/recharge/info', { token, body: info({ name: 'x'.repeat(101) }) });
    expect(long).toMatchObject({ code: 0, data: { field: 'name' } });
    const email = await t.api('POST', '/recharge/info', {
      token,
      body: info({ email: `${'a'.repeat(95)}@x.com` }),
    });
    expect(email).toMatchObject({ code: 0, data: { field: 'email' } });
  });

  it('refuses a CPF another player bound for withdrawals', async () => {
    const holder = await newMember(t);
    const other = await newMember(t);
    const cpf = newCpf();
    await t.database.db
      .insert(withdrawHolders)
      .values({ memberId: holder.memberId, cpf: cpf.replace(/\D/g, ''), createdAt: t.clock.now });
    const before = await payCounts(t.database.db);
    const taken = await t.api('POST', '/recharge/info', { token: other.token, body: info({ cpf }) });
    expect(taken).toMatchObject({ code: 0, data: { error: 'CPF_TAKEN', field: 'cpf' } });
    expect(await payCounts(t.database.db)).toEqual(before);
    const own = await t.api('POST', '/recharge/info', { token: holder.token, body: info({ cpf }) });
    expect(own.code).toBe(1);
  });

  it('keeps one CPF to one player', async () => {
    const first = await newMember(t);
    const second = await newMember(t);
    const cpf = newCpf();
    expect((await t.api('POST', '/recharge/info', { token: first.token, body: info({ cpf }) })).code).toBe(1);
    const before = await payCounts(t.database.db);
    const taken = await t.api('POST', '/recharge/info', {
      token: second.token,
      body: info({ cpf: cpf.replace(/\D/g, '') }),
      lang: 'en',
    });
    expect(taken).toMatchObject({ code: 0, data: { error: 'CPF_TAKEN', field: 'cpf' } });
    expect(taken.msg).toBe('This CPF is already linked to another account');
    expect(await payCounts(t.database.db)).toEqual(before);
    // The owner may save again (other fields change, the CPF stays).
    const again = await t.api('POST', '/recharge/info', {
      token: first.token,
      body: info({ cpf, name: 'Outro Nome' }),
    });
    expect(again).toMatchObject({ code: 1, data: { name: 'Outro Nome' } });
  });

  it('decides concurrent claims of one CPF by the unique index', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    const cpf = newCpf();
    const answers = await Promise.all(
      [a, b].map((m) => t.api('POST', '/recharge/info', { token: m.token, body: info({ cpf }) })),
    );
    expect(answers.map((x) => x.code).sort()).toEqual([0, 1]);
    expect(answers.find((x) => x.code === 0)?.data.error).toBe('CPF_TAKEN');
  });
});

describe('GET /recharge/init', () => {
  it('answers the limits, presets and the Pix channel from the configuration', async () => {
    const { token } = await newMember(t);
    const answer = await t.api('GET', '/recharge/init', { token });
    expect(answer).toMatchObject({
      code: 1,
      data: {
        min: '10.00',
        max: '50000.00',
        presets: ['20.00', '50.00', '100.00', '200.00', '500.00', '1000.00'],
        channels: [{ code: 'pix', name: 'Pix', min: '10.00', max: '50000.00' }],
        info_complete: false,
        charge_ttl_minutes: 30,
        sandbox_payer_url: '/sandbox/pix',
      },
    });
    const payer = await newPayer(t);
    expect((await t.api('GET', '/recharge/init', { token: payer.token })).data.info_complete).toBe(true);
  });
});

describe('POST /recharge/create', () => {
  it('needs the recharge info first and writes nothing without it', async () => {
    const { token } = await newMember(t);
    const before = await payCounts(t.database.db);
    const answer = await t.api('POST', '/recharge/create', { token, body: { amount: '50' } });
    expect(answer).toMatchObject({ code: 0, data: { error: 'RECHARGE_INFO_REQUIRED' } });
    expect(await payCounts(t.database.db)).toEqual(before);
  });

  it('refuses amounts outside the limits with the limit in the message, and bad amounts naming the field', async () => {
    const payer = await newPayer(t);
    const before = await payCounts(t.database.db);
    const low = await t.api('POST', '/recharge/create', { token: payer.token, body: { amount: '9.99' } });
    expect(low).toMatchObject({ code: 0, data: { error: 'AMOUNT_BELOW_MIN', field: 'amount' } });
    expect(low.msg).toBe('O valor mínimo de recarga é R$\u00a010,00');
    const high = await t.api('POST', '/recharge/create', {
      token: payer.token,
      body: { amount: '50000.01' },
      lang: 'en',
    });
    expect(high).toMatchObject({ code: 0, data: { error: 'AMOUNT_ABOVE_MAX', field: 'amount' } });
    expect(high.msg).toBe('The maximum recharge is R$\u00a050.000,00'); // Brazilian money in every language
    for (const amount of ['', 'abc', '10.123', '-50', '0', '1e3', '50.00.00', '9'.repeat(21)]) {
      const answer = await t.api('POST', '/recharge/create', { token: payer.token, body: { amount } });
      expect(answer.code, amount).toBe(0);
      expect(answer.data.field, amount).toBe('amount');
    }
    const missing = await t.api('POST', '/recharge/create', { token: payer.token, body: { channel: 'pix' } });
    expect(missing).toMatchObject({ code: 0, data: { field: 'amount' } });
    const unknown = await t.api('POST', '/recharge/create', {
      token: payer.token,
      body: { amount: '50', x: '1' },
    });
    expect(unknown.data).toEqual({ error: 'UNKNOWN_FIELD', field: 'x' });
    expect(await payCounts(t.database.db)).toEqual(before);
  });

  it('creates an order whose BR Code pays exactly its amount to its txid, payable for 30 minutes', async () => {
    const payer = await newPayer(t);
    // Amounts on the wire are exactly AMOUNT_PATTERN: a comma, a space or a BOM is the client's to fix.
    for (const amount of ['50,5', ' 50.5', '50.5 ', '\ufeff50.5']) {
      const refused = await t.api('POST', '/recharge/create', { token: payer.token, body: { amount } });
      expect(refused.data, JSON.stringify(amount)).toEqual({ error: 'INVALID_FIELD', field: 'amount' });
    }
    const answer = await t.api('POST', '/recharge/create', { token: payer.token, body: { amount: '50.5' } });
    expect(answer.code).toBe(1);
    const order = answer.data;
    expect(order).toMatchObject({ amount: '50.50', status: 'wait', paid_at: null });
    expect(order.order_no).toMatch(/^R\d{12}[A-Z2-9]{10}$/);
    expect(order.qr_image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(new Date(order.expires_at).getTime() - t.clock.now.getTime()).toBe(30 * 60_000);
    const decoded = decodeBrCode(order.br_code);
    if (!decoded.ok) throw decoded.error;
    expect(decoded.brCode).toMatchObject({ kind: 'static', amountCents: 5_050n, txid: order.order_no });
    expect(decoded.brCode.merchantName).toBe('Jogo Limpo Demo');
  });

  it('accepts a JSON number too', async () => {
    const payer = await newPayer(t);
    const answer = await t.api('POST', '/recharge/create', {
      token: payer.token,
      body: { amount: 20 },
      form: false,
    });
    expect(answer).toMatchObject({ code: 1, data: { amount: '20.00' } });
  });

  it('replays the same order for the same Idempotency-Key and refuses the key with another amount', async () => {
    const payer = await newPayer(t);
    const key = 'key-recharge-0001';
    const a = await newOrder(t, payer, '50.00', key);
    const b = await newOrder(t, payer, '50', key);
    expect(b.order_no).toBe(a.order_no);
    expect(b.br_code).toBe(a.br_code);
    const before = await payCounts(t.database.db);
    const conflict = await t.api('POST', '/recharge/create', {
      token: payer.token,
      body: { amount: '60.00' },
      headers: { 'idempotency-key': key },
    });
    expect(conflict).toMatchObject({ code: 0, data: { error: 'IDEMPOTENCY_CONFLICT' } });
    const bad = await t.api('POST', '/recharge/create', {
      token: payer.token,
      body: { amount: '60.00' },
      headers: { 'idempotency-key': 'no spaces allowed' },
    });
    expect(bad).toMatchObject({ code: 0, data: { error: 'INVALID_FIELD', field: 'Idempotency-Key' } });
    expect(await payCounts(t.database.db)).toEqual(before);
    // The key is the player's own: another player's same key is another order.
    const other = await newPayer(t);
    expect((await newOrder(t, other, '50.00', key)).order_no).not.toBe(a.order_no);
  });

  it('creates one order for concurrent requests with one key', async () => {
    const payer = await newPayer(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.api('POST', '/recharge/create', {
          token: payer.token,
          body: { amount: '30.00' },
          headers: { 'idempotency-key': 'concurrent-key-1' },
        }),
      ),
    );
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect(new Set(answers.map((a) => a.data.order_no)).size).toBe(1);
    const record = await t.api('GET', '/recharge/record', { token: payer.token });
    expect(record.data.total).toBe(1);
  });

  it('limits the unpaid charges a player holds at once', async () => {
    const payer = await newPayer(t);
    for (let i = 0; i < 10; i++) await newOrder(t, payer, '10.00');
    const answer = await t.api('POST', '/recharge/create', { token: payer.token, body: { amount: '10' } });
    expect(answer).toMatchObject({ code: 0, data: { error: 'RECHARGE_PENDING_LIMIT' } });
    // Once they expire, new ones may be created.
    t.clock.advance(31 * 60_000);
    expect(
      (await t.api('POST', '/recharge/create', { token: payer.token, body: { amount: '10' } })).code,
    ).toBe(1);
  });
});

describe('GET /recharge/order and /recharge/record', () => {
  it("shows the player's own order, and NOT_FOUND for another player's or an unknown number", async () => {
    const payer = await newPayer(t);
    const other = await newPayer(t);
    const order = await newOrder(t, payer);
    const own = await t.api('GET', '/recharge/order', {
      token: payer.token,
      query: { order_no: order.order_no },
    });
    expect(own).toMatchObject({
      code: 1,
      data: { order_no: order.order_no, status: 'wait', amount: '50.00' },
    });
    const theirs = await t.api('GET', '/recharge/order', {
      token: other.token,
      query: { order_no: order.order_no },
    });
    expect(theirs).toMatchObject({ code: 0, data: { error: 'NOT_FOUND' } });
    const unknown = await t.api('GET', '/recharge/order', { token: payer.token, query: { order_no: 'R0' } });
    expect(unknown).toMatchObject({ code: 0, data: { error: 'NOT_FOUND' } });
    const missing = await t.api('GET', '/recharge/order', { token: payer.token });
    expect(missing).toMatchObject({ code: 0, data: { field: 'order_no' } });
  });

  it('turns an unpaid order to fail once it expires', async () => {
    const payer = await newPayer(t);
    const order = await newOrder(t, payer);
    t.clock.advance(29 * 60_000);
    const query = { order_no: order.order_no };
    expect((await t.api('GET', '/recharge/order', { token: payer.token, query })).data.status).toBe('wait');
    t.clock.advance(2 * 60_000);
    expect((await t.api('GET', '/recharge/order', { token: payer.token, query })).data.status).toBe('fail');
  });

  it('lists the log newest first, paginated, filtered by status', async () => {
    const payer = await newPayer(t);
    const orders = [];
    for (const amount of ['10.00', '20.00', '30.00']) orders.push(await newOrder(t, payer, amount));
    const page1 = await t.api('GET', '/recharge/record', {
      token: payer.token,
      query: { page: '1', size: '2' },
    });
    expect(page1.data).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(page1.data.list.map((o: { amount: string }) => o.amount)).toEqual(['30.00', '20.00']);
    expect(page1.data.list[0]).not.toHaveProperty('br_code');
    const page2 = await t.api('GET', '/recharge/record', {
      token: payer.token,
      query: { page: '2', size: '2' },
    });
    expect(page2.data.list.map((o: { order_no: string }) => o.order_no)).toEqual([orders[0]!.order_no]);
    const success = await t.api('GET', '/recharge/record', {
      token: payer.token,
      query: { status: 'success' },
    });
    expect(success.data).toMatchObject({ total: 0, list: [] });
    const bad: Record<string, string>[] = [{ size: '101' }, { page: '0' }, { status: 'paid' }, { sort: 'x' }];
    for (const query of bad) {
      const answer = await t.api('GET', '/recharge/record', { token: payer.token, query });
      expect(answer.code, JSON.stringify(query)).toBe(0);
      expect(answer.data.field).toBe(Object.keys(query)[0]);
    }
  });
});
