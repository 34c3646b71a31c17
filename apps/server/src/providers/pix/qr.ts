import QRCode from 'qrcode';

/**
 * The QR of a BR Code as an SVG data URL (crisp at any size, about 4 KB; the CSP allows `data:`
 * images). Error correction M, as banks' apps read it reliably from a phone screen.
 */
export async function renderQr(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
