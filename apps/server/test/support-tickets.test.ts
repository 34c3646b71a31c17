import { randomUUID } from 'node:crypto';
import { type Cents, TICKET_MESSAGE_MAX } from '@jl/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog, supportMessages, supportTickets } from '../src/db/schema.ts';
import { createStaff } from '../src/modules/admin/index.ts';
import { adjust } from '../src/modules/wallet/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { newOrder, newPayer } from './pay-fixtures.ts';
import { bearer, signInStaff } from './staff-fixtures.ts';

/** Support tickets: the player's side (service page) and the staff's (back office). */
let t: TestApp;
const tokens: Record<string, string> = {};
const staffIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '525600' });
  for (const [name, role] of [
    ['ana', 'support'],
    ['bia', 'support'],
    ['boss', 'owner'],
    ['fin', 'finance'],
  ] as const) {
    const created = await createStaff(t.database.db, {
      username: name,
      email: `${name}@x.dev`,
      password: `${name}-pw-123`,
      role,
    });
    staffIds[name] = String(created!.id);
    tokens[name] = await signInStaff(t, name, `${name}-pw-123`);
  }
});
afterAll(async () => t?.close());

type Player = { memberId: bigint; token: string };
const as = (name: string) => bearer(tokens[name]!);
const open = (p: Player, body: Record<string, string>) =>
  t.api('POST', '/service/tickets', { token: p.token, body });
const mine = (p: Player) => t.api('GET', '/service/tickets', { token: p.token });
const view = (p: Player, id: string) => t.api('GET', `/service/tickets/${id}`, { token: p.token });
const replyAsPlayer = (p: Player, id: string, message: string) =>
  t.api('POST', `/service/tickets/${id}/reply`, { token: p.token, body: { message } });
const staffPost = (name: string, path: string, body: Record<string, unknown> = {}) =>
  t.api('POST', `/admin/tickets${path}`, { headers: as(name), body, form: false });
const queue = (name: string, query: Record<string, string> = {}) =>
  t.api('GET', '/admin/tickets', { headers: as(name), query: { size: '100', ...query } });

async function player(): Promise<Player> {
  const payer = await newPayer(t);
  return { memberId: payer.memberId, token: payer.token };
}

