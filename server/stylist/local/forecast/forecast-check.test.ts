import { describe, expect, it } from 'vitest';
import { item } from '../../../test/kits/stylist/test-wardrobe.ts';
import type { ForecastConditions } from '../../stylist.ts';
import { forecastWords, hourWords } from '../../../../contract/weather-values.ts';
import { forecastCheck } from './forecast-check.ts';

const mild: ForecastConditions = {
  weather: 'cloudy',
  low: 60,
  high: 68,
  wetFrom: null,
  snow: false,
};
const shirt = item('White Oxford Shirt', 'tops', null, { id: 'shirt' });
const chinos = item('Navy Chinos', 'bottoms', null, { id: 'chinos' });
const jacket = item('Navy Waterproof Jacket', 'outerwear', null, { id: 'jacket' });

describe('the forecast’s check of a planned outfit', () => {
  it('says nothing when the outfit suits the day', () => {
    expect(
      forecastCheck(
        [shirt, chinos, item('Brown Leather Boots', 'shoes', null, { id: 'boots' })],
        mild,
      ),
    ).toBeNull();
  });

  it('names suede in the rain, from the hour it starts', () => {
    const loafers = item('Tan Suede Loafers', 'shoes', null, { id: 'loafers' });
    const rain = { ...mild, weather: 'rainy', wetFrom: '15:00' } as const;
    expect(forecastCheck([shirt, chinos, loafers], rain)).toEqual({
      reason: 'rain from 3 pm: the tan suede loafers',
      itemIds: ['loafers'],
    });
    expect(
      forecastCheck([shirt, chinos, loafers], { ...rain, wetFrom: null, snow: true })?.reason,
    ).toBe('snow likely: the tan suede loafers');
  });

  it('names open shoes and bare legs in the cold, and a missing layer', () => {
    const sandals = item('Leather Sandals', 'shoes', null, { id: 'sandals' });
    const cold = { ...mild, low: 41, high: 48 };
    expect(forecastCheck([shirt, chinos, sandals], cold)).toEqual({
      reason: 'down to 41 °F: the leather sandals; down to 41 °F and no jacket or coat',
      itemIds: ['sandals'],
    });
    expect(
      forecastCheck(
        [shirt, chinos, jacket, item('Black Chelsea Boots', 'shoes', null, { id: 'b' })],
        cold,
      ),
    ).toBeNull();
  });

  it('names a warm coat on a hot day', () => {
    const coat = item('Camel Wool Coat', 'outerwear', null, { id: 'coat' });
    const hot = { ...mild, weather: 'sunny', low: 78, high: 91 } as const;
    expect(forecastCheck([shirt, chinos, coat], hot)).toEqual({
      reason: 'up to 91 °F: the camel wool coat',
      itemIds: ['coat'],
    });
  });

  it('says the hour and the day as people do', () => {
    expect([
      hourWords('08:00'),
      hourWords('12:00'),
      hourWords('15:30'),
      hourWords('00:00'),
    ]).toEqual(['8 am', 'noon', '3:30 pm', '12 am']);
    const day = { summary: 'Light snow', low: 28, high: 35, wetFrom: '09:00', snow: true };
    expect(forecastWords(day)).toBe('Light snow · 28–35 °F · snow from 9 am');
    expect(forecastWords({ ...day, wetFrom: null }, ', ')).toBe('Light snow, 28–35 °F');
  });
});
