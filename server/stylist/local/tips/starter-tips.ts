// Tips for an empty wardrobe: how to start, so the next tips can use real pieces.
export const STARTER_TIPS: readonly string[] = [
  'Start with three pieces you wear every week, such as a plain tee, dark jeans and clean sneakers: add them with a photo and every tip after that will use them.',
  "Add the shoes you wear most first: almost every outfit depends on them, and the stylist can't complete a look without a pair.",
  'Photograph each piece flat on a plain background in daylight: the AI scan reads its colour and category far better that way.',
  'Begin with your neutrals (black, white, grey, navy or beige): they pair with everything, so even five pieces make several outfits.',
  "Add a coat or jacket early: on cold or rainy days the stylist won't suggest an outfit without one.",
];