describe('the player opens and follows a ticket', () => {
  it('opens a ticket with a subject and a message; sees it and its conversation, never another player’s', async () => {
    const p = await player();
    const answer = await open(p, {
      subject: '  Depósito não caiu  ',
      message: 'Paguei o Pix\r\ne não caiu.',
    });
    expect(answer.code).toBe(1);
    expect(answer.msg).toBe('Chamado aberto. Responderemos por aqui.');
    expect(answer.data.ticket).toMatchObject({
      subject: 'Depósito não caiu',
      status: 'open',
      last_from: 'player',
    });
    expect(answer.data.messages).toEqual([
      expect.objectContaining({ author: 'player', body: 'Paguei o Pix\ne não caiu.', staff_name: null }),
    ]);
    const list = await mine(p);
    expect(list.data).toMatchObject({ total: 1, list: [{ id: answer.data.ticket.id }] });
    // As the player app calls it: with the member id of docs/SPECIFICATION.md §7 appended.
    const asApp = await t.api('GET', '/service/tickets', {
      token: p.token,
      query: { size: '50', id: String(p.memberId) },
    });
    expect(asApp.data.total).toBe(1);
    const other = await player();
    expect((await view(other, answer.data.ticket.id)).data.error).toBe('NOT_FOUND');
    expect((await replyAsPlayer(other, answer.data.ticket.id, 'oi')).data.error).toBe('NOT_FOUND');
    expect((await mine(other)).data.total).toBe(0);
    expect((await t.api('GET', '/service/tickets')).code).toBe(409);
  });

  it('accepts a round or an order reference only when it is the player’s own', async () => {
    const payer = await newPayer(t);
    const p = { memberId: payer.memberId, token: payer.token };
    const order = await newOrder(t, payer, '20.00');
    expect(
      (await open(p, { subject: 'Pix', message: 'Oi', ref_type: 'order', ref: order.order_no })).data.ticket,
    ).toMatchObject({ ref_type: 'order', ref: order.order_no });
    // A round of the player's own (played through the API, as the game detail page shows it).
    await t.database.db.transaction((tx) =>
      adjust(tx, {
        memberId: p.memberId,
        amount: 1_000n as Cents,
        code: 2,
        reason: 't',
        actorId: 0n,
        idempotencyKey: randomUUID(),
      }),
    );
    const round = await t.api('POST', '/originals/fruit-trio/play', {
      token: p.token,
      body: { bet: '1.00' },
    });
    expect(round.code).toBe(1);
    const withRound = await open(p, {
      subject: 'Rodada',
      message: 'Não pagou',
      ref_type: 'round',
      ref: round.data.round_id,
    });
    expect(withRound.data.ticket).toMatchObject({ ref_type: 'round', ref: round.data.round_id });
    const other = await player();
    const orderOfOther = await newOrder(t, await newPayer(t), '20.00');
    for (const body of [
      { ref_type: 'order', ref: orderOfOther.order_no },
      { ref_type: 'order', ref: 'NOPE123' },
      { ref_type: 'round', ref: '999999999' },
      { ref_type: 'round', ref: 'abc' },
    ]) {
      const before = (await mine(other)).data.total;
      const answer = await open(other, { subject: 'Ref', message: 'Oi', ...body });
      expect(answer.data, JSON.stringify(body)).toMatchObject({ error: 'SUPPORT_REF_UNKNOWN', field: 'ref' });
      expect((await mine(other)).data.total).toBe(before);
    }
    expect((await open(other, { subject: 'Ref', message: 'Oi', ref: '123' })).data.field).toBe('ref_type');
    expect((await open(other, { subject: 'Ref', message: 'Oi', ref_type: 'order' })).data.field).toBe('ref');
  });

  it('refuses bad input with a localised message, naming the field, and writes nothing', async () => {
    const p = await player();
    for (const [body, field] of [
      [{ message: 'sem assunto' }, 'subject'],
      [{ subject: '   ', message: 'assunto vazio' }, 'subject'],
      [{ subject: 'x'.repeat(121), message: 'longo' }, 'subject'],
      [{ subject: 'Oi' }, 'message'],
      [{ subject: 'Oi', message: 'a\u0007b' }, 'message'],
      [{ subject: 'Oi', message: 'a\u202eb' }, 'message'],
      [{ subject: 'Linha\nquebrada', message: 'ok' }, 'subject'],
      [{ subject: 'Oi', message: ' \n\n ' }, 'message'],
      [{ subject: 'Oi', message: 'x'.repeat(TICKET_MESSAGE_MAX + 1) }, 'message'],
      [{ subject: 'Oi', message: 'ok', ref_type: 'order', ref: '<script>' }, 'ref'],
      [{ subject: 'Oi', message: 'ok', ref_type: 'bet', ref: '1' }, 'ref_type'],
      [{ subject: 'Oi', message: 'ok', extra: '1' }, 'extra'],
    ] as const) {
      const answer = await open(p, body as Record<string, string>);
      expect(answer.code, JSON.stringify(body)).toBe(0);
      expect(answer.data.field, JSON.stringify(body)).toBe(field);
    }
    const en = await t.api('POST', '/service/tickets', {
      token: p.token,
      body: { subject: 'Oi' },
      headers: { lang: 'en' },
    });
    expect(en.msg).toBe('Write the message (up to 2,000 characters)');
    expect((await mine(p)).data.total).toBe(0);
    // Markup is kept as text (the screens render text, never HTML).
    const html = await open(p, { subject: '<b>oi</b>', message: '<img src=x onerror=alert(1)>' });
    expect(html.data.messages[0].body).toBe('<img src=x onerror=alert(1)>');
  });

  it('limits open tickets and messages in a row without an answer', async () => {
    const p = await player();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await open(p, { subject: `T${i}`, message: 'oi' })).data.ticket.id);
    const sixth = await open(p, { subject: 'T6', message: 'oi' });
    expect(sixth).toMatchObject({ code: 0, data: { error: 'SUPPORT_TOO_MANY_OPEN' } });
    expect(sixth.msg).toBe('Você já tem 5 chamados abertos. Acompanhe-os antes de abrir outro');
    for (let i = 1; i < 10; i++) expect((await replyAsPlayer(p, ids[0]!, `msg ${i}`)).code).toBe(1);
    expect((await replyAsPlayer(p, ids[0]!, 'mais uma')).data.error).toBe('SUPPORT_WAIT_FOR_ANSWER');
    expect((await staffPost('ana', `/${ids[0]}/reply`, { message: 'Estamos vendo' })).code).toBe(1);
    expect((await replyAsPlayer(p, ids[0]!, 'obrigado')).code).toBe(1);
  });

  it('serialises racing opens: the open-ticket limit holds', async () => {
    const p = await player();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => open(p, { subject: `R${i}`, message: 'oi' })),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(5);
    expect((await mine(p)).data.total).toBe(5);
  });
});

