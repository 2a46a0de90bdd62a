import type {
  ColorFamily,
  DressCode,
  Occasion,
  OccasionActivity,
  OccasionFormality,
} from '../../../../contract/outfits.ts';

// The occasions people describe in their own words ("Indian wedding", "hiking then dinner"), and
// what each asks of an outfit: how dressed up (a formality level, whose band is FORMALITY_RULES in
// occasion-formality.ts), the nearest of the generator's six occasions, what the wearer will be
// doing, the dress code, the colours to avoid and whether to bring a layer. The reader
// (outfits/occasion-reading.ts) finds these phrases in a text (any case, punctuation, plurals,
// a typo or two) and combines them. Phrases are written as people type them; the reader drops
// small words ("a", "at", "the", "my"), so "day at the beach" and "beach day" both match.

interface Effects {
  activities?: readonly OccasionActivity[];
  dressCodes?: readonly DressCode[];
  avoid?: readonly ColorFamily[];
  /** Bring a layer (unless the day is too hot for one): outdoors into the evening, cold rooms. */
  layers?: true;
  /** Other names, spellings and common misspellings. */
  aka?: readonly string[];
}

/** What the wearer is doing: it sets how dressed up the look is and the nearest button. */
export interface EventSense extends Effects {
  kind: 'event';
  /** As the explanation names it: "a funeral", "an Indian wedding". */
  label: string;
  occasion: Occasion;
  formality: OccasionFormality;
}

/**
 * Where or when: on its own it is the event ("the beach": a beach day); beside an event it only
 * qualifies it ("a first date at a museum": walking), moving its formality by `shift`.
 */
export interface SettingSense extends Effects {
  kind: 'setting';
  label: string;
  /** As it qualifies an event: "at a museum", "on the beach". */
  as: string;
  occasion: Occasion;
  formality: OccasionFormality;
  shift?: -1 | 1;
}

/** A dress code said outright ("black tie", "smart casual"): it sets the formality level. */
export interface DressSense extends Effects {
  kind: 'dress';
  label: string;
  /** As it qualifies an event: "a wedding, black tie". */
  as: string;
  occasion: Occasion;
  formality: OccasionFormality;
}

/** A word that only qualifies an event: "at a startup" (one step less dressed up), "fancy". */
export interface QualifierSense extends Effects {
  kind: 'qualifier';
  as: string;
  shift?: -1 | 1;
}

export type OccasionSense = EventSense | SettingSense | DressSense | QualifierSense;

const event = (
  label: string,
  occasion: Occasion,
  formality: OccasionFormality,
  effects: Effects = {},
): EventSense => ({ kind: 'event', label, occasion, formality, ...effects });

const setting = (
  label: string,
  as: string,
  occasion: Occasion,
  formality: OccasionFormality,
  effects: Effects & { shift?: -1 | 1 } = {},
): SettingSense => ({ kind: 'setting', label, as, occasion, formality, ...effects });

const dress = (
  label: string,
  as: string,
  occasion: Occasion,
  formality: OccasionFormality,
  effects: Effects = {},
): DressSense => ({ kind: 'dress', label, as, occasion, formality, ...effects });

const qualifier = (as: string, effects: Effects & { shift?: -1 | 1 } = {}): QualifierSense => ({
  kind: 'qualifier',
  as,
  ...effects,
});

const SOBER: Effects = { dressCodes: ['sober'], avoid: ['bright', 'loud-prints'] };

