// Plain values of the forecast (issue 28) that screens show: no zod here (decision 012).

export const PLACE_NAME_MAX = 120;
export const PLACE_QUERY_MIN = 2;
export const PLACE_QUERY_MAX = 80;
/** The most days of forecast one answer holds (Open-Meteo gives up to 16). */
export const FORECAST_DAYS_MAX = 16;

export const FORECAST_UNAVAILABLE_NOTE =
  'The weather service did not answer, so the weather is yours to set.';
export const PLACE_SEARCH_UNAVAILABLE_NOTE =
  'The weather service did not answer. Try again, or enter latitude and longitude.';
export const NO_FORECAST_SERVER_MESSAGE = 'This server has no weather forecast set up';
export const NO_PLACE_SEARCH_MESSAGE =
  'This server cannot look places up by name; enter latitude and longitude';
export const NO_PLACE_MESSAGE = 'Set your place in Settings to get the forecast';
export const NOTHING_TO_SWAP_MESSAGE = 'The forecast has nothing against this day’s outfit';
export const EMPTY_WARDROBE_LOOK_NOTE =
  'Add pieces to your wardrobe and a look for today appears here.';
