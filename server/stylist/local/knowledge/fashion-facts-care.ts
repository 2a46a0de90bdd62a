import { fact } from './fact-builder.ts';
import type { FashionFact } from './knowledge-types.ts';

// Care and sustainability: facts that help clothes last, in our own words.
export const CARE_AND_SUSTAINABILITY_FACTS: readonly FashionFact[] = [
  fact(
    'jeans-inside-out',
    'Keeping jeans dark',
    'Washing jeans inside out in cold water slows indigo fading and keeps the denim from wearing out as quickly.',
    {
      garments: ['jeans'],
      materials: ['denim'],
      categories: ['bottoms'],
      colors: ['denim', 'black'],
      formality: ['casual'],
      topics: ['care'],
    },
  ),
  fact(
    'wool-airing',
    'Wool often needs air, not water',
    'Wool resists odours naturally, so knits and wool coats often need an airing rather than a wash, and washing them less keeps their shape longer.',
    {
      materials: ['wool', 'merino', 'cashmere'],
      garments: ['sweater', 'coat', 'wool coat'],
      categories: ['tops', 'outerwear'],
      topics: ['care', 'textiles'],
    },
  ),
  fact(
    'fold-knits',
    'Fold your knits',
    'Heavy knits keep their shape better folded than hung: over time a hanger stretches the shoulders out.',
    {
      garments: ['sweater', 'cardigan', 'jumper', 'turtleneck'],
      materials: ['knit'],
      categories: ['tops'],
      topics: ['care'],
    },
  ),
  fact(
    'clothes-moths',
    'What clothes moths are after',
    'Clothes moth larvae feed on keratin in wool, cashmere and silk and are drawn to sweat and food stains, so knits are safest stored clean.',
    {
      materials: ['wool', 'cashmere', 'silk', 'merino'],
      categories: ['tops', 'outerwear', 'accessories'],
      topics: ['care'],
    },
  ),
  fact(
    'rest-leather-shoes',
    'Give leather shoes a day off',
    'Leather shoes last longer when they rest a day between wears, so the moisture they absorb from your feet can dry out.',
    {
      garments: ['loafer', 'oxford', 'derby', 'boot', 'chelsea boot', 'brogue'],
      materials: ['leather'],
      categories: ['shoes'],
      formality: ['smart'],
      topics: ['care'],
    },
  ),
  fact(
    'cedar-shoe-trees',
    'Why shoe trees are cedar',
    "Cedar shoe trees absorb moisture and hold a leather shoe's shape while it dries.",
    {
      garments: ['loafer', 'oxford', 'derby', 'brogue', 'dress shoe'],
      materials: ['leather'],
      categories: ['shoes'],
      formality: ['smart', 'dressy'],
      topics: ['care'],
    },
  ),
  fact(
    'suede-care',
    'Suede and the rain',
    'Suede is best protected with a water-repellent spray before its first outing and brushed clean once it is dry, never while it is wet.',
    {
      materials: ['suede', 'nubuck'],
      garments: ['boot', 'loafer'],
      categories: ['shoes', 'outerwear'],
      topics: ['care'],
    },
  ),
  fact(
    'sun-fading',
    'Dry dark colours in the shade',
    "Sunlight's ultraviolet rays break down dyes, so dark and bright clothes keep their colour longer when they dry out of direct sun.",
    { colors: ['black', 'navy', 'red', 'cobalt', 'emerald'], topics: ['care', 'color'] },
  ),
  fact(
    'inside-out-darks',
    'Wash dark clothes inside out',
    'Turning dark clothes inside out before washing spares their outer surface from friction, which is where fading shows first.',
    { colors: ['black', 'navy', 'charcoal', 'denim'], topics: ['care'] },
  ),
  fact(
    'silk-washing',
    'Silk dislikes heat',
    'Silk is weakened by heat and harsh detergents; a cool hand wash with a gentle detergent keeps it strong and lustrous.',
    {
      materials: ['silk', 'satin'],
      garments: ['blouse', 'slip dress', 'scarf'],
      categories: ['tops', 'dresses'],
      formality: ['dressy', 'smart'],
      topics: ['care'],
    },
  ),
  fact(
    'cashmere-pilling',
    'Pilling is not the end of cashmere',
    'Cashmere pills where it rubs; combing the pills away gently is safe, and pilling tends to ease once the loose short fibres have worked out.',
    {
      materials: ['cashmere'],
      garments: ['sweater', 'cardigan', 'scarf'],
      categories: ['tops'],
      topics: ['care'],
    },
  ),
  fact(
    'cotton-tee-water',
    'The water in a cotton T-shirt',
    'WWF estimates that growing the cotton for a single T-shirt takes about 2,700 litres of water, roughly what one person drinks in two and a half years.',
    {
      garments: ['t shirt', 'tee', 'tshirt'],
      materials: ['cotton'],
      categories: ['tops'],
      formality: ['casual'],
      topics: ['sustainability'],
    },
  ),
  fact(
    'nine-more-months',
    'Nine more months of wear',
    'The UK charity WRAP found that keeping clothes in active use for nine months longer would cut their carbon, water and waste footprints by around 20 to 30% each.',
    { topics: ['sustainability'] },
  ),
  fact(
    'one-percent-recycled',
    'Almost no clothing becomes new clothing',
    'According to the Ellen MacArthur Foundation, less than 1% of the material used to make clothing is recycled into new clothing.',
    { topics: ['sustainability'] },
  ),
  fact(
    'truck-per-second',
    'A truckload every second',
    'The Ellen MacArthur Foundation estimates that the equivalent of one rubbish truck of textiles is landfilled or burned every second.',
    { topics: ['sustainability'] },
  ),
  fact(
    'fewer-wears',
    'Clothes are worn less than ever',
    'Worldwide, the average number of times a garment is worn before it is thrown away fell by 36% in the fifteen years to 2016, according to the Ellen MacArthur Foundation.',
    { topics: ['sustainability'] },
  ),
  fact(
    'microfibres',
    'Synthetics shed in the wash',
    'Synthetic fabrics such as polyester, acrylic and fleece shed microfibres in the wash; full loads, cooler water and shorter cycles reduce how many are released.',
    {
      materials: ['polyester', 'acrylic', 'nylon', 'fleece'],
      garments: ['fleece', 'legging'],
      topics: ['sustainability', 'care'],
    },
  ),
  fact(
    'recycled-polyester',
    'Recycled polyester starts as bottles',
    'Most recycled polyester is made from used PET plastic bottles rather than from old clothes.',
    { materials: ['polyester', 'recycled'], topics: ['sustainability', 'textiles'] },
  ),
  fact(
    'cooler-washes',
    'Cooler washes save energy',
    "Most of a washing machine's energy goes into heating the water, so washing at 30 °C instead of 40 °C or more saves energy, and modern detergents clean well at low temperatures.",
    { topics: ['sustainability', 'care'] },
  ),
  fact(
    'dryer-lint',
    'Dryer lint is your clothes',
    "The lint in a tumble dryer's filter is fibre rubbed off your clothes; drying on a line saves energy and helps them last longer.",
    { topics: ['care', 'sustainability'] },
  ),
  fact(
    'cost-per-wear',
    'Cost per wear',
    'Cost per wear is what a garment cost divided by the times you have worn it: a well-made coat worn a hundred times can cost less per wear than a cheap one worn five times.',
    { categories: ['outerwear'], topics: ['sustainability'] },
  ),
  fact(
    'capsule-wardrobe-term',
    'Who coined the capsule wardrobe',
    "The term 'capsule wardrobe' is credited to Susie Faux, who ran a London boutique in the 1970s built around a few interchangeable essentials.",
    { topics: ['history', 'sustainability'] },
  ),
  fact(
    'seven-easy-pieces',
    'Seven Easy Pieces',
    "In 1985 Donna Karan presented 'Seven Easy Pieces', a small set of interchangeable garments for working women built around a bodysuit.",
    { garments: ['bodysuit'], formality: ['smart'], topics: ['history', 'design'] },
  ),
];
