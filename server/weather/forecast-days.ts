import type { ForecastDay } from '../../contract/weather.ts';
import { TEMPERATURE_MAX, TEMPERATURE_MIN, TEMPERATURE_STEP } from '../../contract/outfits.ts';
import type { OpenMeteoForecast } from './open-meteo-answers.ts';
import { generatorWeather, isSnow, isWeatherCode, isWet, weatherWords } from './weather-codes.ts';

/** The hours people are out: the day's range and its first wet hour are read over these. */
const OUT_FROM_HOUR = 8;
const OUT_UNTIL_HOUR = 20;
/** An hour counts as wet from this chance of rain or snow (with a wet weather code). */
const WET_HOUR_CHANCE = 50;

const clampTemperature = (t: number) =>
  Math.min(
    TEMPERATURE_MAX,
    Math.max(TEMPERATURE_MIN, Math.round(t / TEMPERATURE_STEP) * TEMPERATURE_STEP),
  );

/**
 * Open-Meteo's daily and hourly series as the app's days, or null when they do not add up
 * (series of different lengths, a code outside the WMO table, a low above its high): a provider
 * answering nonsense is treated as one not answering.
 */
export function readForecastDays(answer: OpenMeteoForecast): ForecastDay[] | null {
  const { daily, hourly } = answer;
  const n = daily.time.length;
  const sameLength = (list: readonly unknown[] | undefined, length: number) =>
    list === undefined || list.length === length;
  if (
    n === 0 ||
    ![daily.weather_code, daily.temperature_2m_max, daily.temperature_2m_min].every(
      (l) => l.length === n,
    ) ||
    !sameLength(daily.precipitation_probability_max, n) ||
    ![hourly.temperature_2m, hourly.weather_code].every((l) => l.length === hourly.time.length) ||
    !sameLength(hourly.precipitation_probability, hourly.time.length)
  ) {
    return null;
  }
  const hoursOf = new Map<string, number[]>();
  hourly.time.forEach((time, i) => {
    const date = time.slice(0, 10);
    const list = hoursOf.get(date) ?? [];
    list.push(i);
    hoursOf.set(date, list);
  });

  const days: ForecastDay[] = [];
  for (let d = 0; d < n; d++) {
    const date = daily.time[d]!;
    const code = daily.weather_code[d];
    const dayMax = daily.temperature_2m_max[d];
    const dayMin = daily.temperature_2m_min[d];
    // A day the provider has not filled in (nulls at the end of the range) is left out.
    if (code == null || dayMax == null || dayMin == null) continue;
    if (!isWeatherCode(code) || dayMin > dayMax || dayMin < -90 || dayMax > 140) return null;
    const chance = daily.precipitation_probability_max?.[d] ?? null;
    if (chance !== null && (chance < 0 || chance > 100)) return null;

    const outHours = (hoursOf.get(date) ?? []).filter((i) => {
      const hour = Number(hourly.time[i]!.slice(11, 13));
      return hour >= OUT_FROM_HOUR && hour <= OUT_UNTIL_HOUR;
    });
    const outTemps = outHours
      .map((i) => hourly.temperature_2m[i])
      .filter((t): t is number => t != null);
    const low = Math.round(outTemps.length ? Math.min(...outTemps) : dayMin);
    const high = Math.round(outTemps.length ? Math.max(...outTemps) : dayMax);
    const wetHour = outHours.find((i) => {
      const hourCode = hourly.weather_code[i];
      const hourChance = hourly.precipitation_probability?.[i] ?? null;
      return (
        hourCode != null &&
        isWet(hourCode) &&
        (hourChance === null || hourChance >= WET_HOUR_CHANCE)
      );
    });
    const weather = generatorWeather(code, chance);
    days.push({
      date,
      weather,
      summary: weatherWords(code),
      low,
      high,
      temperature: clampTemperature((low + high) / 2),
      precipitationChance: chance === null ? null : Math.round(chance),
      wetFrom:
        weather === 'rainy' && wetHour !== undefined ? hourly.time[wetHour]!.slice(11, 16) : null,
      snow: isSnow(code),
    });
  }
  return days;
}
