import type { DirectoryInfo } from '../provider';

// The sandbox's directory network: real directories, so screens look like production. Ids are stored
// as listings' platforms, so they never change once released. Maps and navigation apps need a
// street address they can put a pin on; niche directories list only their trade; regional ones only
// their state or country. Aggregators sell the data on to the directories they feed.

type Reach = Partial<Pick<DirectoryInfo, 'regions' | 'aggregator'>>;

const AGGREGATOR: Reach = { aggregator: true };
const NORTH_AMERICA: Reach = { regions: ['US', 'CA'] };
const CANADA: Reach = { regions: ['CA'] };
const state = (code: string): Reach => ({ regions: [code] });

export const DIRECTORY_CATALOGUE: readonly DirectoryInfo[] = [
  // basic: the big general directories every plan includes
  directory('google', 'Google Business Profile', 'basic', 'https://www.google.com/business/', null, ['street_address']),
  directory('bing', 'Bing Places for Business', 'basic', 'https://www.bingplaces.com/', null, ['street_address']),
  directory('apple', 'Apple Business Connect', 'basic', 'https://businessconnect.apple.com/', null, ['street_address']),
  directory('yelp', 'Yelp', 'basic', 'https://www.yelp.com/', null, []),
  directory('facebook', 'Facebook', 'basic', 'https://www.facebook.com/', null, []),
  directory('foursquare', 'Foursquare', 'basic', 'https://foursquare.com/', null, ['street_address'], AGGREGATOR),
  directory('yellowpages', 'Yellow Pages', 'basic', 'https://www.yellowpages.com/', null, []),
  directory('here', 'HERE WeGo', 'basic', 'https://wego.here.com/', null, ['street_address']),
  directory('tomtom', 'TomTom', 'basic', 'https://www.tomtom.com/', null, ['street_address']),
  directory('waze', 'Waze', 'basic', 'https://www.waze.com/', null, ['street_address']),
  directory('bbb', 'Better Business Bureau', 'basic', 'https://www.bbb.org/', null, ['email']),
  directory('whitepages', 'Whitepages', 'basic', 'https://www.whitepages.com/', null, []),
  directory('local-com', 'Local.com', 'basic', 'https://www.local.com/', null, ['website']),
  directory('brownbook', 'Brownbook', 'basic', 'https://www.brownbook.net/', null, []),
  directory('chamber-of-commerce', 'Chamber of Commerce', 'basic', 'https://www.chamberofcommerce.com/', null, ['email']),

  // pro: the data aggregators
  directory('data-axle', 'Data Axle', 'pro', 'https://www.data-axle.com/', null, ['street_address'], { ...AGGREGATOR, ...NORTH_AMERICA }),
  directory('neustar-localeze', 'Neustar Localeze', 'pro', 'https://www.neustarlocaleze.biz/', null, ['street_address'], {
    ...AGGREGATOR,
    ...NORTH_AMERICA,
  }),
  directory('acxiom', 'Acxiom', 'pro', 'https://www.acxiom.com/', null, ['street_address'], AGGREGATOR),
  directory('dun-bradstreet', 'Dun & Bradstreet', 'pro', 'https://www.dnb.com/', null, ['email'], { ...AGGREGATOR, ...NORTH_AMERICA }),

  // pro: general directories of the second rank
  directory('mapquest', 'MapQuest', 'pro', 'https://www.mapquest.com/', null, ['street_address']),
  directory('superpages', 'Superpages', 'pro', 'https://www.superpages.com/', null, []),
  directory('citysearch', 'Citysearch', 'pro', 'https://www.citysearch.com/', null, ['website']),
  directory('hotfrog', 'Hotfrog', 'pro', 'https://www.hotfrog.com/', null, ['description']),
  directory('manta', 'Manta', 'pro', 'https://www.manta.com/', null, ['email']),
  directory('nextdoor', 'Nextdoor', 'pro', 'https://nextdoor.com/', null, ['street_address']),
  directory('dexknows', 'DexKnows', 'pro', 'https://www.dexknows.com/', null, []),
  directory('merchantcircle', 'MerchantCircle', 'pro', 'https://www.merchantcircle.com/', null, ['description']),
  directory('ezlocal', 'EZlocal', 'pro', 'https://ezlocal.com/', null, []),
  directory('cylex', 'Cylex', 'pro', 'https://www.cylex.us.com/', null, ['website']),
  directory('showmelocal', 'ShowMeLocal', 'pro', 'https://www.showmelocal.com/', null, []),
  directory('linkedin', 'LinkedIn', 'pro', 'https://www.linkedin.com/', null, ['website']),
  directory('trustpilot', 'Trustpilot', 'pro', 'https://www.trustpilot.com/', null, ['website']),
  directory('birdeye', 'Birdeye', 'pro', 'https://birdeye.com/', null, []),
  directory('alignable', 'Alignable', 'pro', 'https://www.alignable.com/', null, ['email']),
  directory('insiderpages', 'Insider Pages', 'pro', 'https://www.insiderpages.com/', null, []),
  directory('judysbook', "Judy's Book", 'pro', 'https://www.judysbook.com/', null, []),
  directory('yellowbot', 'YellowBot', 'pro', 'https://www.yellowbot.com/', null, []),
  directory('kudzu', 'Kudzu', 'pro', 'https://www.kudzu.com/', null, []),
  directory('citysquares', 'CitySquares', 'pro', 'https://citysquares.com/', null, []),
  directory('elocal', 'eLocal', 'pro', 'https://www.elocal.com/', null, []),
  directory('yellowmoxie', 'YellowMoxie', 'pro', 'https://www.yellowmoxie.com/', null, []),
  directory('tupalo', 'Tupalo', 'pro', 'https://tupalo.com/', null, ['description']),
  directory('fyple', 'Fyple', 'pro', 'https://www.fyple.com/', null, []),
  directory('storeboard', 'Storeboard', 'pro', 'https://www.storeboard.com/', null, ['description']),
  directory('golocal247', 'GoLocal247', 'pro', 'https://www.golocal247.com/', null, []),
  directory('opendi', 'Opendi', 'pro', 'https://www.opendi.us/', null, []),
  directory('iglobal', 'iGlobal', 'pro', 'https://www.iglobal.co/', null, []),
  directory('lacartes', 'Lacartes', 'pro', 'https://lacartes.com/', null, ['website']),
  directory('hub-biz', 'Hub.biz', 'pro', 'https://www.hub.biz/', null, []),
  directory('yellow-place', 'Yellow.Place', 'pro', 'https://yellow.place/', null, []),
  directory('spoke', 'Spoke', 'pro', 'https://www.spoke.com/', null, ['website']),
  directory('zoominfo', 'ZoomInfo', 'pro', 'https://www.zoominfo.com/', null, ['website']),
  directory('infobel', 'Infobel', 'pro', 'https://www.infobel.com/', null, [], NORTH_AMERICA),
  directory('cybo', 'Cybo', 'pro', 'https://www.cybo.com/', null, [], NORTH_AMERICA),
  directory('enrollbusiness', 'EnrollBusiness', 'pro', 'https://www.enrollbusiness.com/', null, ['email']),
  directory('ablocal', 'ABLocal', 'pro', 'https://www.ablocal.com/', null, []),
  directory('zipleaf', 'Zipleaf', 'pro', 'https://www.zipleaf.us/', null, []),
  directory('yalwa', 'Yalwa', 'pro', 'https://www.yalwa.com/', null, ['description']),
  directory('tuugo', 'Tuugo', 'pro', 'https://www.tuugo.us/', null, []),
  directory('americantowns', 'AmericanTowns', 'pro', 'https://www.americantowns.com/', null, []),
  directory('localdatabase', 'LocalDatabase', 'pro', 'https://www.localdatabase.com/', null, []),
  directory('uscity-net', 'USCity.net', 'pro', 'https://uscity.net/', null, []),
  directory('navmii', 'Navmii', 'pro', 'https://www.navmii.com/', null, ['street_address'], NORTH_AMERICA),
  directory('garmin', 'Garmin', 'pro', 'https://www.garmin.com/', null, ['street_address'], NORTH_AMERICA),
  directory('openstreetmap', 'OpenStreetMap', 'pro', 'https://www.openstreetmap.org/', null, ['street_address'], NORTH_AMERICA),
  directory('sygic', 'Sygic', 'pro', 'https://www.sygic.com/', null, ['street_address'], NORTH_AMERICA),
  directory('groupon', 'Groupon', 'pro', 'https://www.groupon.com/', ['restaurant', 'retail', 'fitness', 'beauty', 'automotive', 'entertainment'], [
    'website',
  ]),

  // pro: restaurants
  directory('tripadvisor', 'Tripadvisor', 'pro', 'https://www.tripadvisor.com/', ['restaurant', 'entertainment'], ['street_address']),
  directory('opentable', 'OpenTable', 'pro', 'https://www.opentable.com/', ['restaurant'], ['street_address', 'hours', 'website']),
  directory('grubhub', 'Grubhub', 'pro', 'https://www.grubhub.com/', ['restaurant'], ['street_address', 'hours']),
  directory('doordash', 'DoorDash', 'pro', 'https://www.doordash.com/', ['restaurant', 'retail'], ['street_address', 'hours']),
  directory('uber-eats', 'Uber Eats', 'pro', 'https://www.ubereats.com/', ['restaurant', 'retail'], ['street_address', 'hours'], NORTH_AMERICA),
  directory('seamless', 'Seamless', 'pro', 'https://www.seamless.com/', ['restaurant'], ['street_address', 'hours']),
  directory('allmenus', 'Allmenus', 'pro', 'https://www.allmenus.com/', ['restaurant'], []),
  directory('zagat', 'Zagat', 'pro', 'https://www.zagat.com/', ['restaurant'], ['street_address']),
  directory('resy', 'Resy', 'pro', 'https://resy.com/', ['restaurant'], ['street_address', 'hours', 'website']),
  directory('restaurantji', 'Restaurantji', 'pro', 'https://www.restaurantji.com/', ['restaurant'], []),
  directory('the-infatuation', 'The Infatuation', 'pro', 'https://www.theinfatuation.com/', ['restaurant'], ['street_address']),
  directory('happycow', 'HappyCow', 'pro', 'https://www.happycow.net/', ['restaurant'], ['description'], NORTH_AMERICA),
  directory('slice', 'Slice', 'pro', 'https://slicelife.com/', ['restaurant'], ['street_address', 'hours']),
  directory('timeout', 'Time Out', 'pro', 'https://www.timeout.com/', ['restaurant', 'entertainment'], ['description']),

  // pro: healthcare
  directory('healthgrades', 'Healthgrades', 'pro', 'https://www.healthgrades.com/', ['healthcare'], ['street_address']),
  directory('zocdoc', 'Zocdoc', 'pro', 'https://www.zocdoc.com/', ['healthcare'], ['street_address', 'hours', 'email']),
  directory('vitals', 'Vitals', 'pro', 'https://www.vitals.com/', ['healthcare'], []),
  directory('webmd', 'WebMD Care', 'pro', 'https://doctor.webmd.com/', ['healthcare'], ['street_address']),
  directory('ratemds', 'RateMDs', 'pro', 'https://www.ratemds.com/', ['healthcare'], [], NORTH_AMERICA),
  directory('sharecare', 'Sharecare', 'pro', 'https://www.sharecare.com/', ['healthcare'], []),
  directory('doximity', 'Doximity', 'pro', 'https://www.doximity.com/', ['healthcare'], ['email']),
  directory('usnews-doctors', 'U.S. News Doctor Finder', 'pro', 'https://health.usnews.com/doctors', ['healthcare'], []),
  directory('md-com', 'MD.com', 'pro', 'https://www.md.com/', ['healthcare'], []),
  directory('doctor-com', 'Doctor.com', 'pro', 'https://www.doctor.com/', ['healthcare'], ['email']),
  directory('castle-connolly', 'Castle Connolly', 'pro', 'https://www.castleconnolly.com/', ['healthcare'], []),
  directory('psychology-today', 'Psychology Today', 'pro', 'https://www.psychologytoday.com/', ['healthcare'], ['description', 'email'], NORTH_AMERICA),
  directory('goodrx', 'GoodRx', 'pro', 'https://www.goodrx.com/', ['healthcare'], ['street_address', 'hours']),
  directory('wellness-com', 'Wellness.com', 'pro', 'https://www.wellness.com/', ['healthcare', 'fitness'], []),
  directory('realself', 'RealSelf', 'pro', 'https://www.realself.com/', ['healthcare', 'beauty'], ['website']),

  // pro: professional services
  directory('avvo', 'Avvo', 'pro', 'https://www.avvo.com/', ['professional'], ['email']),
  directory('justia', 'Justia Lawyer Directory', 'pro', 'https://www.justia.com/lawyers', ['professional'], ['email']),
  directory('findlaw', 'FindLaw', 'pro', 'https://lawyers.findlaw.com/', ['professional'], ['website']),
  directory('lawyers-com', 'Lawyers.com', 'pro', 'https://www.lawyers.com/', ['professional'], ['email']),
  directory('martindale', 'Martindale-Hubbell', 'pro', 'https://www.martindale.com/', ['professional'], ['email']),
  directory('super-lawyers', 'Super Lawyers', 'pro', 'https://www.superlawyers.com/', ['professional'], ['website']),
  directory('nolo', 'Nolo Lawyer Directory', 'pro', 'https://www.nolo.com/lawyers', ['professional'], []),
  directory('cpadirectory', 'CPAdirectory', 'pro', 'https://www.cpadirectory.com/', ['professional'], []),
  directory('clutch', 'Clutch', 'pro', 'https://clutch.co/', ['professional'], ['website', 'description']),
  directory('upcity', 'UpCity', 'pro', 'https://upcity.com/', ['professional'], ['website']),
  directory('expertise', 'Expertise.com', 'pro', 'https://www.expertise.com/', ['professional', 'home_services'], []),
  directory('bark', 'Bark', 'pro', 'https://www.bark.com/', ['professional', 'home_services', 'fitness', 'education', 'beauty', 'entertainment'], [
    'description',
  ]),

  // pro: home services
  directory('angi', 'Angi', 'pro', 'https://www.angi.com/', ['home_services'], ['email']),
  directory('houzz', 'Houzz', 'pro', 'https://www.houzz.com/', ['home_services'], ['description', 'website']),
  directory('homeadvisor', 'HomeAdvisor', 'pro', 'https://www.homeadvisor.com/', ['home_services'], ['email']),
  directory('thumbtack', 'Thumbtack', 'pro', 'https://www.thumbtack.com/', ['home_services', 'professional', 'education', 'fitness'], ['description']),
  directory('porch', 'Porch', 'pro', 'https://porch.com/', ['home_services'], []),
  directory('buildzoom', 'BuildZoom', 'pro', 'https://www.buildzoom.com/', ['home_services'], []),
  directory('networx', 'Networx', 'pro', 'https://www.networx.com/', ['home_services'], ['email']),
  directory('taskrabbit', 'Taskrabbit', 'pro', 'https://www.taskrabbit.com/', ['home_services'], ['description'], NORTH_AMERICA),
  directory('homeguide', 'HomeGuide', 'pro', 'https://homeguide.com/', ['home_services'], []),
  directory('fixr', 'Fixr', 'pro', 'https://www.fixr.com/', ['home_services'], []),
  directory('guildquality', 'GuildQuality', 'pro', 'https://www.guildquality.com/', ['home_services'], ['website']),
  directory('craftjack', 'CraftJack', 'pro', 'https://www.craftjack.com/', ['home_services'], ['email']),
  directory('care-com', 'Care.com', 'pro', 'https://www.care.com/', ['home_services', 'education', 'healthcare'], ['description']),

  // pro: automotive
  directory('repairpal', 'RepairPal', 'pro', 'https://repairpal.com/', ['automotive'], ['street_address']),
  directory('cars-com', 'Cars.com', 'pro', 'https://www.cars.com/', ['automotive'], ['street_address', 'website']),
  directory('carfax', 'CARFAX', 'pro', 'https://www.carfax.com/', ['automotive'], ['street_address']),
  directory('cargurus', 'CarGurus', 'pro', 'https://www.cargurus.com/', ['automotive'], ['street_address', 'website'], NORTH_AMERICA),
  directory('autotrader', 'Autotrader', 'pro', 'https://www.autotrader.com/', ['automotive'], ['street_address']),
  directory('edmunds', 'Edmunds', 'pro', 'https://www.edmunds.com/', ['automotive'], ['street_address']),
  directory('dealerrater', 'DealerRater', 'pro', 'https://www.dealerrater.com/', ['automotive'], [], NORTH_AMERICA),
  directory('kbb', 'Kelley Blue Book', 'pro', 'https://www.kbb.com/', ['automotive'], ['street_address']),
  directory('mechanicadvisor', 'MechanicAdvisor', 'pro', 'https://www.mechanicadvisor.com/', ['automotive'], []),
  directory('openbay', 'Openbay', 'pro', 'https://www.openbay.com/', ['automotive'], ['street_address', 'hours']),

  // pro: beauty and fitness
  directory('vagaro', 'Vagaro', 'pro', 'https://www.vagaro.com/', ['beauty', 'fitness'], ['hours', 'email']),
  directory('styleseat', 'StyleSeat', 'pro', 'https://www.styleseat.com/', ['beauty'], ['hours']),
  directory('booksy', 'Booksy', 'pro', 'https://booksy.com/', ['beauty'], ['hours'], NORTH_AMERICA),
  directory('fresha', 'Fresha', 'pro', 'https://www.fresha.com/', ['beauty', 'fitness'], ['hours'], NORTH_AMERICA),
  directory('schedulicity', 'Schedulicity', 'pro', 'https://www.schedulicity.com/', ['beauty', 'fitness'], ['hours']),
  directory('spafinder', 'Spafinder', 'pro', 'https://www.spafinder.com/', ['beauty'], ['description']),
  directory('mindbody', 'Mindbody', 'pro', 'https://www.mindbodyonline.com/explore', ['fitness', 'beauty'], ['hours'], NORTH_AMERICA),
  directory('classpass', 'ClassPass', 'pro', 'https://classpass.com/', ['fitness', 'beauty'], ['hours', 'street_address'], NORTH_AMERICA),
  directory('wellhub', 'Wellhub', 'pro', 'https://wellhub.com/', ['fitness'], ['street_address']),
  directory('yoga-alliance', 'Yoga Alliance', 'pro', 'https://www.yogaalliance.org/', ['fitness'], ['email']),

  // pro: education
  directory('greatschools', 'GreatSchools', 'pro', 'https://www.greatschools.org/', ['education'], ['street_address', 'website']),
  directory('niche', 'Niche', 'pro', 'https://www.niche.com/', ['education'], ['website']),
  directory('wyzant', 'Wyzant', 'pro', 'https://www.wyzant.com/', ['education'], ['description']),
  directory('varsity-tutors', 'Varsity Tutors', 'pro', 'https://www.varsitytutors.com/', ['education'], []),
  directory('private-school-review', 'Private School Review', 'pro', 'https://www.privateschoolreview.com/', ['education'], ['street_address']),
  directory('winnie', 'Winnie', 'pro', 'https://winnie.com/', ['education'], ['street_address', 'hours']),
  directory('course-report', 'Course Report', 'pro', 'https://www.coursereport.com/', ['education'], ['website']),

  // pro: entertainment and events
  directory('fandango', 'Fandango', 'pro', 'https://www.fandango.com/', ['entertainment'], ['street_address', 'website']),
  directory('viator', 'Viator', 'pro', 'https://www.viator.com/', ['entertainment'], ['description'], NORTH_AMERICA),
  directory('gigsalad', 'GigSalad', 'pro', 'https://www.gigsalad.com/', ['entertainment'], ['description']),
  directory('theknot', 'The Knot', 'pro', 'https://www.theknot.com/', ['entertainment', 'beauty', 'restaurant'], ['email']),
  directory('weddingwire', 'WeddingWire', 'pro', 'https://www.weddingwire.com/', ['entertainment', 'beauty', 'restaurant'], ['email']),

  // pro: retail
  directory('instacart', 'Instacart', 'pro', 'https://www.instacart.com/', ['retail'], ['street_address', 'hours'], NORTH_AMERICA),

  // pro: regional, for businesses of one state
  directory('nyc-com', 'NYC.com', 'pro', 'https://www.nyc.com/', ['restaurant', 'retail', 'entertainment'], [], state('NY')),
  directory('syracuse-com', 'Syracuse.com', 'pro', 'https://www.syracuse.com/', null, [], state('NY')),
  directory('silive', 'SILive', 'pro', 'https://www.silive.com/', null, [], state('NY')),
  directory('nj-com', 'NJ.com', 'pro', 'https://www.nj.com/', null, [], state('NJ')),
  directory('pennlive', 'PennLive', 'pro', 'https://www.pennlive.com/', null, [], state('PA')),
  directory('lehighvalleylive', 'LehighValleyLive', 'pro', 'https://www.lehighvalleylive.com/', null, [], state('PA')),
  directory('masslive', 'MassLive', 'pro', 'https://www.masslive.com/', null, [], state('MA')),
  directory('mlive', 'MLive', 'pro', 'https://www.mlive.com/', null, [], state('MI')),
  directory('cleveland-com', 'Cleveland.com', 'pro', 'https://www.cleveland.com/', null, [], state('OH')),
  directory('al-com', 'AL.com', 'pro', 'https://www.al.com/', null, [], state('AL')),
  directory('nola-com', 'NOLA.com', 'pro', 'https://www.nola.com/', null, [], state('LA')),
  directory('oregonlive', 'OregonLive', 'pro', 'https://www.oregonlive.com/', null, [], state('OR')),

  // pro: Canada
  directory('yellowpages-ca', 'Yellow Pages Canada', 'pro', 'https://www.yellowpages.ca/', null, [], CANADA),
  directory('pagesjaunes-ca', 'PagesJaunes.ca', 'pro', 'https://www.pagesjaunes.ca/', null, [], CANADA),
  directory('canada411', 'Canada411', 'pro', 'https://www.canada411.ca/', null, [], CANADA),
  directory('411-ca', '411.ca', 'pro', 'https://411.ca/', null, [], CANADA),
  directory('n49', 'n49', 'pro', 'https://www.n49.com/', null, [], CANADA),
  directory('profile-canada', 'Profile Canada', 'pro', 'https://www.profilecanada.com/', null, ['email'], CANADA),
  directory('cylex-canada', 'Cylex Canada', 'pro', 'https://www.cylex-canada.ca/', null, ['website'], CANADA),
  directory('hotfrog-canada', 'Hotfrog Canada', 'pro', 'https://www.hotfrog.ca/', null, ['description'], CANADA),
  directory('fyple-canada', 'Fyple Canada', 'pro', 'https://www.fyple.ca/', null, [], CANADA),
  directory('autotrader-ca', 'autoTRADER.ca', 'pro', 'https://www.autotrader.ca/', ['automotive'], ['street_address'], CANADA),
];

const BY_ID = new Map(DIRECTORY_CATALOGUE.map((entry) => [entry.id, entry]));

export function findDirectory(id: string): DirectoryInfo | undefined {
  return BY_ID.get(id);
}

function directory(
  id: string,
  name: string,
  tier: DirectoryInfo['tier'],
  url: string,
  categories: DirectoryInfo['categories'],
  requires: DirectoryInfo['requires'],
  { regions = ['US'], aggregator = false }: Reach = {},
): DirectoryInfo {
  return { id, name, logo: null, tier, categories, requires, url, regions, aggregator };
}
