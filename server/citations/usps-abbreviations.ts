// USPS Publication 28 abbreviations (appendix C1 street suffixes, C2 secondary unit designators,
// directionals) plus spelled-out numbers for ordinals: each standard form with the spellings seen in the wild.

type Variants = Record<string, readonly string[]>;

const STREET_SUFFIXES: Variants = {
  ALY: ['ALLEY', 'ALLEE', 'ALLY'],
  ANX: ['ANNEX', 'ANEX', 'ANNX'],
  ARC: ['ARCADE'],
  AVE: ['AVENUE', 'AV', 'AVEN', 'AVENU', 'AVN', 'AVNUE'],
  BYU: ['BAYOU', 'BAYOO'],
  BCH: ['BEACH'],
  BND: ['BEND'],
  BLF: ['BLUFF', 'BLUF'],
  BTM: ['BOTTOM', 'BOT', 'BOTTM'],
  BLVD: ['BOULEVARD', 'BOUL', 'BOULV', 'BLV'],
  BR: ['BRANCH', 'BRNCH'],
  BRG: ['BRIDGE', 'BRDGE'],
  BRK: ['BROOK'],
  BYP: ['BYPASS', 'BYPA', 'BYPAS', 'BYPS'],
  CP: ['CAMP', 'CMP'],
  CYN: ['CANYON', 'CANYN', 'CNYN'],
  CPE: ['CAPE'],
  CSWY: ['CAUSEWAY', 'CAUSWA'],
  CTR: ['CENTER', 'CEN', 'CENT', 'CENTR', 'CENTRE', 'CNTER', 'CNTR'],
  CIR: ['CIRCLE', 'CIRC', 'CIRCL', 'CRCL', 'CRCLE'],
  CLF: ['CLIFF'],
  CLFS: ['CLIFFS'],
  CLB: ['CLUB'],
  CMN: ['COMMON'],
  COR: ['CORNER'],
  CORS: ['CORNERS'],
  CRSE: ['COURSE'],
  CT: ['COURT', 'CRT'],
  CTS: ['COURTS'],
  CV: ['COVE'],
  CRK: ['CREEK'],
  CRES: ['CRESCENT', 'CRSENT', 'CRSNT'],
  CRST: ['CREST'],
  XING: ['CROSSING', 'CRSSNG'],
  CURV: ['CURVE'],
  DL: ['DALE'],
  DM: ['DAM'],
  DV: ['DIVIDE', 'DIV', 'DVD'],
  DR: ['DRIVE', 'DRIV', 'DRV'],
  EST: ['ESTATE'],
  ESTS: ['ESTATES'],
  EXPY: ['EXPRESSWAY', 'EXP', 'EXPR', 'EXPRESS', 'EXPW'],
  EXT: ['EXTENSION', 'EXTN', 'EXTNSN'],
  FLS: ['FALLS'],
  FRY: ['FERRY', 'FRRY'],
  FLD: ['FIELD'],
  FLDS: ['FIELDS'],
  FLT: ['FLAT'],
  FRD: ['FORD'],
  FRST: ['FOREST', 'FORESTS'],
  FRG: ['FORGE', 'FORG'],
  FRK: ['FORK'],
  FT: ['FORT', 'FRT'],
  FWY: ['FREEWAY', 'FREEWY', 'FRWAY', 'FRWY'],
  GDN: ['GARDEN', 'GARDN', 'GRDEN', 'GRDN'],
  GDNS: ['GARDENS', 'GRDNS'],
  GTWY: ['GATEWAY', 'GATEWY', 'GATWAY', 'GTWAY'],
  GLN: ['GLEN'],
  GRN: ['GREEN'],
  GRV: ['GROVE', 'GROV'],
  HBR: ['HARBOR', 'HARB', 'HARBR', 'HRBOR'],
  HVN: ['HAVEN'],
  HTS: ['HEIGHTS', 'HT'],
  HWY: ['HIGHWAY', 'HIGHWY', 'HIWAY', 'HIWY', 'HWAY'],
  HL: ['HILL'],
  HLS: ['HILLS'],
  HOLW: ['HOLLOW', 'HLLW', 'HOLLOWS', 'HOLWS'],
  IS: ['ISLAND', 'ISLND'],
  JCT: ['JUNCTION', 'JCTION', 'JCTN', 'JUNCTN', 'JUNCTON'],
  KY: ['KEY'],
  KNL: ['KNOLL', 'KNOL'],
  LK: ['LAKE'],
  LKS: ['LAKES'],
  LNDG: ['LANDING', 'LNDNG'],
  LN: ['LANE'],
  LGT: ['LIGHT'],
  LOOP: ['LOOPS'],
  MNR: ['MANOR'],
  MDW: ['MEADOW'],
  MDWS: ['MEADOWS', 'MEDOWS'],
  ML: ['MILL'],
  MSN: ['MISSION', 'MISSN', 'MSSN'],
  MTWY: ['MOTORWAY'],
  MT: ['MOUNT', 'MNT'],
  MTN: ['MOUNTAIN', 'MNTAIN', 'MNTN', 'MOUNTIN', 'MTIN'],
  NCK: ['NECK'],
  ORCH: ['ORCHARD', 'ORCHRD'],
  OVAL: ['OVL'],
  OPAS: ['OVERPASS'],
  PARK: ['PRK', 'PARKS'],
  PKWY: ['PARKWAY', 'PARKWY', 'PKWAY', 'PKY', 'PARKWAYS', 'PKWYS'],
  PASS: [],
  PSGE: ['PASSAGE'],
  PATH: ['PATHS'],
  PIKE: ['PIKES'],
  PNE: ['PINE'],
  PNES: ['PINES'],
  PL: ['PLACE'],
  PLN: ['PLAIN'],
  PLNS: ['PLAINS'],
  PLZ: ['PLAZA', 'PLZA'],
  PT: ['POINT'],
  PTS: ['POINTS'],
  PRT: ['PORT'],
  PR: ['PRAIRIE', 'PRR'],
  RADL: ['RADIAL', 'RAD', 'RADIEL'],
  RNCH: ['RANCH', 'RANCHES', 'RNCHS'],
  RPD: ['RAPID'],
  RPDS: ['RAPIDS'],
  RST: ['REST'],
  RDG: ['RIDGE', 'RDGE'],
  RIV: ['RIVER', 'RVR', 'RIVR'],
  RD: ['ROAD'],
  RDS: ['ROADS'],
  RTE: ['ROUTE'],
  SHR: ['SHORE'],
  SHRS: ['SHORES'],
  SKWY: ['SKYWAY'],
  SPG: ['SPRING', 'SPNG', 'SPRNG'],
  SPGS: ['SPRINGS', 'SPNGS', 'SPRNGS'],
  SQ: ['SQUARE', 'SQR', 'SQRE', 'SQU'],
  STA: ['STATION', 'STATN', 'STN'],
  STRA: ['STRAVENUE', 'STRAV', 'STRAVEN', 'STRAVN', 'STRVN', 'STRVNUE'],
  STRM: ['STREAM', 'STREME'],
  ST: ['STREET', 'STRT', 'STR'],
  STS: ['STREETS'],
  SMT: ['SUMMIT', 'SUMIT', 'SUMITT'],
  TER: ['TERRACE', 'TERR'],
  TRCE: ['TRACE', 'TRACES'],
  TRAK: ['TRACK', 'TRACKS', 'TRK', 'TRKS'],
  TRFY: ['TRAFFICWAY'],
  TRL: ['TRAIL', 'TRAILS', 'TRLS'],
  TUNL: ['TUNNEL', 'TUNEL', 'TUNLS', 'TUNNELS', 'TUNNL'],
  TPKE: ['TURNPIKE', 'TRNPK', 'TURNPK'],
  UPAS: ['UNDERPASS'],
  UN: ['UNION'],
  VLY: ['VALLEY', 'VALLY', 'VLLY'],
  VIA: ['VIADUCT', 'VDCT', 'VIADCT'],
  VW: ['VIEW'],
  VLG: ['VILLAGE', 'VILL', 'VILLAG', 'VILLG', 'VILLIAGE'],
  VL: ['VILLE'],
  VIS: ['VISTA', 'VIST', 'VST', 'VSTA'],
  WALK: ['WALKS'],
  WAY: ['WY'],
  WL: ['WELL'],
  WLS: ['WELLS'],
};

