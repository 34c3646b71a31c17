import { describe, expect, it } from 'vitest';
import type { BrCodeErrorCode } from './br-code.ts';
import { decodeBrCode } from './br-code-decode.ts';
import { VALID_BR_CODES as V } from './br-code-vectors.ts';
import { crc16 } from './crc16.ts';
import { encodeTlv } from './tlv.ts';

/** Appends a correct 6304 + CRC, so a test isolates the structural rule it is about. */
function withCrc(body: string): string {
  return `${body}6304${crc16(`${body}6304`)}`;
}

function refusal(code: string): { code: BrCodeErrorCode; field: string | null } | null {
  const result = decodeBrCode(code);
  return result.ok ? null : { code: result.error.code, field: result.error.field };
}

const HEAD = '000201';
const ACCOUNT = '26580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000';
const MIDDLE = '52040000530398658' + '02BR';
const NAME_CITY = '5913Fulano de Tal6008BRASILIA';
const TXID = '62070503***';

describe('decodeBrCode on the published vectors', () => {
  it.each(Object.entries(V))('decodes %s', (_, code) => {
    const result = decodeBrCode(code);
    expect(result.ok && result.brCode.crc).toBe(code.slice(-4));
  });

  it('reads the BCB static example', () => {
    expect(decodeBrCode(V.bcbStatic)).toEqual({
      ok: true,
      brCode: {
        kind: 'static',
        oneTime: false,
        gui: 'br.gov.bcb.pix',
        key: '123e4567-e12b-12d1-a456-426655440000',
        description: null,
        merchantCategoryCode: '0000',
        currency: '986',
        amount: null,
        amountCents: null,
        countryCode: 'BR',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        postalCode: null,
        txid: null,
        crc: '1D3D',
        otherFields: [],
      },
    });
  });

  it('reads amount, description and key of a static code', () => {
    const result = decodeBrCode(V.pixUtilsStatic);
    expect(result.ok && result.brCode).toMatchObject({
      kind: 'static',
      key: 'thalesog@me.com',
      description: 'Pedido 123',
      amount: '10.00',
      amountCents: 1000n,
      merchantCity: 'SAO MIGUEL DO O',
    });
  });

  it('reads dynamic codes, one-time or not', () => {
    const reusable = decodeBrCode(V.pixUtilsDynamic);
    const oneTime = decodeBrCode(V.pixUtilsDynamicOneTime);
    expect(reusable.ok && reusable.brCode).toMatchObject({
      kind: 'dynamic',
      oneTime: false,
      url: 'payload.psp.com/3ec9d2f9-5f03-4e0e-820d-63a81e769e87',
      txid: null,
    });
    expect(oneTime.ok && oneTime.brCode).toMatchObject({ kind: 'dynamic', oneTime: true });
  });

  it('compares the GUI case-insensitively and reports it as written', () => {
    const result = decodeBrCode(V.gistDynamic);
    expect(result.ok && result.brCode).toMatchObject({ gui: 'BR.GOV.BCB.PIX', merchantName: 'EMPRESA' });
  });

  it('keeps fields it does not interpret, with their path', () => {
    const fss = decodeBrCode(V.pixUtilsStaticFss);
    expect(fss.ok && fss.brCode).toMatchObject({
      txid: '99ed983ea570413d8d336301d',
      amountCents: 57757n,
      otherFields: [{ id: '26-03', value: '99999008' }],
    });
    const recurrence = decodeBrCode(V.bcbApiDynamicWithRecurrence);
    expect(recurrence.ok && recurrence.brCode.otherFields).toEqual([
      { id: '80', value: '0014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/94ed2badcbc04c15b0bb7fa353194890' },
    ]);
  });

  it('ignores surrounding whitespace and accepts a lowercase CRC', () => {
    expect(decodeBrCode(` ${V.bcbStatic}\n`).ok).toBe(true);
    expect(decodeBrCode(V.gistDynamic.replace(/EEAB$/, 'eeab')).ok).toBe(true);
  });
});

