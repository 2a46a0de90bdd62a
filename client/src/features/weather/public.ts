/**
 * What other features may use of the forecast (issue 28); everything else in this folder is its
 * own. Another feature reaches the weather endpoints only through these.
 */
export { useForecast } from './api.ts';
export { PlaceSection } from './components/place-section.tsx';
export { PlanWarningNote } from './components/plan-warning-note.tsx';
export { useCalendarWeather, type CalendarWeather } from './use-calendar-weather.ts';
export { ForecastLine, forecastWords, WeatherGlyph } from './weather-glyph.tsx';
