/** ISO 3166-1 alpha-2 region codes; names come from the browser in the reader's language. */
const REGION_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW';

/** Country names in `language`, sorted for that language; empty where the browser has no names. */
export function countryNames(language: string): string[] {
  if (typeof Intl.DisplayNames !== 'function') return [];
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(language);
  return REGION_CODES.split(' ')
    .map((code) => names.of(code))
    .filter((name): name is string => !!name)
    .sort(collator.compare);
}

/** The IANA zones this browser knows; the server checks against the same list. */
export function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

/**
 * The runtime's own name for a zone the user typed: an alias such as `Europe/Kyiv` becomes the
 * name in the list (`Europe/Kiev` where the runtime's ICU still lists that), so a valid zone is
 * never refused for its spelling. Unknown text comes back unchanged for the validator to flag.
 */
export function listedTimeZone(value: string, zones: readonly string[]): string {
  const typed = value.trim();
  if (!typed || zones.includes(typed)) return typed;
  const exact = zones.find((zone) => zone.toLowerCase() === typed.toLowerCase());
  if (exact) return exact;
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: typed }).resolvedOptions().timeZone;
    return zones.includes(resolved) ? resolved : typed;
  } catch {
    return typed;
  }
}

export function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * The zone's offset from UTC at `at`, as `UTC+02:00` (`UTC+00:00` for UTC itself). The offset
 * of today: a zone with summer time shows the one in force now, which is what a person checks.
 */
export function utcOffset(zone: string, at: Date = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (!name || name === 'GMT') return 'UTC+00:00';
    return name.replace('GMT', 'UTC');
  } catch {
    return '';
  }
}

/**
 * Renamed zones the runtime may still list under the old name (ICU keeps `Europe/Kiev`):
 * searching for the name people use today must find them.
 */
const RENAMED_ZONES: Record<string, string> = {
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Uzhgorod': 'Europe/Uzhhorod',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
};

export interface ZoneOption {
  zone: string;
  offset: string;
  /** Lower-cased words the search looks in: the name (underscores as spaces), its new name, the offset. */
  searchText: string;
}

const searchable = (text: string) => text.toLowerCase().replace(/_/g, ' ');

export function zoneOptions(zones: readonly string[], at: Date = new Date()): ZoneOption[] {
  return zones.map((zone) => {
    const offset = utcOffset(zone, at);
    return { zone, offset, searchText: searchable([zone, RENAMED_ZONES[zone] ?? '', offset].join(' ')) };
  });
}

/** The options whose name or offset holds every word typed (`kyiv`, `new york`, `+05:30`, `europe war`). */
export function filterZones(options: readonly ZoneOption[], query: string): ZoneOption[] {
  const words = searchable(query.trim()).split(/[\s/]+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => words.every((word) => option.searchText.includes(word)));
}