describe('decodeBrCode refuses the reference negative vectors', () => {
  it('refuses every valid vector with one CRC digit changed', () => {
    for (const code of Object.values(V)) {
      const last = code.at(-1) === '0' ? '1' : '0';
      expect(refusal(code.slice(0, -1) + last)).toEqual({ code: 'BAD_CRC', field: '63' });
    }
  });

  it('refuses the BMG code quoted in bacen/pix-api#189 (computed CRC 2E7D, written 13DF)', () => {
    const bmg =
      '0020101021226990014br.gov.bcb.pix2577qrcode.pix.bancobmg.com.br/qrs1/01mWFiCMHqRMdrkzWFWazsiurgfoqpsJFbuXx3IcpRqfj52040000530398654040.015802BR5917JEFFERSON F SOUZA6009SAO PAULO62290525QRS1-F5CMMUTDLOVWF8UBT7Q4630413DF';
    expect(crc16(bmg.slice(0, -4))).toBe('2E7D');
    expect(refusal(bmg)).toEqual({ code: 'BAD_CRC', field: '63' });
  });

  it('finds 13DF is the CRC of that code with its missing leading 0, which still breaks the txid rule', () => {
    const restored =
      '00020101021226990014br.gov.bcb.pix2577qrcode.pix.bancobmg.com.br/qrs1/01mWFiCMHqRMdrkzWFWazsiurgfoqpsJFbuXx3IcpRqfj52040000530398654040.015802BR5917JEFFERSON F SOUZA6009SAO PAULO62290525QRS1-F5CMMUTDLOVWF8UBT7Q4630413DF';
    expect(crc16(restored.slice(0, -4))).toBe('13DF');
    expect(refusal(restored)).toEqual({ code: 'INVALID_FIELD', field: '62-05' });
  });

  it('refuses the matheusb-comp gist static example: 170E is the CRC of its malformed "6208" text', () => {
    const gist =
      '00020126360014BR.GOV.BCB.PIX0114+5511943214321520400005303986540566.665802BR5907EMPRESA6008BRASILIA62070503***6304170E';
    expect(crc16(gist.slice(0, -4))).toBe('04ED');
    expect(refusal(gist)).toEqual({ code: 'BAD_CRC', field: '63' });
    // As the gist lists it, 62 declares 8 characters but holds 7; the CRC was computed over that text.
    const asListed = gist.replace('62070503***', '62080503***');
    expect(crc16(asListed.slice(0, -4))).toBe('170E');
    expect(refusal(asListed)).toEqual({ code: 'BAD_TLV', field: null });
  });

  it('refuses the old manual dynamic example: its CRC verifies but a dynamic txid must be ***', () => {
    const manual =
      '00020101021226720014br.gov.bcb.pix2550bx.com.br/pix/8b3da2f3-9a41-40d1-a91a-bd93113bd4415204000053039865406123.455802BR5913Fulano de Tal6008BRASILIA62190515RP12345678-2019630445C8';
    expect(crc16(manual.slice(0, -4))).toBe('45C8');
    expect(refusal(manual)).toEqual({ code: 'INVALID_FIELD', field: '62-05' });
  });

  it('refuses a recurrence-only Pix Automático code, whose template 26 has neither key nor URL', () => {
    const recurrenceOnly =
      '00020126180014br.gov.bcb.pix5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/2353c790eefb11eaadc10242ac120002630462C9';
    expect(crc16(recurrenceOnly.slice(0, -4))).toBe('62C9');
    expect(refusal(recurrenceOnly)).toEqual({ code: 'INVALID_FIELD', field: '26' });
  });

  it('refuses the pix-pendencias examples: no 62, zeroed CRC, empty CRC, no CRC', () => {
    const body =
      '00020126700014br.gov.bcb.pix0136403f6c37-bb1d-48aa-a61c-0f6a205764d80208[Pix.ae]5204000053039865802BR5903Pix6003Pix';
    expect(refusal(`${body}63042275`)).toEqual({ code: 'MISSING_FIELD', field: '62' });
    expect(refusal(`${body}63040000`)).toEqual({ code: 'BAD_CRC', field: '63' });
    expect(refusal(`${body}6304`)).toEqual({ code: 'MISSING_FIELD', field: '63' });
    expect(refusal(body)).toEqual({ code: 'MISSING_FIELD', field: '63' });
  });
});

