const formats = new Map<string, Intl.NumberFormat>();

/**
 * An `Intl.NumberFormat` made once per locale and options: making one costs far more than formatting
 * with it, and a screen formats dozens of numbers per render (the RTP on every game tile).
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
