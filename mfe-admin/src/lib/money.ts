import { CURRENCY_DECIMALS, type Currency } from '../admin-contracts';

/**
 * Prices travel as integers of the currency's minor units (docs/decisions/admin-balance-ledger.md).
 * These helpers turn them into text and back by string arithmetic, so no price is ever a float.
 */

/** `150050` UAH → `"1500.50"`; `1500` JPY → `"1500"`. */
export function minorToDecimal(minor: number, currency: Currency): string {
  const digits = CURRENCY_DECIMALS[currency];
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * What a person types (`1500`, `1500.5`, `1500,50`, `1 500.00`) → minor units, or null when it is
 * not a price of this currency (more decimals than it has, letters, a sign).
 */
export function decimalToMinor(text: string, currency: Currency): number | null {
  const digits = CURRENCY_DECIMALS[currency];
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(compact);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > digits) return null;
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** A price in the reader's language with the currency's sign, from the exact decimal text. */
export function formatMoney(minor: number, currency: Currency, language: string): string {
  const digits = CURRENCY_DECIMALS[currency];
  const format = new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  // Intl formats a decimal string exactly (no binary fraction on the way).
  return format.format(minorToDecimal(minor, currency) as Intl.StringNumericLiteral);
}
