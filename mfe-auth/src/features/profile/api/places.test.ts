import { countryNames, listedTimeZone, timeZones } from './places';

describe('places', () => {
  const zones = timeZones();

  it('lists IANA zones, UTC included', () => {
    expect(zones).toEqual(expect.arrayContaining(['Europe/Warsaw', 'America/New_York', 'UTC']));
  });

  it("turns a typed alias or a case slip into the runtime's listed name", () => {
    expect(listedTimeZone('europe/warsaw', zones)).toBe('Europe/Warsaw');
    const kyiv = listedTimeZone('Europe/Kyiv', zones);
    expect(zones).toContain(kyiv);
  });

  it('leaves unknown text alone for the validator', () => {
    expect(listedTimeZone('Mars/Olympus', zones)).toBe('Mars/Olympus');
  });

  it('names countries in the reader language', () => {
    expect(countryNames('en')).toContain('Ukraine');
    expect(countryNames('uk')).toContain('Україна');
    expect(countryNames('de')).toContain('Deutschland');
  });
});
