import * as Astronomy from 'astronomy-engine';

// Sky facts computed with astronomy-engine (MIT): the 88 IAU constellations, planets' orbits
// and masses, equinoxes and solstices, full moons, eclipses and transits.

// astronomy-engine's table misspells four names; the IAU spellings.
const CONSTELLATION_SPELLING: Record<string, string> = {
  Antila: 'Antlia',
  Camelopardis: 'Camelopardalis',
  'Pisces Austrinus': 'Piscis Austrinus',
  Bootes: 'Boötes',
};

export interface Constellation {
  symbol: string;
  name: string;
}

let constellations: Constellation[] | undefined;

/** The 88 constellations, found by sweeping the sky (the library does not export its table). */
export function loadConstellations(): Constellation[] {
  if (constellations) return constellations;
  const found = new Map<string, string>();
  for (let step = 1; found.size < 88 && step <= 4; step *= 2) {
    for (let ra = 0; ra < 24; ra += 0.25 / step)
      for (let dec = -89.5; dec < 90; dec += 1 / step) {
        const c = Astronomy.Constellation(ra, dec);
        found.set(c.symbol, CONSTELLATION_SPELLING[c.name] ?? c.name);
      }
  }
  constellations = [...found].map(([symbol, name]) => ({ symbol, name }));
  return constellations;
}

export const PLANETS = [
  'Mercury',
  'Venus',
  'Earth',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
] as const;

export function orbitalPeriodDays(planet: string): number {
  return Astronomy.PlanetOrbitalPeriod(planet as Astronomy.Body);
}

/** G times mass: compares masses without the gravitational constant. */
export function massProduct(body: string): number {
  return Astronomy.MassProduct(body as Astronomy.Body);
}

export function seasons(year: number): { kind: string; date: Date }[] {
  const s = Astronomy.Seasons(year);
  return [
    { kind: 'March equinox', date: s.mar_equinox.date },
    { kind: 'June solstice', date: s.jun_solstice.date },
    { kind: 'September equinox', date: s.sep_equinox.date },
    { kind: 'December solstice', date: s.dec_solstice.date },
  ];
}

export function fullMoons(fromYear: number, toYear: number): Date[] {
  const out: Date[] = [];
  let moon = Astronomy.SearchMoonPhase(180, new Date(Date.UTC(fromYear, 0, 1)), 40);
  while (moon && moon.date.getUTCFullYear() <= toYear) {
    out.push(moon.date);
    moon = Astronomy.SearchMoonPhase(180, moon.AddDays(1), 40);
  }
  return out;
}

export function totalSolarEclipses(fromYear: number, toYear: number): Date[] {
  const out: Date[] = [];
  let eclipse = Astronomy.SearchGlobalSolarEclipse(new Date(Date.UTC(fromYear, 0, 1)));
  while (eclipse.peak.date.getUTCFullYear() <= toYear) {
    if (eclipse.kind === Astronomy.EclipseKind.Total) out.push(eclipse.peak.date);
    eclipse = Astronomy.NextGlobalSolarEclipse(eclipse.peak);
  }
  return out;
}

export function transits(planet: 'Mercury' | 'Venus', fromYear: number, toYear: number): Date[] {
  const body = planet === 'Mercury' ? Astronomy.Body.Mercury : Astronomy.Body.Venus;
  const out: Date[] = [];
  let transit = Astronomy.SearchTransit(body, new Date(Date.UTC(fromYear, 0, 1)));
  while (transit.peak.date.getUTCFullYear() <= toYear) {
    out.push(transit.peak.date);
    transit = Astronomy.NextTransit(body, transit.finish);
  }
  return out;
}

/** Each constellation the Sun crosses in a year, with the day (UTC noon) it sits mid-way through. */
export function sunConstellations(year: number): { name: string; middle: Date; days: number }[] {
  const observer = new Astronomy.Observer(0, 0, 0);
  const spans: { name: string; first: number; last: number }[] = [];
  for (let day = 0; day < 365; day++) {
    const time = Astronomy.MakeTime(new Date(Date.UTC(year, 0, 1 + day, 12)));
    const sun = Astronomy.Equator(Astronomy.Body.Sun, time, observer, false, true);
    const name = Astronomy.Constellation(sun.ra, sun.dec).name;
    const last = spans[spans.length - 1];
    if (last?.name === name) last.last = day;
    else spans.push({ name, first: day, last: day });
  }
  return spans.map((s) => ({
    name: CONSTELLATION_SPELLING[s.name] ?? s.name,
    middle: new Date(Date.UTC(year, 0, 1 + Math.round((s.first + s.last) / 2), 12)),
    days: s.last - s.first + 1,
  }));
}

/** Lets the data go once the bank is built. */
export function forgetConstellations(): void {
  constellations = undefined;
}