describe('staff answer, assign, close and reopen', () => {
  it('lists the queue, answers (taking the ticket), and the player sees the answer as “Support”', async () => {
    const p = await player();
    const id = (await open(p, { subject: 'Saque', message: 'Meu saque?' })).data.ticket.id;
    const unassigned = await queue('bia', { assignee: 'none' });
    expect(unassigned.data.list.find((x: { id: string }) => x.id === id)).toMatchObject({
      member_id: String(p.memberId),
      assigned_to: null,
      last_from: 'player',
    });
    const read = await t.api('GET', `/admin/tickets/${id}`, { headers: as('ana') });
    expect(read.data.messages).toHaveLength(1);
    const answered = await staffPost('ana', `/${id}/reply`, { message: 'Seu saque foi pago hoje.' });
    expect(answered.data.ticket).toMatchObject({
      assigned_to: staffIds.ana,
      assigned_name: 'ana',
      last_from: 'staff',
    });
    expect(answered.data.messages[1]).toMatchObject({ author: 'staff', staff_name: 'ana' });
    const seen = await view(p, id);
    expect(seen.data.messages[1]).toMatchObject({
      author: 'staff',
      staff_name: null,
      body: 'Seu saque foi pago hoje.',
    });
    expect(seen.data.ticket.last_from).toBe('staff');
    expect((await queue('ana', { assignee: 'me' })).data.list.map((x: { id: string }) => x.id)).toContain(id);
    const audit = await t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, id));
    expect(audit.map((a) => a.action)).toEqual(['ticket.read', 'ticket.reply']);
  });

  it('assigns to oneself or another support member, never to finance or an unknown id', async () => {
    const p = await player();
    const id = (await open(p, { subject: 'Bônus', message: 'Cadê?' })).data.ticket.id;
    expect(
      (await staffPost('boss', `/${id}/assign`, { staff_id: staffIds.bia })).data.ticket.assigned_name,
    ).toBe('bia');
    expect((await staffPost('bia', `/${id}/assign`, { staff_id: staffIds.bia })).code).toBe(1);
    expect((await staffPost('bia', `/${id}/assign`, { staff_id: staffIds.fin })).data).toMatchObject({
      error: 'NOT_FOUND',
      field: 'staff_id',
    });
    expect((await staffPost('bia', `/${id}/assign`, { staff_id: '999999' })).data.field).toBe('staff_id');
    expect((await staffPost('bia', `/${id}/assign`, { staff_id: 'x' })).data.field).toBe('staff_id');
    expect((await staffPost('bia', `/${id}/assign`, { staff_id: null })).data.ticket.assigned_to).toBeNull();
    const people = await t.api('GET', '/admin/tickets/assignees', { headers: as('ana') });
    expect(people.data.list.map((s: { username: string }) => s.username)).toEqual(['ana', 'bia', 'boss']);
    expect((await queue('fin')).data.error).toBe('STAFF_FORBIDDEN');
  });

  it('closes and reopens; a closed ticket takes no staff answer, and the player’s reply reopens it', async () => {
    const p = await player();
    const id = (await open(p, { subject: 'Conta', message: 'Ajuda' })).data.ticket.id;
    const closed = await staffPost('ana', `/${id}/close`);
    expect(closed.data.ticket).toMatchObject({ status: 'closed' });
    expect(closed.data.ticket.closed_at).not.toBeNull();
    expect((await staffPost('ana', `/${id}/close`)).data.error).toBe('SUPPORT_TICKET_STATE');
    expect((await staffPost('ana', `/${id}/reply`, { message: 'Oi' })).data.error).toBe(
      'SUPPORT_TICKET_CLOSED',
    );
    expect((await queue('ana', { status: 'closed' })).data.list.map((x: { id: string }) => x.id)).toContain(
      id,
    );
    expect((await view(p, id)).data.ticket.status).toBe('closed');
    const reopened = await replyAsPlayer(p, id, 'Ainda preciso de ajuda');
    expect(reopened.data.ticket).toMatchObject({ status: 'open', last_from: 'player' });
    expect((await staffPost('ana', `/${id}/close`)).code).toBe(1);
    expect((await staffPost('bia', `/${id}/reopen`)).data.ticket.status).toBe('open');
    expect((await staffPost('bia', `/${id}/reopen`)).data.error).toBe('SUPPORT_TICKET_STATE');
    const messages = await t.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, BigInt(id)));
    expect(messages).toHaveLength(2);
  });

  it('counts open tickets on the dashboard and on /metrics', async () => {
    const dashboard = await t.api('GET', '/admin/reports/dashboard', { headers: as('fin') });
    const rows = await t.database.db.select().from(supportTickets).where(eq(supportTickets.status, 'open'));
    expect(dashboard.data.pending.tickets_open).toBe(rows.length);
    expect(dashboard.data.pending.tickets_waiting).toBe(rows.filter((r) => r.lastFrom === 'player').length);
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(Number(/^jl_tickets_open (\S+)$/m.exec(text)?.[1])).toBe(rows.length);
  });
});

describe('rate limit', () => {
  it('answers HTTP 429 past the per-IP limit on opening tickets', async () => {
    const limited = await createTestApp({ SUPPORT_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const payer = await newPayer(limited);
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(
          await limited.api('POST', '/service/tickets', {
            token: payer.token,
            body: { subject: `L${i}`, message: 'oi' },
          }),
        );
      expect(answers.map((a) => a.code)).toEqual([1, 1, 0]);
      expect(answers[2]).toMatchObject({ status: 429, data: { error: 'RATE_LIMITED' } });
    } finally {
      await limited.close();
    }
  });
});
