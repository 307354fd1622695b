import { BUSINESS_CATEGORIES, type BusinessCategory } from '../../shared/domain/enums';

// A profile's category is one of a few broad trades; Google's primary category is one of thousands
// ("Dentist", "Pizza restaurant"). A Google category agrees with the profile when it belongs to the
// trade; an update that changes it sets the trade's own Google category, found by its display name.

interface Trade {
  /** The Google category an update sets, by its display name in Google's US English list. */
  google: string;
  /** Words of the Google categories that belong to the trade. */
  words: readonly string[];
}

const TRADES: Record<BusinessCategory, Trade> = {
  restaurant: { google: 'Restaurant', words: ['restaurant', 'cafe', 'coffee', 'bakery', 'bar', 'pizza', 'diner', 'bistro', 'grill', 'food', 'deli', 'pub'] },
  retail: { google: 'Store', words: ['store', 'shop', 'boutique', 'retail', 'market', 'outlet', 'dealer', 'supplier', 'florist', 'pharmacy'] },
  fitness: { google: 'Gym', words: ['gym', 'fitness', 'yoga', 'pilates', 'crossfit', 'martial arts', 'boxing', 'personal trainer', 'sports club'] },
  healthcare: {
    google: 'Medical clinic',
    words: ['medical', 'clinic', 'doctor', 'physician', 'dentist', 'dental', 'hospital', 'health', 'chiropractor', 'therapist', 'orthodontist', 'optometrist', 'pediatrician', 'veterinarian', 'urgent care'],
  },
  professional: {
    google: 'Consultant',
    words: ['consultant', 'lawyer', 'attorney', 'law firm', 'accountant', 'accounting', 'agency', 'insurance', 'financial', 'real estate', 'architect', 'notary', 'tax'],
  },
  home_services: {
    google: 'Contractor',
    words: ['contractor', 'plumber', 'electrician', 'roofing', 'hvac', 'cleaning', 'landscap', 'handyman', 'locksmith', 'pest control', 'painter', 'mover', 'remodel'],
  },
  automotive: { google: 'Auto repair shop', words: ['auto', 'car', 'tire', 'mechanic', 'oil change', 'body shop', 'towing', 'vehicle', 'motorcycle'] },
  beauty: { google: 'Beauty salon', words: ['beauty', 'salon', 'spa', 'barber', 'nail', 'hair', 'massage', 'cosmetic', 'tattoo', 'lash', 'wax'] },
  education: { google: 'School', words: ['school', 'academy', 'tutor', 'college', 'university', 'education', 'learning', 'preschool', 'training', 'lessons'] },
  entertainment: {
    google: 'Entertainment',
    words: ['entertainment', 'theater', 'theatre', 'cinema', 'bowling', 'museum', 'arcade', 'club', 'venue', 'amusement', 'escape room', 'karaoke'],
  },
};

const wordsOf = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;

/** The trade of a profile category, as stored (its id) or as shown (its label); null for anything else. */
export function tradeOf(category: string): BusinessCategory | null {
  const text = category.trim().toLowerCase();
  return BUSINESS_CATEGORIES.find((id) => id === text || TRADES[id].google.toLowerCase() === text) ?? null;
}

/** Whether Google's category belongs to the profile's trade. */
export function googleCategoryAgrees(category: BusinessCategory, googleDisplayName: string | null | undefined): boolean {
  if (!googleDisplayName) return false;
  const name = wordsOf(googleDisplayName);
  const trade = TRADES[category];
  return name.trim() === trade.google.toLowerCase() || trade.words.some((word) => name.includes(` ${word}`));
}

/** The display name of the Google category an update sets for the trade. */
export function googleCategoryOf(category: BusinessCategory): string {
  return TRADES[category].google;
}
