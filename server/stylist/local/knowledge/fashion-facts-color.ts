import { fact } from './fact-builder.ts';
import type { FashionFact } from './knowledge-types.ts';

// The history and science of colour in clothes, in our own words.
export const COLOR_FACTS: readonly FashionFact[] = [
  fact(
    'navy-blue-name',
    'Why navy is called navy',
    'Navy blue takes its name from the dark blue uniform coats the British Royal Navy adopted for its officers in 1748.',
    { colors: ['navy'], topics: ['color', 'history'] },
  ),
  fact(
    'khaki-dust',
    "Khaki means 'dusty'",
    'Khaki comes from the Hindi-Urdu word for dusty; British troops in India dyed their uniforms that colour in the 1840s to blend into the landscape.',
    {
      colors: ['khaki', 'tan', 'beige'],
      garments: ['khakis', 'chino'],
      topics: ['color', 'history'],
    },
  ),
  fact(
    'mauveine',
    'The first synthetic dye was purple',
    'The first synthetic dye, mauveine, was discovered by accident in 1856 by the 18-year-old chemist William Henry Perkin, and it set off a craze for purple.',
    { colors: ['purple', 'mauve', 'lilac', 'lavender', 'plum'], topics: ['color', 'history'] },
  ),
  fact(
    'tyrian-purple',
    'Purple from sea snails',
    'Tyrian purple was made from murex sea snails; thousands were needed for a small amount of dye, which is how purple became the colour of rulers.',
    { colors: ['purple', 'plum', 'violet', 'magenta'], topics: ['color', 'history'] },
  ),
  fact(
    'synthetic-indigo',
    'Indigo moved from plants to the lab',
    'Indigo dye once came only from plants such as Indigofera; Adolf von Baeyer worked out how to make it synthetically, and factory-made indigo reached the market in 1897.',
    {
      colors: ['denim', 'indigo', 'navy', 'blue'],
      materials: ['denim'],
      garments: ['jeans'],
      topics: ['color', 'history'],
    },
  ),
  fact(
    'madder-red',
    'The red of the redcoats',
    "Madder root gave one of the oldest red dyes; it coloured cloth for thousands of years, the British Army's red coats included.",
    { colors: ['red', 'rust', 'burgundy', 'terracotta'], topics: ['color', 'history'] },
  ),
  fact(
    'cochineal',
    'A red dye made from insects',
    'Cochineal, a crimson dye, is made from crushed scale insects that live on prickly-pear cacti.',
    { colors: ['red', 'crimson', 'scarlet', 'pink', 'magenta'], topics: ['color'] },
  ),
  fact(
    'scheele-green',
    'The poisonous green dresses',
    "Fashionable green dresses of the 19th century were often coloured with Scheele's green, an arsenic-based pigment that harmed the people who made and wore them.",
    {
      colors: ['green', 'emerald', 'kelly green'],
      categories: ['dresses'],
      topics: ['color', 'history'],
    },
  ),
  fact(
    'pink-for-boys',
    'Pink was once for boys',
    'In the early 20th century some American publications advised pink for boys and blue for girls; the opposite convention only settled around the 1940s.',
    { colors: ['pink', 'blush', 'baby blue', 'light blue'], topics: ['color', 'history'] },
  ),
  fact(
    'complementary-colours',
    'Opposites intensify each other',
    'Complementary colours sit opposite each other on the colour wheel, like blue and orange or red and green; side by side, each makes the other look more intense.',
    {
      colors: ['blue', 'orange', 'red', 'green', 'purple', 'yellow', 'cobalt', 'rust'],
      topics: ['color', 'design'],
    },
  ),
  fact(
    'pantone-cerulean',
    'The first Colour of the Year',
    "Pantone's first Color of the Year, chosen for 2000, was Cerulean, a sky blue.",
    { colors: ['sky blue', 'light blue', 'blue', 'powder blue'], topics: ['color'] },
  ),
  fact(
    'white-in-summer',
    'Why white is for summer',
    'Dark fabrics absorb more visible light than white ones and warm up more in the sun, which is one reason white and pale colours are favoured in hot weather.',
    { colors: ['white', 'cream', 'ivory', 'black'], materials: ['linen'], topics: ['color'] },
  ),
];
