const formats = new Map<string, Intl.NumberFormat>();

/**
 * An `Intl.NumberFormat` for the player app's plain numbers and percentages, made once per options:
 * making one costs far more than formatting with it, and a screen formats dozens of numbers per render
 * (the RTP on every game tile). Numbers are written the Brazilian way in every language, like money
 * (`R$ 1.234,56`), so "RTP 96,47%" never sits beside "R$ 1,00" with another decimal separator
 * (docs/ARCHITECTURE.md "Brazilian numbers in every language").
 */
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', options);
    formats.set(key, format);
  }
  return format;
}
