import { describe, expect, it } from 'vitest';
import { decodeCallback, encodeAnswer, encodeCallback, isWireAnswer } from './sandbox-wire.ts';
import { signCallback, signedHeaders, verifyCallbackSignature, WINDOW_SECONDS } from './signature.ts';

const now = new Date('2026-11-24T12:00:00Z');
const secret = 'sandbox-test-secret';

describe('sandbox wallet wire', () => {
  it('round-trips a bet through encode and decode', () => {
    const raw = encodeCallback('req-1', {
      playerId: '7',
      currency: 'BRL',
      transactionId: 'b-1',
      roundId: 'r-1',
      amount: '1.50',
    });
    expect(decodeCallback('bet', raw)).toMatchObject({
      action: 'bet',
      playerId: '7',
      amount: '1.50',
      roundId: 'r-1',
    });
  });

  it('reads a rollback with the bet id alone (no round, game or amount)', () => {
    const raw = encodeCallback('req-2', {
      playerId: '7',
      currency: 'BRL',
      transactionId: 'rb-1',
      referenceId: 'b-1',
    });
    expect(decodeCallback('rollback', raw)).toMatchObject({ referenceId: 'b-1' });
  });

  it('refuses a body that is not JSON, has unknown fields or lacks what the action needs', () => {
    expect(decodeCallback('bet', 'not json')).toBeNull();
    expect(
      decodeCallback(
        'balance',
        JSON.stringify({ request_id: 'x', player_id: '1', currency: 'BRL', extra: 1 }),
      ),
    ).toBeNull();
    expect(
      decodeCallback('bet', JSON.stringify({ request_id: 'x', player_id: '1', currency: 'BRL' })),
    ).toBeNull();
  });

  it('always answers with a status and, when known, the balance', () => {
    expect(encodeAnswer({ ok: true, balance: 1234n as never })).toEqual({
      status: 'RS_OK',
      balance: '12.34',
      currency: 'BRL',
    });
    const refused = encodeAnswer({ ok: false, error: 'NOT_ENOUGH_MONEY', balance: 5n as never });
    expect(refused).toEqual({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: '0.05', currency: 'BRL' });
    expect(isWireAnswer(refused)).toBe(true);
    expect(isWireAnswer({ status: 'OK' })).toBe(false);
  });
});

describe('callback signature', () => {
  it('accepts its own signature within the window', () => {
    const body = '{"a":1}';
    expect(verifyCallbackSignature(body, signedHeaders(body, now, secret), now, secret)).toBe('ok');
  });

  it('refuses another secret, a changed body, and a malformed or missing header', () => {
    const body = '{"a":1}';
    const headers = signedHeaders(body, now, secret);
    expect(verifyCallbackSignature(body, headers, now, 'other')).toBe('bad_signature');
    expect(verifyCallbackSignature('{"a":2}', headers, now, secret)).toBe('bad_signature');
    expect(verifyCallbackSignature(body, { ...headers, 'x-signature': 'sha256=zz' }, now, secret)).toBe(
      'bad_signature',
    );
    expect(verifyCallbackSignature(body, {}, now, secret)).toBe('bad_signature');
  });

  it('calls a genuine signature stale outside the window, in either direction', () => {
    const body = '{}';
    for (const skew of [WINDOW_SECONDS + 1, -(WINDOW_SECONDS + 1)]) {
      const at = Math.floor(now.getTime() / 1000) + skew;
      const headers = { 'x-timestamp': String(at), 'x-signature': signCallback(body, at, secret) };
      expect(verifyCallbackSignature(body, headers, now, secret)).toBe('stale');
    }
  });
});
