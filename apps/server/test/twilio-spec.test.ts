import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTwilioProvider, SmsSendError } from '../src/providers/sms/twilio-provider.ts';
import {
  checkAnswer,
  checkExchanges,
  checkRequest,
  createdExamples,
  FORM,
  MESSAGES,
  twilioSpec,
} from './specs/twilio-spec.ts';
import { createTwilioStandin } from './standins/twilio-sms.ts';

/**
 * The SMS adapter and the Twilio stand-in against Twilio's own definition (vendor/twilio-oai): every
 * request the adapter sends — path, method, auth, content type, form body — and every answer of the
 * stand-in keep to "Send a message"; the adapter reads the definition's own 201 examples.
 */
const accountSid = `AC${randomBytes(16).toString('hex')}`;
const authToken = randomBytes(16).toString('hex');
const service = `MG${randomBytes(16).toString('hex')}`;
const standin = createTwilioStandin({ accountSid, authToken });
const gateway = (from: string) =>
  createTwilioProvider({ accountSid, authToken, from, baseUrl: standin.url, timeoutMs: 300 });

beforeAll(async () => {
  await standin.start();
});
afterAll(() => standin.close());
afterEach(() => vi.restoreAllMocks());

describe('the vendored definition', () => {
  it('is twilio-oai 2.6.7 with "Send a message" taking a form and answering 201', () => {
    expect(twilioSpec.info.title).toBe('Twilio - Api');
    const op = twilioSpec.paths[MESSAGES]!.post as { operationId: string; requestBody: { content: object } };
    expect(op.operationId).toBe('CreateMessage');
    expect(Object.keys(op.requestBody.content)).toEqual([FORM]);
    for (const [name, { value }] of Object.entries(createdExamples))
      expect(checkAnswer({ status: 201, contentType: 'application/json', body: value }), name).toEqual([]);
  });
});

describe("the adapter's requests", () => {
  it('sends "Send a message" as the definition documents it, from a number and from a Messaging Service', async () => {
    const before = standin.exchanges.length;
    await gateway('+5511999990000').send('+5511987654321', 'Seu código Jogo Limpo: 123456');
    await gateway(service).send('+5511987654321', 'Seu código Jogo Limpo: 654321');
    const sent = standin.exchanges.slice(before);
    expect(sent.map((x) => x.status)).toEqual([201, 201]);
    expect(new URLSearchParams(sent[1]!.body).get('MessagingServiceSid')).toBe(service);
    expect(checkExchanges(sent)).toEqual([]);
  });

  it('keeps to it when Twilio refuses, fails or hangs', async () => {
    const before = standin.exchanges.length;
    standin.failures.push({ status: 400, code: 21211, message: 'invalid' }, { status: 500 });
    standin.failures.push({ status: 503, hangMs: 600 });
    for (let i = 0; i < 3; i++)
      await expect(gateway('+5511999990000').send('+5511987654321', 'código 111111')).rejects.toThrow(
        SmsSendError,
      );
    await vi.waitFor(() => expect(standin.exchanges.length).toBe(before + 3), { timeout: 2_000 });
    expect(checkExchanges(standin.exchanges.slice(before))).toEqual([]);
  });

  it('would be caught sending outside the definition', () => {
    const good = {
      method: 'POST',
      path: `/2010-04-01/Accounts/${accountSid}/Messages.json`,
      contentType: FORM,
      authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
      body: new URLSearchParams({ To: '+5511987654321', From: '+5511999990000', Body: 'x' }).toString(),
    };
    expect(checkRequest(good)).toEqual([]);
    const bad = [
      { method: 'PUT' },
      { path: '/2010-04-01/Accounts/ACnothex/Messages.json' },
      { contentType: 'application/json' },
      { authorization: 'Bearer x' },
      { body: 'To=%2B5511987654321&Body=x' },
      { body: 'To=%2B5511987654321&From=%2B5511999990000' },
      { body: 'To=%2B5511987654321&MessagingServiceSid=MG12&Body=x' },
      { body: 'To=%2B5511987654321&From=%2B5511999990000&Body=x&Text=x' },
      { body: 'To=5511987654321&From=%2B5511999990000&Body=x' },
    ];
    for (const change of bad)
      expect(checkRequest({ ...good, ...change }), JSON.stringify(change)).not.toEqual([]);
  });
});

describe("the stand-in's answers", () => {
  it('answers 201 with every field of the Message resource the definition shows', async () => {
    const before = standin.exchanges.length;
    await gateway('+5511999990000').send('+5511987654321', 'código 222222');
    const [created] = standin.exchanges.slice(before);
    expect(checkAnswer({ status: 201, contentType: created!.answerType, body: created!.answer })).toEqual([]);
    expect(Object.keys(created!.answer as object).sort()).toEqual(
      Object.keys(createdExamples.create!.value as object).sort(),
    );
  });

  it("answers its errors as Twilio's error object (wrong path, wrong auth, invalid number)", async () => {
    const url = `${standin.url}/2010-04-01/Accounts/${accountSid}/Messages.json`;
    const auth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    const headers = { authorization: auth, 'content-type': FORM };
    const answers = [
      await fetch(`${standin.url}/2010-04-01/Accounts/${accountSid}/Calls.json`, { method: 'POST', headers }),
      await fetch(url, {
        method: 'POST',
        headers: { ...headers, authorization: 'Basic eDp5' },
        body: 'To=1',
      }),
      await fetch(url, { method: 'POST', headers, body: 'To=123&From=%2B5511999990000&Body=x' }),
      await fetch(url, { method: 'POST', headers, body: 'To=%2B5511987654321&Body=x' }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 401, 400, 400]);
    for (const answer of answers) {
      const body = await answer.json();
      expect(
        checkAnswer({ status: answer.status, contentType: answer.headers.get('content-type'), body }),
      ).toEqual([]);
    }
    expect(checkAnswer({ status: 400, contentType: 'application/json', body: { code: 21211 } })).not.toEqual(
      [],
    );
  });
});

describe("the adapter reads the definition's answers", () => {
  it("accepts each of the definition's 201 examples", async () => {
    for (const [name, { value }] of Object.entries(createdExamples)) {
      vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
        new Response(JSON.stringify(value), { status: 201, headers: { 'content-type': 'application/json' } }),
      );
      await expect(gateway('+5511999990000').send('+5511987654321', 'x'), name).resolves.toBeUndefined();
    }
  });
});
