import type { Occasion, Weather } from '@contract/outfits.ts';
import {
  BriefcaseBusiness,
  Cloud,
  CloudRain,
  Coffee,
  Dumbbell,
  Gem,
  Heart,
  Sun,
  Wine,
  type LucideIcon,
} from 'lucide-react';

export const OCCASION_OPTIONS: Record<Occasion, { label: string; icon: LucideIcon }> = {
  work: { label: 'Work', icon: BriefcaseBusiness },
  casual: { label: 'Casual', icon: Coffee },
  evening: { label: 'Evening', icon: Wine },
  date: { label: 'Date', icon: Heart },
  formal: { label: 'Formal', icon: Gem },
  athletic: { label: 'Athletic', icon: Dumbbell },
};

export const WEATHER_OPTIONS: Record<Weather, { label: string; icon: LucideIcon }> = {
  sunny: { label: 'Sunny', icon: Sun },
  cloudy: { label: 'Cloudy', icon: Cloud },
  rainy: { label: 'Rainy', icon: CloudRain },
};

/** 'work' -> 'Work'; stored values outside the known lists are shown as they are. */
export function occasionLabel(value: string): string {
  return value in OCCASION_OPTIONS ? OCCASION_OPTIONS[value as Occasion].label : value;
}

export function weatherLabel(value: string): string {
  return value in WEATHER_OPTIONS ? WEATHER_OPTIONS[value as Weather].label : value;
}

export function itemCountLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

export function timesWornLabel(count: number): string {
  if (count === 0) return 'Not worn yet';
  return count === 1 ? 'Worn once' : `Worn ${count} times`;
}
