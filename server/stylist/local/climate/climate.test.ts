import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEMPERATURE,
  TEMPERATURE_MAX,
  TEMPERATURE_MIN,
} from '../../../../contract/outfits.ts';
import * as climate from './climate.ts';
import {
  COLD_F,
  COOL_F,
  FREEZING_F,
  HOT_F,
  MILD_F,
  requestTemperature,
  WARM_F,
} from './climate.ts';

describe('climate', () => {
  it('orders the scale from freezing to hot', () => {
    const scale = [FREEZING_F, COLD_F, COOL_F, MILD_F, WARM_F, HOT_F];
    expect([...scale].sort((a, b) => a - b)).toEqual(scale);
    expect(new Set(scale).size).toBe(scale.length);
  });

  it('draws every line inside the range a request can have', () => {
    const lines = Object.entries(climate).flatMap(([name, value]) =>
      typeof value === 'number' ? [[name, value] as const] : [],
    );
    expect(lines.length).toBeGreaterThan(20);
    for (const [name, value] of lines) {
      expect(value, name).toBeGreaterThan(TEMPERATURE_MIN);
      expect(value, name).toBeLessThan(TEMPERATURE_MAX);
    }
  });

  it('keeps the outfits, tips and packing lines where the skills expect them', () => {
    // The tips' cold is colder than the outfits' (see the file's header); packing follows outfits.
    expect(climate.TIP_COLD_AT_OR_BELOW).toBeLessThan(climate.COLD_AT_OR_BELOW);
    expect(climate.COLD_AT_OR_BELOW).toBeLessThan(climate.OUTERWEAR_AT_OR_BELOW);
    expect(climate.PACK_LIGHT_LAST_AT_OR_BELOW).toBe(climate.COLD_AT_OR_BELOW);
    expect(climate.TIP_HOT_AT_OR_ABOVE).toBeGreaterThan(climate.NO_LAYER_AT_OR_ABOVE);
    expect(climate.TIP_HOT_AT_OR_ABOVE).toBeLessThan(HOT_F);
  });

  it("reads a request's temperature: clamped to the API's range, the API's default when absent", () => {
    expect(requestTemperature(-20)).toBe(TEMPERATURE_MIN);
    expect(requestTemperature(140)).toBe(TEMPERATURE_MAX);
    expect(requestTemperature(Number.NaN)).toBe(DEFAULT_TEMPERATURE);
    expect(requestTemperature(48)).toBe(48);
  });
});