/** Every occasion phrase the reader knows, by its canonical wording. */
export const OCCASION_WORDS: Readonly<Record<string, OccasionSense>> = {
  // ---- Work -------------------------------------------------------------------------------------
  'job interview': event('a job interview', 'work', 'smart', {
    activities: ['seated'],
    dressCodes: ['polished'],
    avoid: ['loud-prints'],
    aka: [
      'interview',
      'interviews',
      'job interviews',
      'second interview',
      'final interview',
      'panel interview',
      'interview for a job',
      'video interview',
      'intervew',
      'interveiw',
      'inteview',
    ],
  }),
  work: event('work', 'work', 'smart', {
    aka: [
      'work day',
      'workday',
      'working day',
      'a day at work',
      'job',
      'business',
      'business trip',
    ],
  }),
  office: setting('a day at the office', 'at the office', 'work', 'smart', {
    aka: ['the office', 'offices', 'headquarters'],
  }),
  meeting: event('a meeting', 'work', 'smart', {
    activities: ['seated'],
    aka: ['meetings', 'business meeting', 'team meeting', 'work meeting', 'offsite', 'workshop'],
  }),
  'client meeting': event('a client meeting', 'work', 'smart', {
    activities: ['seated'],
    dressCodes: ['polished'],
    aka: [
      'board meeting',
      'investor meeting',
      'pitch',
      'sales pitch',
      'investor pitch',
      'negotiation',
      'client visit',
    ],
  }),
  presentation: event('a presentation', 'work', 'smart', {
    activities: ['standing'],
    dressCodes: ['polished'],
    aka: ['presenting', 'keynote', 'giving a talk', 'speech', 'panel', 'panel talk', 'webinar'],
  }),
  conference: event('a conference', 'work', 'smart-casual', {
    activities: ['seated', 'walking'],
    layers: true,
    aka: ['conferences', 'convention', 'summit', 'trade show', 'tradeshow', 'expo', 'seminar'],
  }),
  'networking event': event('a networking event', 'work', 'smart', {
    activities: ['standing'],
    aka: ['networking', 'mixer', 'industry event', 'meetup', 'meet up'],
  }),
  'business dinner': event('a business dinner', 'work', 'smart', {
    activities: ['seated'],
    dressCodes: ['polished'],
    aka: ['work dinner', 'client dinner', 'dinner with clients', 'team dinner'],
  }),
  'business lunch': event('a business lunch', 'work', 'smart', {
    activities: ['seated'],
    aka: ['work lunch', 'lunch meeting', 'client lunch', 'team lunch'],
  }),
  'business casual': dress('business casual', 'business casual', 'work', 'smart-casual', {
    aka: ['business casual dress code', 'office casual'],
  }),
  'casual friday': event('casual Friday', 'work', 'smart-casual', {
    aka: ['dress down friday', 'casual fridays'],
  }),
  'first day at work': event('a first day at a new job', 'work', 'smart', {
    dressCodes: ['polished'],
    aka: [
      'first day',
      'new job',
      'first day of work',
      'first day at a new job',
      'orientation',
      'onboarding',
      'induction',
    ],
  }),
  'working from home': event('a day working from home', 'casual', 'casual', {
    activities: ['seated'],
    aka: ['work from home', 'wfh', 'home office', 'remote work', 'remote day'],
  }),
  'video call': event('a video call', 'work', 'smart-casual', {
    activities: ['seated'],
    aka: ['zoom call', 'zoom', 'teams call', 'video meeting', 'call with a client'],
  }),
  court: event('a court appearance', 'work', 'smart', {
    activities: ['seated'],
    dressCodes: ['polished'],
    avoid: ['bright', 'loud-prints'],
    aka: ['court hearing', 'court date', 'court appearance', 'hearing', 'jury duty', 'tribunal'],
  }),
  'career fair': event('a career fair', 'work', 'smart', {
    activities: ['walking'],
    dressCodes: ['polished'],
    aka: ['job fair', 'careers fair', 'recruiting event', 'recruitment event'],
  }),
  graduation: event('a graduation', 'formal', 'smart', {
    activities: ['seated', 'standing'],
    dressCodes: ['festive'],
    layers: true,
    aka: ['graduation ceremony', 'commencement', 'convocation', 'grad', 'graduation day'],
  }),
  class: event('a day of classes', 'casual', 'casual', {
    activities: ['seated', 'walking'],
    aka: [
      'classes',
      'lecture',
      'lectures',
      'university',
      'uni',
      'college',
      'school',
      'campus',
      'study session',
      'library',
      'exam',
      'exams',
    ],
  }),

  // ---- Daytime, casual --------------------------------------------------------------------------
  casual: dress('a casual day', 'casual', 'casual', 'casual', {
    aka: ['casual dress code', 'casual wear', 'dress casual', 'nothing fancy', 'not fancy'],
  }),
  weekend: event('a casual day', 'casual', 'casual', {
    aka: [
      'weekends',
      'day off',
      'lazy day',
      'lazy sunday',
      'chill day',
      'hanging out',
      'hangout',
      'hang out',
      'everyday',
      'every day',
      'staycation',
      'day out',
    ],
  }),
  brunch: event('brunch', 'casual', 'smart-casual', {
    activities: ['seated'],
    aka: ['bottomless brunch', 'sunday brunch', 'brunches', 'bruch', 'brunh'],
  }),
  lunch: event('lunch', 'casual', 'casual', {
    activities: ['seated'],
    aka: ['lunch with friends', 'lunches', 'luncheon'],
  }),
  coffee: event('coffee', 'casual', 'casual', {
    activities: ['seated'],
    aka: ['cafe', 'coffee shop', 'catch up', 'catching up', 'coffee with a friend'],
  }),
  errands: event('errands', 'casual', 'casual', {
    activities: ['walking'],
    aka: [
      'errand',
      'running errands',
      'grocery shopping',
      'groceries',
      'supermarket',
      'chores',
      'school run',
      'post office',
      'appointment',
      'doctor appointment',
      'dentist',
    ],
  }),
  shopping: event('a shopping trip', 'casual', 'casual', {
    activities: ['walking'],
    aka: ['shopping trip', 'mall', 'shopping mall', 'window shopping', 'thrifting', 'outlet'],
  }),
  picnic: event('a picnic', 'casual', 'casual', {
    activities: ['seated', 'outdoors'],
    layers: true,
    aka: ['picnics', 'picknick', 'picnik'],
  }),
  barbecue: event('a barbecue', 'casual', 'casual', {
    activities: ['standing', 'outdoors'],
    aka: ['bbq', 'barbeque', 'barbecues', 'cookout', 'cook out', 'grill out', 'braai', 'fish fry'],
  }),
  movie: event('a film', 'casual', 'casual', {
    activities: ['seated'],
    layers: true,
    aka: ['movies', 'cinema', 'film', 'movie night', 'movie theater', 'movie theatre', 'screening'],
  }),
  'road trip': event('a road trip', 'casual', 'casual', {
    activities: ['seated'],
    layers: true,
    aka: ['long drive', 'car journey', 'drive', 'roadtrip'],
  }),
  flight: event('a flight', 'casual', 'casual', {
    activities: ['seated'],
    dressCodes: ['flat-shoes'],
    layers: true,
    aka: [
      'flights',
      'plane',
      'airport',
      'long haul flight',
      'long flight',
      'travel day',
      'travelling',
      'traveling',
      'travel',
      'train journey',
      'train ride',
      'red eye',
    ],
  }),
  sightseeing: event('sightseeing', 'casual', 'casual', {
    activities: ['walking', 'outdoors'],
    layers: true,
    aka: [
      'sight seeing',
      'city tour',
      'walking tour',
      'exploring',
      'city break',
      'tourist',
      'tourism',
      'tour',
      'day trip',
      'city trip',
      'vacation',
      'holiday',
    ],
  }),
  concert: event('a concert', 'casual', 'casual', {
    activities: ['standing', 'dancing'],
    aka: ['concerts', 'gig', 'gigs', 'live music', 'rock concert', 'pop concert', 'concret'],
  }),
  festival: event('a festival', 'casual', 'casual', {
    activities: ['standing', 'walking', 'outdoors', 'dancing'],
    dressCodes: ['practical'],
    layers: true,
    aka: ['music festival', 'festivals', 'coachella', 'glastonbury', 'fest', 'festvial'],
  }),
  'theme park': event('a theme park', 'casual', 'casual', {
    activities: ['walking', 'active', 'outdoors'],
    aka: [
      'amusement park',
      'disneyland',
      'disney world',
      'disney',
      'funfair',
      'fair',
      'water park',
    ],
  }),
  zoo: event('a zoo visit', 'casual', 'casual', {
    activities: ['walking', 'outdoors'],
    aka: ['aquarium', 'safari park', 'wildlife park', 'farm visit'],
  }),
  beach: setting('a day at the beach', 'on the beach', 'casual', 'casual', {
    activities: ['outdoors'],
    dressCodes: ['breezy'],
    shift: -1,
    aka: ['beach day', 'beaches', 'seaside', 'shore', 'coast', 'beach trip', 'beech'],
  }),
  pool: setting('a day by the pool', 'by the pool', 'casual', 'casual', {
    activities: ['outdoors'],
    dressCodes: ['breezy'],
    shift: -1,
    aka: ['poolside', 'pool day', 'lido', 'swimming pool'],
  }),
  'pool party': event('a pool party', 'casual', 'casual', {
    activities: ['outdoors', 'dancing'],
    dressCodes: ['breezy', 'festive'],
    aka: ['swim party', 'pool parties', 'pool bash'],
  }),
  'beach party': event('a beach party', 'casual', 'casual', {
    activities: ['outdoors', 'dancing'],
    dressCodes: ['breezy', 'festive'],
    aka: ['beach parties', 'beach bash', 'luau', 'beach bbq', 'beach barbecue', 'beach bonfire'],
  }),
  boat: setting('a day on a boat', 'on a boat', 'casual', 'smart-casual', {
    activities: ['outdoors'],
    dressCodes: ['flat-shoes'],
    layers: true,
    aka: ['boat trip', 'boat ride', 'sailing', 'yacht', 'yachting', 'ferry', 'boat day'],
  }),
  cruise: event('a cruise', 'casual', 'smart-casual', {
    activities: ['outdoors'],
    dressCodes: ['breezy'],
    layers: true,
    aka: ['cruise ship', 'cruises'],
  }),
  'house party': event('a house party', 'casual', 'casual', {
    activities: ['standing', 'dancing'],
    dressCodes: ['festive'],
    aka: ['houseparty', 'kickback', 'house parties', 'flat party'],
  }),
  'game night': event('a game night', 'casual', 'casual', {
    activities: ['seated'],
    aka: ['board games', 'games night', 'trivia night', 'pub quiz', 'quiz night', 'poker night'],
  }),
  market: event('a market', 'casual', 'casual', {
    activities: ['walking', 'outdoors'],
    aka: ['farmers market', 'flea market', 'street market', 'christmas market', 'car boot sale'],
  }),
  'kids party': event("a children's party", 'casual', 'casual', {
    activities: ['active', 'standing'],
    dressCodes: ['practical'],
    aka: [
      'children party',
      'child party',
      'kids birthday',
      'kids birthday party',
      'playdate',
      'play date',
      'soft play',
      'playground',
    ],
  }),
  bowling: event('bowling', 'casual', 'casual', {
    activities: ['active'],
    aka: [
      'bowling alley',
      'mini golf',
      'minigolf',
      'arcade',
      'escape room',
      'laser tag',
      'pool hall',
    ],
  }),
  camping: event('camping', 'casual', 'casual', {
    activities: ['outdoors', 'active'],
    dressCodes: ['practical'],
    layers: true,
    aka: ['camp', 'campsite', 'glamping', 'bonfire', 'campfire', 'cabin weekend', 'fishing'],
  }),
  safari: event('a safari', 'casual', 'casual', {
    activities: ['outdoors', 'active'],
    dressCodes: ['practical'],
    avoid: ['bright', 'white'],
    layers: true,
    aka: ['game drive', 'safaris'],
  }),
  walk: event('a walk', 'casual', 'casual', {
    activities: ['walking', 'outdoors'],
    layers: true,
    aka: ['walking', 'stroll', 'dog walk', 'walk the dog', 'walking the dog', 'walks', 'promenade'],
  }),
  volunteering: event('volunteering', 'casual', 'casual', {
    activities: ['active'],
    dressCodes: ['practical'],
    aka: [
      'volunteer',
      'volunteer work',
      'charity work',
      'community service',
      'clean up',
      'cleanup',
    ],
  }),
  gardening: event('gardening', 'casual', 'casual', {
    activities: ['active', 'outdoors'],
    dressCodes: ['practical'],
    aka: [
      'yard work',
      'garden work',
      'weeding',
      'moving house',
      'moving day',
      'diy',
      'decorating',
      'allotment',
    ],
  }),
  'book club': event('a book club', 'casual', 'casual', {
    activities: ['seated'],
    aka: [
      'book group',
      'reading group',
      'knitting circle',
      'craft night',
      'crafts',
      'pottery class',
    ],
  }),
  spa: event('a spa day', 'casual', 'casual', {
    activities: ['seated'],
    aka: ['spa day', 'massage', 'wellness day'],
  }),
  photoshoot: event('a photoshoot', 'casual', 'smart-casual', {
    dressCodes: ['polished'],
    avoid: ['loud-prints'],
    aka: ['photo shoot', 'headshots', 'headshot', 'family photos', 'portrait session', 'photos'],
  }),
  'family dinner': event('a family dinner', 'casual', 'casual', {
    activities: ['seated'],
    aka: [
      'family meal',
      'family lunch',
      'sunday lunch',
      'sunday roast',
      'family gathering',
      'family reunion',
      'reunion',
      'visiting family',
      'visiting grandparents',
      'grandparents',
      'family visit',
    ],
  }),
  'holiday dinner': event('a holiday dinner', 'casual', 'smart-casual', {
    activities: ['seated'],
    dressCodes: ['festive'],
    aka: [
      'thanksgiving',
      'thanksgiving dinner',
      'friendsgiving',
      'christmas dinner',
      'christmas lunch',
      'christmas day',
      'christmas eve',
      'easter',
      'easter lunch',
      'easter brunch',
      'hanukkah',
      'chanukah',
      'passover',
      'seder',
      'rosh hashanah',
    ],
  }),

  // ---- Sport and the outdoors -------------------------------------------------------------------
  hiking: event('a hike', 'athletic', 'sporty', {
    activities: ['active', 'outdoors'],
    dressCodes: ['practical'],
    layers: true,
    aka: [
      'hike',
      'hikes',
      'hiking trip',
      'trek',
      'trekking',
      'trail',
      'mountain walk',
      'nature walk',
      'hill walk',
      'hillwalking',
      'backpacking',
      'rambling',
      'scramble',
      'hikng',
      'hiiking',
      'hikeing',
    ],
  }),
  gym: event('a workout', 'athletic', 'sporty', {
    activities: ['active'],
    aka: [
      'workout',
      'work out',
      'working out',
      'training',
      'gym session',
      'weights',
      'lifting',
      'crossfit',
      'spin class',
      'spin',
      'hiit',
      'bootcamp',
      'boot camp',
      'exercise',
      'fitness class',
      'fitness',
      'personal trainer',
    ],
  }),
  run: event('a run', 'athletic', 'sporty', {
    activities: ['active', 'outdoors'],
    aka: [
      'running',
      'jog',
      'jogging',
      'morning run',
      'marathon',
      'half marathon',
      '5k',
      '10k',
      'parkrun',
    ],
  }),
  yoga: event('yoga', 'athletic', 'sporty', {
    activities: ['active'],
    aka: ['yoga class', 'pilates', 'barre', 'stretching', 'hot yoga', 'reformer'],
  }),
  sport: event('a game of sport', 'athletic', 'sporty', {
    activities: ['active', 'outdoors'],
    aka: [
      'sports',
      'tennis',
      'football',
      'soccer',
      'basketball',
      'badminton',
      'squash',
      'padel',
      'pickleball',
      'volleyball',
      'netball',
      'rugby',
      'cricket',
      'cycling',
      'bike ride',
      'biking',
      'mountain biking',
      'climbing',
      'bouldering',
      'rock climbing',
      'swimming',
      'swim',
      'kayaking',
      'paddleboarding',
      'surfing',
    ],
  }),
  golf: event('a round of golf', 'casual', 'smart-casual', {
    activities: ['active', 'outdoors', 'walking'],
    layers: true,
    aka: ['golfing', 'golf course', 'driving range', 'round of golf'],
  }),
  skiing: event('a day on the slopes', 'athletic', 'sporty', {
    activities: ['active', 'outdoors'],
    dressCodes: ['practical'],
    layers: true,
    aka: ['ski', 'ski trip', 'snowboarding', 'snowboard', 'slopes', 'sledding', 'snowshoeing'],
  }),
  'ice skating': event('ice skating', 'casual', 'casual', {
    activities: ['active'],
    layers: true,
    aka: ['skating', 'ice rink', 'skating rink', 'roller skating', 'roller disco'],
  }),
  'dance class': event('a dance class', 'athletic', 'sporty', {
    activities: ['active', 'dancing'],
    aka: [
      'dance practice',
      'zumba',
      'ballet class',
      'salsa class',
      'dance lesson',
      'dance lessons',
    ],
  }),
  'sports game': event('a game at the stadium', 'casual', 'casual', {
    activities: ['standing', 'outdoors'],
    layers: true,
    aka: [
      'stadium',
      'football game',
      'football match',
      'baseball game',
      'ball game',
      'match day',
      'watching the game',
      'tailgate',
      'tailgating',
      'hockey game',
      'basketball game',
      'rugby match',
    ],
  }),

  // ---- Evenings out -----------------------------------------------------------------------------
  dinner: event('dinner', 'evening', 'smart-casual', {
    activities: ['seated'],
    aka: [
      'dinners',
      'supper',
      'dinner out',
      'meal out',
      'dinner with friends',
      'dining',
      'dining out',
      'restaurant dinner',
      'diner',
      'dinnner',
    ],
  }),
  'dinner party': event('a dinner party', 'evening', 'smart-casual', {
    activities: ['seated'],
    aka: ['dinner parties', 'supper club', 'potluck', 'pot luck'],
  }),
  'fine dining': event('fine dining', 'evening', 'dressy', {
    activities: ['seated'],
    dressCodes: ['polished'],
    aka: [
      'fancy restaurant',
      'michelin',
      'michelin star',
      'michelin star restaurant',
      'tasting menu',
      'fancy dinner',
      'upscale dinner',
      'upscale restaurant',
      'steakhouse',
    ],
  }),
  restaurant: setting('a restaurant meal', 'at a restaurant', 'evening', 'smart-casual', {
    activities: ['seated'],
    aka: ['restaurants', 'bistro', 'brasserie', 'eatery', 'trattoria'],
  }),
  drinks: event('drinks', 'evening', 'smart-casual', {
    activities: ['standing'],
    aka: ['drink', 'happy hour', 'cocktail bar', 'wine bar', 'bar', 'bars', 'speakeasy', 'lounge'],
  }),
  pub: event('the pub', 'casual', 'casual', {
    activities: ['standing'],
    aka: ['pubs', 'brewery', 'beer', 'beers', 'sports bar', 'dive bar', 'beer garden', 'taproom'],
  }),
  'night out': event('a night out', 'evening', 'dressy', {
    activities: ['standing', 'dancing'],
    dressCodes: ['festive'],
    aka: [
      'night on the town',
      'girls night',
      'girls night out',
      'boys night',
      'lads night',
      'big night out',
      'out out',
      'party night',
    ],
  }),
  club: event('a club night', 'evening', 'dressy', {
    activities: ['dancing', 'standing'],
    dressCodes: ['festive'],
    aka: ['clubbing', 'nightclub', 'night club', 'club night', 'disco', 'nightlife'],
  }),
  rave: event('a rave', 'casual', 'casual', {
    activities: ['dancing', 'standing'],
    dressCodes: ['festive', 'flat-shoes'],
    aka: ['raves', 'warehouse party', 'techno night', 'day party', 'day rave'],
  }),
  party: event('a party', 'evening', 'smart-casual', {
    activities: ['standing', 'dancing'],
    dressCodes: ['festive'],
    aka: [
      'parties',
      'birthday party',
      'birthday',
      'bday',
      'birthday dinner',
      'celebration',
      'get together',
      'gathering',
      'housewarming',
      'house warming',
      'leaving party',
      'farewell party',
      'retirement party',
      'send off',
      'party time',
      'pary',
      'partty',
    ],
  }),
  'cocktail party': event('a cocktail party', 'evening', 'dressy', {
    activities: ['standing'],
    dressCodes: ['festive'],
    aka: [
      'cocktail',
      'cocktails',
      'cocktail hour',
      'soiree',
      'drinks reception',
      'reception drinks',
      'launch party',
      'book launch',
      'product launch',
      'gallery opening',
      'art gallery opening',
      'opening night',
      'vernissage',
      'art opening',
    ],
  }),
  'cocktail attire': dress('cocktail attire', 'cocktail attire', 'evening', 'dressy', {
    aka: ['cocktail dress code', 'semi formal', 'semiformal', 'dressy', 'dress up', 'dressed up'],
  }),
  theatre: event('the theatre', 'evening', 'smart', {
    activities: ['seated'],
    aka: [
      'theater',
      'theatre show',
      'play',
      'musical',
      'broadway',
      'broadway show',
      'west end',
      'comedy show',
      'stand up',
      'standup',
      'comedy club',
      'show',
      'jazz club',
    ],
  }),
  opera: event('a night at the opera', 'evening', 'dressy', {
    activities: ['seated'],
    aka: [
      'night at the opera',
      'ballet',
      'symphony',
      'orchestra',
      'philharmonic',
      'classical concert',
      'recital',
    ],
  }),
  gala: event('a gala', 'formal', 'formal', {
    activities: ['standing', 'dancing'],
    dressCodes: ['festive'],
    aka: [
      'galas',
      'ball',
      'charity gala',
      'charity ball',
      'fundraiser',
      'benefit',
      'awards',
      'award ceremony',
      'awards ceremony',
      'awards night',
      'premiere',
      'red carpet',
      'masquerade',
      'masquerade ball',
      'state dinner',
      'black tie gala',
    ],
  }),
  prom: event('a prom', 'formal', 'formal', {
    activities: ['dancing'],
    dressCodes: ['festive'],
    aka: [
      'formal dance',
      'homecoming',
      'school dance',
      'winter formal',
      'senior prom',
      'formal ball',
    ],
  }),
  'black tie': dress('black tie', 'black tie', 'formal', 'formal', {
    aka: ['white tie', 'black tie optional', 'tuxedo', 'tux', 'evening wear', 'black tie event'],
  }),
  formal: dress('a formal occasion', 'formal', 'formal', 'formal', {
    aka: ['formal event', 'formal occasion', 'formal dinner', 'formal wear', 'very formal'],
  }),
  'smart casual': dress('smart casual', 'smart casual', 'casual', 'smart-casual', {
    aka: ['dressy casual', 'elevated casual', 'smart casual dress code', 'smart but casual'],
  }),
  smart: dress('a smart occasion', 'smart', 'work', 'smart', {
    aka: ['smart dress', 'business attire', 'business formal', 'professional', 'corporate'],
  }),
  athletic: dress('a workout', 'sporty', 'athletic', 'sporty', {
    aka: ['sporty', 'sportswear', 'activewear', 'athleisure'],
  }),
  evening: setting('an evening out', 'in the evening', 'evening', 'dressy', {
    layers: true,
    aka: ['tonight', 'evening out', 'night', 'late night', 'evening event'],
  }),
  dancing: setting('a night of dancing', 'with dancing', 'evening', 'dressy', {
    activities: ['dancing'],
    dressCodes: ['festive'],
    aka: ['dance', 'dance floor', 'salsa night', 'swing dancing', 'ceilidh'],
  }),
  karaoke: event('karaoke', 'casual', 'casual', {
    activities: ['standing', 'dancing'],
    aka: ['karaoke night', 'karaoke bar'],
  }),
  halloween: event('a Halloween party', 'casual', 'casual', {
    activities: ['standing', 'dancing'],
    dressCodes: ['festive'],
    aka: ['halloween party', 'costume party', 'fancy dress', 'fancy dress party', 'dress up party'],
  }),

  // ---- Dates ------------------------------------------------------------------------------------
  date: event('a date', 'date', 'smart-casual', {
    activities: ['seated'],
    aka: [
      'dates',
      'date night',
      'dinner date',
      'lunch date',
      'coffee date',
      'drinks date',
      'romantic dinner',
      'romantic evening',
      'valentine',
      'valentines',
      'valentines day',
      'valentine day',
      'galentine',
      'speed dating',
    ],
  }),
  'first date': event('a first date', 'date', 'smart-casual', {
    activities: ['seated'],
    aka: ['1st date', 'blind date', 'first dates', 'tinder date', 'hinge date', 'bumble date'],
  }),
  anniversary: event('an anniversary', 'date', 'dressy', {
    activities: ['seated'],
    aka: ['anniversary dinner', 'anniversary date', 'proposal', 'engagement dinner'],
  }),
  'meet the parents': event('meeting the parents', 'date', 'smart-casual', {
    activities: ['seated'],
    dressCodes: ['modest', 'polished'],
    aka: [
      'meeting the parents',
      'meeting her parents',
      'meeting his parents',
      'meeting their parents',
      'meeting my partner parents',
      'meet the in laws',
      'meeting the in laws',
      'dinner with the in laws',
      'in laws',
      'inlaws',
    ],
  }),

  // ---- Ceremonies and celebrations --------------------------------------------------------------
  wedding: event('a wedding', 'formal', 'dressy', {
    activities: ['seated', 'dancing'],
    dressCodes: ['festive'],
    avoid: ['white'],
    aka: [
      'weddings',
      'wedding guest',
      'wedding reception',
      'reception',
      'wedding ceremony',
      'civil ceremony',
      'registry office wedding',
      'courthouse wedding',
      'nuptials',
      'weding',
      'wedddng',
      'wdding',
      'wedding party',
      'rehearsal dinner',
      'vow renewal',
    ],
  }),
  'indian wedding': event('an Indian wedding', 'formal', 'dressy', {
    activities: ['seated', 'dancing'],
    dressCodes: ['festive', 'modest'],
    avoid: ['white', 'black'],
    aka: [
      'hindu wedding',
      'sikh wedding',
      'desi wedding',
      'pakistani wedding',
      'bangladeshi wedding',
      'bengali wedding',
      'punjabi wedding',
      'tamil wedding',
      'gujarati wedding',
      'south asian wedding',
      'muslim wedding',
      'shaadi',
      'shadi',
      'sangeet',
      'sangeet night',
      'mehndi party',
      'mehndi',
      'mehendi',
      'henna night',
      'haldi',
      'baraat',
      'nikah',
      'walima',
      'anand karaj',
      'indian engagement',
      'roka',
    ],
  }),
  'chinese wedding': event('a Chinese wedding', 'formal', 'dressy', {
    activities: ['seated'],
    dressCodes: ['festive'],
    avoid: ['white', 'black'],
    aka: ['tea ceremony', 'chinese tea ceremony', 'vietnamese wedding', 'wedding banquet'],
  }),
  'beach wedding': event('a beach wedding', 'formal', 'smart-casual', {
    activities: ['standing', 'outdoors'],
    dressCodes: ['breezy', 'festive', 'flat-shoes'],
    avoid: ['white'],
    aka: ['destination wedding', 'wedding on the beach', 'beach ceremony'],
  }),
  'garden party': event('a garden party', 'casual', 'smart-casual', {
    activities: ['standing', 'outdoors'],
    dressCodes: ['festive', 'flat-shoes'],
    layers: true,
    aka: ['garden parties', 'lawn party', 'summer party', 'outdoor party'],
  }),
  'afternoon tea': event('afternoon tea', 'date', 'smart', {
    activities: ['seated'],
    aka: ['high tea', 'tea party', 'tea room', 'cream tea'],
  }),
  'baby shower': event('a baby shower', 'casual', 'smart-casual', {
    activities: ['seated', 'standing'],
    dressCodes: ['festive'],
    aka: ['bridal shower', 'gender reveal', 'shower', 'baby sprinkle'],
  }),
  'engagement party': event('an engagement party', 'evening', 'dressy', {
    activities: ['standing', 'dancing'],
    dressCodes: ['festive'],
    aka: ['engagement', 'engagement celebration', 'engagment party'],
  }),
  'hen party': event('a hen party', 'evening', 'smart-casual', {
    activities: ['dancing', 'standing'],
    dressCodes: ['festive'],
    aka: [
      'hen do',
      'bachelorette',
      'bachelorette party',
      'stag do',
      'stag party',
      'bachelor party',
    ],
  }),
  christening: event('a christening', 'formal', 'smart', {
    activities: ['seated'],
    dressCodes: ['modest'],
    aka: [
      'baptism',
      'first communion',
      'communion',
      'confirmation',
      'naming ceremony',
      'dedication',
    ],
  }),
  'bar mitzvah': event('a bar mitzvah', 'formal', 'dressy', {
    activities: ['seated', 'dancing'],
    dressCodes: ['modest', 'festive'],
    aka: ['bat mitzvah', 'bnai mitzvah', 'mitzvah'],
  }),
  quinceanera: event('a quinceañera', 'formal', 'formal', {
    activities: ['dancing'],
    dressCodes: ['festive'],
    aka: ['quince', 'quinceaneras', 'sweet sixteen', 'sweet 16', 'debut'],
  }),
  funeral: event('a funeral', 'formal', 'dressy', {
    activities: ['seated', 'standing'],
    ...SOBER,
    aka: [
      'funerals',
      'memorial',
      'memorial service',
      'wake',
      'burial',
      'viewing',
      'visitation',
      'shiva',
      'cremation',
      'funeral service',
      'remembrance service',
      'interment',
      'funerel',
      'funral',
      'funerl',
    ],
  }),
  'celebration of life': event('a celebration of life', 'formal', 'smart', {
    activities: ['seated', 'standing'],
    dressCodes: ['polished'],
    aka: ['life celebration', 'celebration of a life'],
  }),
  diwali: event('Diwali', 'evening', 'dressy', {
    activities: ['standing'],
    dressCodes: ['festive'],
    avoid: ['black'],
    aka: [
      'deepavali',
      'diwali party',
      'navratri',
      'garba',
      'dandiya',
      'durga puja',
      'pooja',
      'puja',
    ],
  }),
  holi: event('Holi', 'casual', 'casual', {
    activities: ['outdoors', 'active', 'dancing'],
    dressCodes: ['practical'],
    aka: ['holi party', 'colour run', 'color run'],
  }),
  eid: event('Eid', 'formal', 'smart', {
    activities: ['seated'],
    dressCodes: ['festive', 'modest'],
    aka: [
      'eid al fitr',
      'eid ul fitr',
      'eid al adha',
      'eid ul adha',
      'eid party',
      'iftar',
      'suhoor',
    ],
  }),
  'lunar new year': event('Lunar New Year', 'evening', 'smart', {
    activities: ['seated'],
    dressCodes: ['festive'],
    avoid: ['white', 'black'],
    aka: ['chinese new year', 'cny', 'tet', 'spring festival', 'seollal'],
  }),
  'christmas party': event('a Christmas party', 'evening', 'dressy', {
    activities: ['standing', 'dancing'],
    dressCodes: ['festive'],
    aka: [
      'christmas',
      'xmas',
      'xmas party',
      'holiday party',
      'festive party',
      'office christmas party',
      'work christmas party',
      'christmas do',
    ],
  }),
  'office party': event('an office party', 'evening', 'smart', {
    activities: ['standing'],
    dressCodes: ['festive', 'polished'],
    aka: ['work party', 'company party', 'work do', 'team party', 'company event', 'team building'],
  }),
  'new years eve': event("New Year's Eve", 'evening', 'dressy', {
    activities: ['standing', 'dancing'],
    dressCodes: ['festive'],
    aka: ['new year eve', 'nye', 'new year party', 'new years party', 'hogmanay', 'new years'],
  }),
  pride: event('Pride', 'casual', 'casual', {
    activities: ['walking', 'outdoors', 'dancing'],
    dressCodes: ['festive', 'flat-shoes'],
    aka: [
      'pride parade',
      'parade',
      'carnival',
      'street party',
      'street festival',
      'mardi gras',
      'block party',
    ],
  }),
  races: event('a day at the races', 'formal', 'dressy', {
    activities: ['standing', 'outdoors'],
    dressCodes: ['festive'],
    layers: true,
    aka: [
      'horse races',
      'horse racing',
      'race day',
      'ascot',
      'royal ascot',
      'kentucky derby',
      'derby',
      'melbourne cup',
      'polo match',
    ],
  }),

  // ---- Places of worship ------------------------------------------------------------------------
  church: setting('a church service', 'at church', 'formal', 'smart', {
    activities: ['seated'],
    dressCodes: ['modest'],
    aka: ['church service', 'mass', 'sunday service', 'chapel', 'cathedral', 'sunday church'],
  }),
  temple: setting('a temple visit', 'at a temple', 'formal', 'smart-casual', {
    activities: ['seated'],
    dressCodes: ['modest'],
    aka: [
      'mandir',
      'gurdwara',
      'mosque',
      'masjid',
      'synagogue',
      'shul',
      'religious service',
      'prayer',
      'prayers',
      'jummah',
      'friday prayer',
    ],
  }),

  // ---- Places -----------------------------------------------------------------------------------
  museum: setting('a museum visit', 'at a museum', 'casual', 'smart-casual', {
    activities: ['walking'],
    dressCodes: ['flat-shoes'],
    aka: [
      'museums',
      'gallery',
      'art gallery',
      'exhibition',
      'exhibit',
      'art show',
      'musuem',
      'museam',
    ],
  }),
  park: setting('a day in the park', 'in the park', 'casual', 'casual', {
    activities: ['outdoors', 'walking'],
    shift: -1,
    aka: ['parks', 'botanical garden', 'botanic garden'],
  }),
  garden: setting('an afternoon in a garden', 'in a garden', 'casual', 'smart-casual', {
    activities: ['outdoors'],
    dressCodes: ['flat-shoes'],
    layers: true,
    aka: ['lawn', 'courtyard'],
  }),
  backyard: setting('a backyard get-together', 'in a backyard', 'casual', 'casual', {
    activities: ['outdoors'],
    shift: -1,
    aka: ['back yard', 'backyard party', 'yard'],
  }),
  rooftop: setting('a rooftop evening', 'on a rooftop', 'evening', 'smart-casual', {
    activities: ['standing', 'outdoors'],
    layers: true,
    aka: ['rooftop bar', 'roof terrace', 'terrace', 'patio', 'deck'],
  }),
  mountains: setting('a day in the mountains', 'in the mountains', 'casual', 'casual', {
    activities: ['outdoors', 'active'],
    dressCodes: ['practical'],
    layers: true,
    shift: -1,
    aka: ['mountain', 'woods', 'forest', 'countryside', 'national park', 'lake', 'hills'],
  }),
  city: setting('a day in the city', 'in the city', 'casual', 'casual', {
    activities: ['walking'],
    aka: ['downtown', 'town', 'city centre', 'city center'],
  }),
  vineyard: setting('a winery visit', 'at a vineyard', 'date', 'smart-casual', {
    activities: ['walking', 'outdoors'],
    dressCodes: ['flat-shoes'],
    layers: true,
    aka: ['winery', 'wine tasting', 'wine tour', 'wine farm', 'vineyards', 'wineries'],
  }),
  outdoors: setting('a day outdoors', 'outdoors', 'casual', 'casual', {
    activities: ['outdoors'],
    layers: true,
    aka: ['outdoor', 'outside', 'open air', 'al fresco', 'alfresco', 'in the open'],
  }),
  kids: setting('a day with the kids', 'with kids', 'casual', 'casual', {
    activities: ['active'],
    dressCodes: ['practical'],
    aka: ['with kids', 'with the kids', 'toddler', 'toddlers', 'children', 'kid'],
  }),

  // ---- Qualifiers -------------------------------------------------------------------------------
  startup: qualifier('at a startup', {
    shift: -1,
    aka: [
      'start up',
      'startups',
      'tech company',
      'tech startup',
      'tech',
      'creative agency',
      'agency',
      'design studio',
      'studio',
      'creative',
    ],
  }),
  relaxed: qualifier('kept relaxed', {
    shift: -1,
    aka: [
      'laid back',
      'laidback',
      'low key',
      'lowkey',
      'chill',
      'informal',
      'easygoing',
      'easy going',
      'not formal',
      'non formal',
      'no dress code',
      'intimate',
      'small',
      'casual ish',
    ],
  }),
  fancy: qualifier('dressed up', {
    shift: 1,
    aka: [
      'upscale',
      'posh',
      'elegant',
      'classy',
      'swanky',
      'upmarket',
      'luxury',
      'luxurious',
      'glamorous',
      'glam',
      'chic',
      'high end',
      'exclusive',
      'vip',
      'fancy ish',
    ],
  }),
  modest: qualifier('dressed modestly', {
    dressCodes: ['modest'],
    aka: ['conservative', 'traditional', 'respectful', 'religious', 'covered up', 'cover up'],
  }),
  colourful: qualifier('in colour', {
    dressCodes: ['festive'],
    aka: ['colorful', 'colourfull', 'vibrant', 'festive'],
  }),
  'lots of walking': qualifier('with lots of walking', {
    activities: ['walking'],
    dressCodes: ['flat-shoes'],
    aka: ['on my feet all day', 'on feet all day', 'on your feet', 'lots of standing', 'cobbles'],
  }),
};
