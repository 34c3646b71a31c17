/**
 * Published BR Codes, copied byte for byte (each names its source: the BCB's manual and API Pix, or
 * an open-source Pix library's tests). Kept out of the test file so the server's fake PSP and the web tests
 * can use the same strings.
 */
export const VALID_BR_CODES = {
  /** BCB Manual de Padrões para Iniciação do Pix, static example. */
  bcbStatic:
    '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
  /** thalesog/pix-utils STATIC_TEST_EMV: e-mail key, description, amount. */
  pixUtilsStatic:
    '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 123520400005303986540510.005802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***63040DC6',
  /** pix-utils STATIC_TEST_NO_VALUE_EMV. */
  pixUtilsStaticNoAmount:
    '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 1235204000053039865802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***630462CA',
  /** pix-utils DYNAMIC_TEST_EMV (no ID 01). */
  pixUtilsDynamic:
    '00020126740014br.gov.bcb.pix2552payload.psp.com/3ec9d2f9-5f03-4e0e-820d-63a81e769e875204000053039865802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***630442C5',
  /** pix-utils DYNAMIC_ONE_TIME_TEST_EMV (010212). */
  pixUtilsDynamicOneTime:
    '00020101021226740014br.gov.bcb.pix2552payload.psp.com/3ec9d2f9-5f03-4e0e-820d-63a81e769e875204000053039865802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***63042895',
  /** pix-utils STATIC_TEST_WITH_FSS: 26-03 withdrawal facilitator, 25-character txid. */
  pixUtilsStaticFss:
    '00020126950014br.gov.bcb.pix01364004901d-bd85-4769-8e52-cb4c42c506dc0221Jornada pagador 431070308999990085204000053039865406577.575802BR5903Pix6008BRASILIA6229052599ed983ea570413d8d336301d630418B7',
  /** joseviniciusnunes/qrcode-pix: uppercase GUI. */
  qrcodePixStatic:
    '00020126380014BR.GOV.BCB.PIX0116test@mail.com.br5204000053039865802BR5913FULANO DE TAL6009SAO PAULO62070503***6304102F',
  /** qrcode-pix, with amount. */
  qrcodePixStaticAmount:
    '00020126380014BR.GOV.BCB.PIX0116test@mail.com.br5204000053039865406100.995802BR5913FULANO DE TAL6009SAO PAULO62070503***63049359',
  /** gist matheusb-comp, dynamic ("seção 6.2" of the manual), uppercase GUI. */
  gistDynamic:
    '00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a995204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304EEAB',
  /** Official bacen/pix-api openapi.yaml v2.9.0: dynamic cob plus Pix Automático template 80. */
  bcbApiDynamicWithRecurrence:
    '00020101021226760014br.gov.bcb.pix2554pix.example.com/qr/v2/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/94ed2badcbc04c15b0bb7fa35319489063047741',
} as const;