const DIRECTIONALS: Variants = {
  N: ['NORTH'],
  S: ['SOUTH'],
  E: ['EAST'],
  W: ['WEST'],
  NE: ['NORTHEAST'],
  NW: ['NORTHWEST'],
  SE: ['SOUTHEAST'],
  SW: ['SOUTHWEST'],
};

// Directories print a unit as 'Suite 200', 'Ste 200', 'Unit 200' or '#200' for the same door,
// so every designator compares as '#'.
const UNIT_DESIGNATORS: Variants = {
  '#': [
    'APARTMENT', 'APT', 'SUITE', 'STE', 'UNIT', 'BUILDING', 'BLDG', 'FLOOR', 'FL', 'ROOM', 'RM', 'DEPARTMENT', 'DEPT',
    'SPACE', 'SPC', 'LOT', 'OFFICE', 'OFC', 'STOP', 'SLIP', 'PIER', 'HANGAR', 'HNGR', 'TRAILER', 'TRLR', 'NUMBER',
  ],
};

// Publication 28's designators that need no number name a part of the building, not a numbered door,
// so they keep standard forms of their own. KEY is left out: as a street word it is KY.
const UNIT_DESIGNATORS_WITHOUT_NUMBER: Variants = {
  BSMT: ['BASEMENT'], FRNT: ['FRONT'], LBBY: ['LOBBY'], LOWR: ['LOWER'], PH: ['PENTHOUSE'], REAR: [], SIDE: [],
  UPPR: ['UPPER'],
};

