import { describe, expect, it } from 'vitest';
import {
  callbackBody,
  cobAnswer,
  eventsOf,
  refundAnswer,
} from '../src/providers/pix/api-pix/api-pix-wire.ts';
import { apiPixSpec, checkCallback, checkSchema, exampleOf } from './specs/api-pix-spec.ts';

/**
 * Our API Pix parser against the Central Bank's own document (vendor/bacen-pix-api): what the spec
 * calls valid, we read; what we read of the standard is valid there. The requests the adapter sends
 * and the stand-in's answers are checked against the same document in providers-api-pix.test.ts.
 */
const standard = {
  endToEndId: 'E12345678202603101500abcdefghijk',
  txid: 'JL23R260310150000ABCDEFGHJK',
  valor: '110.00',
  chave: 'pix@jogolimpo.example',
  horario: '2026-03-10T15:00:00.358Z',
  infoPagador: 'Depósito',
};

describe('the vendored document', () => {
  it('is the API Pix 2.9.0 with its CPF pattern as a pattern (vendor/bacen-pix-api/README.md)', () => {
    expect(apiPixSpec.info.version).toBe('2.9.0');
    expect(checkSchema('PessoaFisica', { cpf: '52998224725', nome: 'Maria' })).toEqual([]);
    expect(checkSchema('PessoaFisica', { cpf: '529.982.247-25', nome: 'Maria' })).not.toEqual([]);
  });
});

describe('callbacks', () => {
  it("reads the spec's own callback example and the standard's shape without any payer field", () => {
    const example = exampleOf('pixWebhook2');
    expect(checkCallback({ pix: [example] })).toEqual([]);
    const [event] = eventsOf(callbackBody.parse({ pix: [example] }));
    expect(event).toMatchObject({ type: 'pix.received', payer: { cpf: null, name: null } });
    expect(checkCallback({ pix: [standard] })).toEqual([]);
    expect(callbackBody.safeParse({ pix: [standard] }).success).toBe(true);
  });

  it('keeps to the spec where the spec is stricter than a guess: endToEndId, infoPagador, horario', () => {
    const cases = [
      { endToEndId: standard.endToEndId.slice(0, 31) },
      { endToEndId: `${standard.endToEndId}X` },
      { infoPagador: 'x'.repeat(141) },
      { horario: 'yesterday' },
    ];
    for (const change of cases) {
      const item = { ...standard, ...change };
      expect(checkCallback({ pix: [item] }), JSON.stringify(change)).not.toEqual([]);
      expect(callbackBody.safeParse({ pix: [item] }).success, JSON.stringify(change)).toBe(false);
    }
    const lower = { ...standard, horario: '2026-03-10t15:00:00.358z', infoPagador: 'x'.repeat(140) };
    expect(checkCallback({ pix: [lower] })).toEqual([]);
    expect(callbackBody.safeParse({ pix: [lower] }).success).toBe(true);
  });
});

describe('answers', () => {
  it("reads the spec's immediate-charge examples, which carry a location and no pixCopiaECola", () => {
    for (const name of ['cobResponse1', 'cobResponse2', 'cobResponse3']) {
      const parsed = cobAnswer.safeParse(exampleOf(name));
      expect(parsed.success, name).toBe(true);
      expect(parsed.data?.pixCopiaECola).toBeUndefined();
    }
  });

  it("reads the spec's refund examples", () => {
    for (const name of ['devolucaoResponse1', 'devolucaoResponse2']) {
      expect(checkSchema('Devolucao', exampleOf(name)), name).toEqual([]);
      expect(refundAnswer.safeParse(exampleOf(name)).success, name).toBe(true);
    }
  });
});
