import { z } from 'zod';

// The answers of Open-Meteo's forecast and geocoding APIs, as its documentation gives them: what
// the app reads of them is checked before it is believed.

const num = z.number().finite();
export const forecastAnswer = z.object({
  timezone: z.string(),
  hourly: z.object({
    time: z.array(z.string()),
    temperature_2m: z.array(num.nullable()),
    precipitation_probability: z.array(num.nullable()).optional(),
    weather_code: z.array(num.nullable()),
  }),
  daily: z.object({
    time: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
    weather_code: z.array(num.nullable()),
    temperature_2m_max: z.array(num.nullable()),
    temperature_2m_min: z.array(num.nullable()),
    precipitation_probability_max: z.array(num.nullable()).optional(),
  }),
});
export type OpenMeteoForecast = z.infer<typeof forecastAnswer>;

export const searchAnswer = z.object({
  results: z
    .array(
      z.object({
        name: z.string(),
        latitude: num.min(-90).max(90),
        longitude: num.min(-180).max(180),
        timezone: z.string().optional(),
        country: z.string().optional(),
        admin1: z.string().optional(),
      }),
    )
    .optional(),
});
