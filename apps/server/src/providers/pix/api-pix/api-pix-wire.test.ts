import { describe, expect, it } from 'vitest';
import { callbackBody, cobAnswer, cobTxidOf, eventsOf, orderTxidOf, payoutResultOf } from './api-pix-wire.ts';

describe('txid at the PSP', () => {
  it('pads an order number into the API Pix pattern and reads it back', () => {
    for (const orderNo of ['R260310150000ABCDEFGHJK', 'A', 'X'.repeat(31)]) {
      const txid = cobTxidOf(orderNo);
      expect(txid).toMatch(/^[A-Za-z0-9]{26,35}$/);
      expect(orderTxidOf(txid)).toBe(orderNo);
    }
  });

  it('refuses an order number that cannot fit, and reads a foreign txid as none', () => {
    expect(() => cobTxidOf('X'.repeat(32))).toThrow();
    expect(() => cobTxidOf('R-1')).toThrow();
    expect(orderTxidOf('fc9a4366ff3d4964b5dbc6c91a8722d3')).toBeNull();
    expect(orderTxidOf('JL99ABC00000000000000000000')).toBeNull();
    expect(orderTxidOf(null)).toBeNull();
  });
});

describe('callback body', () => {
  const received = {
    endToEndId: 'E12345678202603101500abcdefghijk',
    txid: cobTxidOf('R260310150000ABCDEFGHJK'),
    valor: '110.00',
    horario: '2026-03-10T15:00:00.358Z',
    gnExtras: { pagador: { cpf: '52998224725', nome: 'Maria' } },
  };

  it('maps a received Pix with the payer from gnExtras or the older pagador', () => {
    const [event] = eventsOf(callbackBody.parse({ pix: [received] }));
    expect(event).toMatchObject({
      type: 'pix.received',
      txid: 'R260310150000ABCDEFGHJK',
      amountCents: 11_000n,
      payer: { cpf: '52998224725', name: 'Maria' },
    });
    const { gnExtras: _g, ...plain } = received;
    const [older] = eventsOf(callbackBody.parse({ pix: [{ ...plain, pagador: { cpf: '1', nome: 'B' } }] }));
    expect(older).toMatchObject({ payer: { cpf: '1', name: 'B' } });
  });

  it('maps Efí payout results and skips one still processing', () => {
    const sent = {
      endToEndId: 'E090893562021030PIf25a7868',
      chave: '52998224725',
      tipo: 'SOLICITACAO',
      valor: '0.01',
      horario: '2021-03-04T20:39:47.000Z',
    };
    const events = eventsOf(
      callbackBody.parse({
        pix: [
          { ...sent, status: 'REALIZADO', gnExtras: { idEnvio: 'W1' } },
          {
            ...sent,
            status: 'NAO_REALIZADO',
            horario: null,
            gnExtras: { idEnvio: 'W2', erro: { codigo: 'AC03', motivo: 'conta inválida' } },
          },
          { ...sent, status: 'EM_PROCESSAMENTO', gnExtras: { idEnvio: 'W3' } },
        ],
      }),
    );
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ type: 'payout.paid', withdrawalId: 'W1', endToEndId: sent.endToEndId });
    expect(events[1]).toMatchObject({
      type: 'payout.failed',
      withdrawalId: 'W2',
      endToEndId: null,
      reason: 'AC03: conta inválida',
    });
  });

  it('rejects bodies of another shape', () => {
    for (const body of [
      {},
      { pix: [] },
      { pix: [{ ...received, valor: 110 }] },
      { pix: [{ ...received, endToEndId: 'E-1' }] },
    ]) {
      expect(callbackBody.safeParse(body).success).toBe(false);
    }
  });
});

describe("the spec's details (bacen/pix-api 2.9.0)", () => {
  const item = {
    endToEndId: 'E12345678202603101500abcdefghijk',
    txid: cobTxidOf('R1'),
    valor: '10.00',
    chave: 'casino@example.com',
    horario: '2026-03-10T15:00:00.358Z',
  };

  it('reads horario case-insensitively (RFC 3339 §5.6 allows t and z)', () => {
    for (const horario of [
      '2026-03-10t15:00:00.358z',
      '2026-03-10t12:00:00.358-03:00',
      '2026-03-10T15:00:00.358z',
    ]) {
      const [event] = eventsOf(callbackBody.parse({ pix: [{ ...item, horario }] }));
      expect(event).toMatchObject({ paidAt: new Date('2026-03-10T15:00:00.358Z') });
    }
    for (const horario of ['2026-03-10 15:00:00Z', '2026-02-30T15:00:00Z', '2026-03-10T25:00:00Z', 'x']) {
      expect(callbackBody.safeParse({ pix: [{ ...item, horario }] }).success, horario).toBe(false);
    }
  });

  it('takes an endToEndId of exactly 32 alphanumerics and infoPagador up to 140', () => {
    expect(callbackBody.safeParse({ pix: [item] }).success).toBe(true);
    for (const endToEndId of [item.endToEndId.slice(0, 31), `${item.endToEndId}X`, 'E1']) {
      expect(callbackBody.safeParse({ pix: [{ ...item, endToEndId }] }).success, endToEndId).toBe(false);
    }
    expect(callbackBody.safeParse({ pix: [{ ...item, infoPagador: 'x'.repeat(140) }] }).success).toBe(true);
    expect(callbackBody.safeParse({ pix: [{ ...item, infoPagador: 'x'.repeat(141) }] }).success).toBe(false);
  });

  it('reads a cob without pixCopiaECola when it has a location, and refuses one with neither', () => {
    const cob = {
      txid: cobTxidOf('R1'),
      revisao: 0,
      status: 'ATIVA',
      valor: { original: '10.00' },
      calendario: { criacao: '2026-03-10t15:00:00z', expiracao: 3600 },
      chave: 'casino@example.com',
    };
    const loc = { id: 7, txid: cob.txid, tipoCob: 'cob', criacao: '2026-03-10T15:00:00Z' };
    expect(cobAnswer.safeParse({ ...cob, location: 'psp.example/qr/v2/abc' }).success).toBe(true);
    expect(cobAnswer.safeParse({ ...cob, loc: { ...loc, location: 'psp.example/qr/v2/abc' } }).success).toBe(
      true,
    );
    expect(cobAnswer.safeParse({ ...cob, loc }).success).toBe(false);
  });
});

describe('payout results', () => {
  it('keeps the end-to-end id only for a paid payout and a reason only for a failed one', () => {
    expect(payoutResultOf('W1', { status: 'REALIZADO', endToEndId: 'E1' })).toMatchObject({
      status: 'paid',
      endToEndId: 'E1',
      reason: null,
    });
    expect(payoutResultOf('W1', { status: 'EM_PROCESSAMENTO', e2eId: 'E1' })).toMatchObject({
      status: 'processing',
      endToEndId: null,
    });
    expect(payoutResultOf('W1', { status: 'NAO_REALIZADO' }, 'key of another CPF')).toMatchObject({
      status: 'failed',
      reason: 'key of another CPF',
    });
  });
});
