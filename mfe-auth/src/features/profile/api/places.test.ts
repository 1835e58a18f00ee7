import { countryNames, filterZones, listedTimeZone, timeZones, utcOffset, zoneOptions } from './places';

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

describe('zone search', () => {
  const options = zoneOptions(['Europe/Kiev', 'Europe/Warsaw', 'America/New_York', 'Asia/Kolkata', 'UTC'], new Date('2026-01-15T12:00:00Z'));

  it('shows each zone with its offset from UTC', () => {
    expect(options.map((option) => option.offset)).toEqual(['UTC+02:00', 'UTC+01:00', 'UTC-05:00', 'UTC+05:30', 'UTC+00:00']);
    expect(utcOffset('Europe/Warsaw', new Date('2026-07-15T12:00:00Z'))).toBe('UTC+02:00');
  });

  it('finds zones by city in any case, with spaces for underscores, by the new name of a renamed zone, and by offset', () => {
    const names = (query: string) => filterZones(options, query).map((option) => option.zone);
    expect(names('new york')).toEqual(['America/New_York']);
    expect(names('WARSAW')).toEqual(['Europe/Warsaw']);
    expect(names('Kyiv')).toEqual(['Europe/Kiev']);
    expect(names('europe/k')).toEqual(['Europe/Kiev']);
    expect(names('+05:30')).toEqual(['Asia/Kolkata']);
    expect(names('  ')).toHaveLength(5);
    expect(names('Mars')).toEqual([]);
  });
});
