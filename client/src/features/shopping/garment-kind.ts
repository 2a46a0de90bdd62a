/** The shapes a suggestion can be drawn as. */
export type GarmentShape =
  | 'tee'
  | 'shirt'
  | 'sweater'
  | 'trousers'
  | 'shorts'
  | 'skirt'
  | 'dress'
  | 'jacket'
  | 'hooded'
  | 'coat'
  | 'sneaker'
  | 'boot'
  | 'shoe'
  | 'belt'
  | 'bag'
  | 'hat'
  | 'scarf'
  | 'tag';

// Per category, the words that pick a shape, first match wins; the last entry is the default.
// The category comes first so an "Oxford Shirt" is never drawn as an oxford shoe.
const BY_CATEGORY: Readonly<Record<string, readonly (readonly [RegExp, GarmentShape])[]>> = {
  tops: [
    [/\b(tee|t-?shirt|tank|cami|camisole|vest top)s?\b/, 'tee'],
    [/\b(sweater|jumper|knit|cardigan|hoodie|sweatshirt|turtleneck|pullover)s?\b/, 'sweater'],
    [/./, 'shirt'],
  ],
  bottoms: [
    [/\bshorts\b/, 'shorts'],
    [/\bskirts?\b/, 'skirt'],
    [/./, 'trousers'],
  ],
  dresses: [[/./, 'dress']],
  outerwear: [
    [/\b(rain|raincoat|anorak|parka|windbreaker|shell|hooded)s?\b/, 'hooded'],
    [/\b(coat|trench|mac|overcoat|peacoat)s?\b/, 'coat'],
    [/./, 'jacket'],
  ],
  shoes: [
    [/\b(sneaker|trainer|running shoe)s?\b/, 'sneaker'],
    [/\bboots?\b/, 'boot'],
    [/./, 'shoe'],
  ],
  accessories: [
    [/\bbelts?\b/, 'belt'],
    [/\b(bag|tote|crossbody|backpack|clutch|purse|handbag)s?\b/, 'bag'],
    [/\b(hat|cap|beanie|beret|fedora)s?\b/, 'hat'],
    [/\b(scarf|scarves|shawl|wrap)\b/, 'scarf'],
    [/./, 'tag'],
  ],
};

/** The shape a suggestion is drawn as, from its category and the words of its name. */
export function garmentShape(category: string, itemName: string): GarmentShape {
  const name = itemName.toLowerCase();
  const rules = BY_CATEGORY[category] ?? [];
  return rules.find(([words]) => words.test(name))?.[1] ?? 'tag';
}
