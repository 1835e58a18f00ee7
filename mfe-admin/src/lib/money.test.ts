import { decimalToMinor, formatMoney, minorToDecimal } from './money';

describe('money', () => {
  it('writes minor units as the currency’s decimal text', () => {
    expect(minorToDecimal(150050, 'UAH')).toBe('1500.50');
    expect(minorToDecimal(5, 'USD')).toBe('0.05');
    expect(minorToDecimal(0, 'EUR')).toBe('0.00');
    expect(minorToDecimal(1500, 'JPY')).toBe('1500');
  });

  it('reads what a person types into exact minor units', () => {
    expect(decimalToMinor('1500', 'UAH')).toBe(150000);
    expect(decimalToMinor('1500.5', 'UAH')).toBe(150050);
    expect(decimalToMinor('1 500,50', 'UAH')).toBe(150050);
    // 0.1 + 0.2 style drift cannot happen: 19.99 is 1999, not 1998.9999.
    expect(decimalToMinor('19.99', 'USD')).toBe(1999);
    expect(decimalToMinor('1500', 'JPY')).toBe(1500);
  });

  it('refuses what is not a price of the currency', () => {
    expect(decimalToMinor('', 'UAH')).toBeNull();
    expect(decimalToMinor('12.345', 'UAH')).toBeNull();
    expect(decimalToMinor('12.5', 'JPY')).toBeNull();
    expect(decimalToMinor('-3', 'UAH')).toBeNull();
    expect(decimalToMinor('ten', 'UAH')).toBeNull();
    expect(decimalToMinor('99999999999999999', 'UAH')).toBeNull();
  });

  it('formats in the reader’s language with the currency’s digits', () => {
    expect(formatMoney(150050, 'USD', 'en')).toBe('$1,500.50');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
  });
});
