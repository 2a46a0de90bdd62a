import type { Weather } from '../../contract/outfits.ts';

// The WMO weather codes Open-Meteo answers with (its documentation's table), read as the
// generator's three kinds of weather and as words for the screens.

const WORDS: Readonly<Record<number, string>> = {
  0: 'Clear sky',
  1: 'Mainly clear',
  2: 'Partly cloudy',
  3: 'Overcast',
  45: 'Fog',
  48: 'Freezing fog',
  51: 'Light drizzle',
  53: 'Drizzle',
  55: 'Heavy drizzle',
  56: 'Freezing drizzle',
  57: 'Freezing drizzle',
  61: 'Light rain',
  63: 'Rain',
  65: 'Heavy rain',
  66: 'Freezing rain',
  67: 'Freezing rain',
  71: 'Light snow',
  73: 'Snow',
  75: 'Heavy snow',
  77: 'Snow grains',
  80: 'Rain showers',
  81: 'Rain showers',
  82: 'Violent rain showers',
  85: 'Snow showers',
  86: 'Heavy snow showers',
  95: 'Thunderstorm',
  96: 'Thunderstorm with hail',
  99: 'Thunderstorm with hail',
};

/** Whether the code is one of the table's. */
export const isWeatherCode = (code: number) => Object.hasOwn(WORDS, code);

/** 'Light rain' for 61. */
export const weatherWords = (code: number) => WORDS[code] ?? 'Changeable';

/** Rain, drizzle, snow, showers or a storm: anything from 51 up. */
export const isWet = (code: number) => code >= 51;

export const isSnow = (code: number) => (code >= 71 && code <= 77) || code === 85 || code === 86;

/**
 * The generator's weather for a day: wet codes are rainy unless the chance of it is low (a day
 * whose worst hour may drizzle at 20 % is a cloudy day), clear skies sunny, the rest cloudy.
 */
export function generatorWeather(code: number, precipitationChance: number | null): Weather {
  if (isWet(code))
    return precipitationChance !== null && precipitationChance < 30 ? 'cloudy' : 'rainy';
  return code <= 1 ? 'sunny' : 'cloudy';
}