// Spelled-out numbers a street's ordinal is written with ('Twenty-Third', 'One Hundred Twenty-Fifth'); the
// street normalizer reads them into 23RD and 125TH.
export const ORDINAL_WORDS: ReadonlyMap<string, number> = new Map(Object.entries({
  FIRST: 1, SECOND: 2, THIRD: 3, FOURTH: 4, FIFTH: 5, SIXTH: 6, SEVENTH: 7, EIGHTH: 8, NINTH: 9, TENTH: 10,
  ELEVENTH: 11, TWELFTH: 12, THIRTEENTH: 13, FOURTEENTH: 14, FIFTEENTH: 15, SIXTEENTH: 16, SEVENTEENTH: 17,
  EIGHTEENTH: 18, NINETEENTH: 19, TWENTIETH: 20, THIRTIETH: 30, FORTIETH: 40, FIFTIETH: 50, SIXTIETH: 60,
  SEVENTIETH: 70, EIGHTIETH: 80, NINETIETH: 90,
}));
export const UNIT_NUMBER_WORDS: ReadonlyMap<string, number> = new Map(Object.entries({
  ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5, SIX: 6, SEVEN: 7, EIGHT: 8, NINE: 9,
}));
export const TENS_NUMBER_WORDS: ReadonlyMap<string, number> = new Map(Object.entries({
  TWENTY: 20, THIRTY: 30, FORTY: 40, FIFTY: 50, SIXTY: 60, SEVENTY: 70, EIGHTY: 80, NINETY: 90,
}));

function standardForms(...tables: Variants[]): ReadonlyMap<string, string> {
  const forms = new Map<string, string>();
  for (const table of tables) {
    for (const [standard, variants] of Object.entries(table)) {
      forms.set(standard, standard);
      for (const variant of variants) forms.set(variant, standard);
    }
  }
  return forms;
}

/** Upper-case street word -> its USPS standard form; words not in the tables are absent. */
export const STREET_WORD_STANDARD_FORMS = standardForms(
  STREET_SUFFIXES,
  DIRECTIONALS,
  UNIT_DESIGNATORS,
  UNIT_DESIGNATORS_WITHOUT_NUMBER,
);

/** Full US state and territory names -> their two-letter codes. */
export const STATE_CODES: ReadonlyMap<string, string> = new Map(Object.entries({
  ALABAMA: 'AL', ALASKA: 'AK', ARIZONA: 'AZ', ARKANSAS: 'AR', CALIFORNIA: 'CA', COLORADO: 'CO', CONNECTICUT: 'CT',
  DELAWARE: 'DE', 'DISTRICT OF COLUMBIA': 'DC', FLORIDA: 'FL', GEORGIA: 'GA', HAWAII: 'HI', IDAHO: 'ID', ILLINOIS: 'IL',
  INDIANA: 'IN', IOWA: 'IA', KANSAS: 'KS', KENTUCKY: 'KY', LOUISIANA: 'LA', MAINE: 'ME', MARYLAND: 'MD',
  MASSACHUSETTS: 'MA', MICHIGAN: 'MI', MINNESOTA: 'MN', MISSISSIPPI: 'MS', MISSOURI: 'MO', MONTANA: 'MT',
  NEBRASKA: 'NE', NEVADA: 'NV', 'NEW HAMPSHIRE': 'NH', 'NEW JERSEY': 'NJ', 'NEW MEXICO': 'NM', 'NEW YORK': 'NY',
  'NORTH CAROLINA': 'NC', 'NORTH DAKOTA': 'ND', OHIO: 'OH', OKLAHOMA: 'OK', OREGON: 'OR', PENNSYLVANIA: 'PA',
  'RHODE ISLAND': 'RI', 'SOUTH CAROLINA': 'SC', 'SOUTH DAKOTA': 'SD', TENNESSEE: 'TN', TEXAS: 'TX', UTAH: 'UT',
  VERMONT: 'VT', VIRGINIA: 'VA', WASHINGTON: 'WA', 'WEST VIRGINIA': 'WV', WISCONSIN: 'WI', WYOMING: 'WY',
  'PUERTO RICO': 'PR', GUAM: 'GU', 'VIRGIN ISLANDS': 'VI', 'AMERICAN SAMOA': 'AS', 'NORTHERN MARIANA ISLANDS': 'MP',
}));