describe('decodeBrCode refuses structural faults', () => {
  it('accepts the hand-built baseline', () => {
    expect(withCrc(HEAD + ACCOUNT + MIDDLE + NAME_CITY + TXID)).toBe(V.bcbStatic);
  });

  it('refuses malformed TLV', () => {
    expect(refusal(withCrc(`${HEAD + ACCOUNT + MIDDLE + NAME_CITY}62080503***`))).toEqual({
      code: 'BAD_TLV',
      field: null,
    });
    expect(refusal(withCrc(`${HEAD}26580014br.gov.bcb.pix0199x${MIDDLE}${NAME_CITY}${TXID}`))).toMatchObject({
      code: 'BAD_TLV',
    });
    expect(refusal(withCrc(`${HEAD}2622001${'x'.repeat(19)}${MIDDLE}${NAME_CITY}${TXID}`))).toEqual({
      code: 'BAD_TLV',
      field: '26',
    });
    expect(refusal(withCrc(`${HEAD + ACCOUNT + MIDDLE + NAME_CITY}62080503***X`))).toEqual({
      code: 'BAD_TLV',
      field: '62',
    });
    expect(refusal('not a code')).toEqual({ code: 'MISSING_FIELD', field: '63' });
  });

  it('refuses a repeated ID, 00 out of place, a wrong 00 and CRC not last', () => {
    expect(refusal(withCrc(HEAD + ACCOUNT + MIDDLE + NAME_CITY + TXID + TXID))).toEqual({
      code: 'BAD_TLV',
      field: null,
    });
    expect(refusal(withCrc(ACCOUNT + HEAD + MIDDLE + NAME_CITY + TXID))).toEqual({
      code: 'BAD_TLV',
      field: '00',
    });
    expect(refusal(withCrc(ACCOUNT + MIDDLE + NAME_CITY + TXID))).toEqual({
      code: 'MISSING_FIELD',
      field: '00',
    });
    expect(refusal(withCrc(`000202${ACCOUNT}${MIDDLE}${NAME_CITY}${TXID}`))).toEqual({
      code: 'INVALID_FIELD',
      field: '00',
    });
    const crcInsideValue = `${HEAD + ACCOUNT + MIDDLE + NAME_CITY}62150503***6304ABCD`;
    expect(refusal(crcInsideValue.slice(0, -4) + crc16(crcInsideValue.slice(0, -4)))).toEqual({
      code: 'BAD_TLV',
      field: '63',
    });
  });

  it('refuses a point of initiation other than 11 or 12', () => {
    expect(refusal(withCrc(`${HEAD}010211${ACCOUNT}${MIDDLE}${NAME_CITY}${TXID}`))).toBeNull();
    expect(refusal(withCrc(`${HEAD}010213${ACCOUNT}${MIDDLE}${NAME_CITY}${TXID}`))).toEqual({
      code: 'INVALID_FIELD',
      field: '01',
    });
  });

  it('refuses each missing mandatory field', () => {
    const cases: Array<[string, string]> = [
      [HEAD + MIDDLE + NAME_CITY + TXID, '26'],
      [`${HEAD + ACCOUNT}530398658` + `02BR${NAME_CITY}${TXID}`, '52'],
      [`${HEAD + ACCOUNT}520400005802BR${NAME_CITY}${TXID}`, '53'],
      [`${HEAD + ACCOUNT}52040000530398659` + `13Fulano de Tal6008BRASILIA${TXID}`, '58'],
      [`${HEAD + ACCOUNT + MIDDLE}6008BRASILIA${TXID}`, '59'],
      [`${HEAD + ACCOUNT + MIDDLE}5913Fulano de Tal${TXID}`, '60'],
      [HEAD + ACCOUNT + MIDDLE + NAME_CITY, '62'],
      [`${HEAD + ACCOUNT + MIDDLE + NAME_CITY}62070103***`, '62-05'],
      [`${HEAD}26400136123e4567-e12b-12d1-a456-426655440000${MIDDLE}${NAME_CITY}${TXID}`, '26-00'],
    ];
    for (const [body, field] of cases)
      expect(refusal(withCrc(body))).toEqual({ code: 'MISSING_FIELD', field });
  });

  it('refuses a GUI other than br.gov.bcb.pix, in any case', () => {
    const other = `${HEAD}26580014br.gov.bcb.pux0136123e4567-e12b-12d1-a456-426655440000`;
    expect(refusal(withCrc(other + MIDDLE + NAME_CITY + TXID))).toEqual({
      code: 'WRONG_GUI',
      field: '26-00',
    });
    expect(
      refusal(
        withCrc(HEAD + ACCOUNT.replace('br.gov.bcb.pix', 'Br.Gov.Bcb.Pix') + MIDDLE + NAME_CITY + TXID),
      ),
    ).toBeNull();
  });

  it('refuses a template 26 with both a key and a URL', () => {
    const both = encodeTlv('26', '0014br.gov.bcb.pix0115thalesog@me.com2515payload.psp.com');
    expect(refusal(withCrc(HEAD + both + MIDDLE + NAME_CITY + TXID))).toEqual({
      code: 'INVALID_FIELD',
      field: '26',
    });
  });

  it('refuses currency, country, MCC and amount values the BR Code does not allow', () => {
    const swap = (from: string, to: string) =>
      refusal(withCrc((HEAD + ACCOUNT + MIDDLE + NAME_CITY + TXID).replace(from, to)));
    expect(swap('5303986', '5303840')).toEqual({ code: 'INVALID_FIELD', field: '53' });
    expect(swap('5802BR', '5802PT')).toEqual({ code: 'INVALID_FIELD', field: '58' });
    expect(swap('52040000', '5204ABCD')).toEqual({ code: 'INVALID_FIELD', field: '52' });
    for (const amount of ['10.', '1,00', '.50', '-1.00', '10.001', '12345678901.00', '1e3']) {
      const field = `54${String(amount.length).padStart(2, '0')}${amount}`;
      expect(swap('5802BR', `${field}5802BR`)).toEqual({ code: 'INVALID_FIELD', field: '54' });
    }
  });

  it('reads amounts with no or one decimal as centavos', () => {
    const withAmount = (amount: string) => {
      const field = `54${String(amount.length).padStart(2, '0')}${amount}`;
      const result = decodeBrCode(
        withCrc(HEAD + ACCOUNT + MIDDLE.replace('5802BR', `${field}5802BR`) + NAME_CITY + TXID),
      );
      return result.ok ? result.brCode.amountCents : result.error.code;
    };
    expect(withAmount('10')).toBe(1000n);
    expect(withAmount('10.5')).toBe(1050n);
    expect(withAmount('9999999999.99')).toBe(999_999_999_999n);
  });

  it('refuses a name over 25 or a city over 15 characters', () => {
    const long = (nameCity: string) => refusal(withCrc(HEAD + ACCOUNT + MIDDLE + nameCity + TXID));
    expect(long(`5926${'N'.repeat(26)}6008BRASILIA`)).toEqual({ code: 'INVALID_FIELD', field: '59' });
    expect(long(`5913Fulano de Tal6016${'C'.repeat(16)}`)).toEqual({ code: 'INVALID_FIELD', field: '60' });
    expect(long(`5925${'N'.repeat(25)}6015${'C'.repeat(15)}`)).toBeNull();
  });

  it('refuses a static txid outside [A-Za-z0-9]{1,25} and a dynamic one other than ***', () => {
    const txid = (value: string) =>
      `62${String(value.length + 4).padStart(2, '0')}05${String(value.length).padStart(2, '0')}${value}`;
    const staticWith = (value: string) => refusal(withCrc(HEAD + ACCOUNT + MIDDLE + NAME_CITY + txid(value)));
    expect(staticWith('DEP42abc')).toBeNull();
    expect(staticWith('a'.repeat(25))).toBeNull();
    for (const bad of ['a'.repeat(26), 'dep-42', 'dep 42', '**']) {
      expect(staticWith(bad)).toEqual({ code: 'INVALID_FIELD', field: '62-05' });
    }
    const dynamic = V.pixUtilsDynamic.slice(0, -4).replace('62070503***6304', txid('DEP42'));
    expect(refusal(withCrc(dynamic))).toEqual({ code: 'INVALID_FIELD', field: '62-05' });
  });
});
