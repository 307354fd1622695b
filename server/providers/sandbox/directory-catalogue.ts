import type { DirectoryInfo } from '../provider';

// The sandbox's directory network: real directories, so screens look like production. Ids are stored
// as listings' platforms, so they never change once released. Maps and navigation apps need a
// street address they can put a pin on; niche directories list only their trade.

export const DIRECTORY_CATALOGUE: readonly DirectoryInfo[] = [
  // basic: the big general directories every plan includes
  directory('google', 'Google Business Profile', 'basic', 'https://www.google.com/business/', null, ['street_address']),
  directory('bing', 'Bing Places for Business', 'basic', 'https://www.bingplaces.com/', null, ['street_address']),
  directory('apple', 'Apple Business Connect', 'basic', 'https://businessconnect.apple.com/', null, ['street_address']),
  directory('yelp', 'Yelp', 'basic', 'https://www.yelp.com/', null, []),
  directory('facebook', 'Facebook', 'basic', 'https://www.facebook.com/', null, []),
  directory('foursquare', 'Foursquare', 'basic', 'https://foursquare.com/', null, ['street_address']),
  directory('yellowpages', 'Yellow Pages', 'basic', 'https://www.yellowpages.com/', null, []),
  directory('here', 'HERE WeGo', 'basic', 'https://wego.here.com/', null, ['street_address']),
  directory('tomtom', 'TomTom', 'basic', 'https://www.tomtom.com/', null, ['street_address']),
  directory('waze', 'Waze', 'basic', 'https://www.waze.com/', null, ['street_address']),
  directory('bbb', 'Better Business Bureau', 'basic', 'https://www.bbb.org/', null, ['email']),
  directory('whitepages', 'Whitepages', 'basic', 'https://www.whitepages.com/', null, []),
  directory('local-com', 'Local.com', 'basic', 'https://www.local.com/', null, ['website']),
  directory('brownbook', 'Brownbook', 'basic', 'https://www.brownbook.net/', null, []),
  directory('chamber-of-commerce', 'Chamber of Commerce', 'basic', 'https://www.chamberofcommerce.com/', null, ['email']),
  // pro: general directories of the second rank, then the niche ones
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
  directory('angi', 'Angi', 'pro', 'https://www.angi.com/', ['home_services'], ['email']),
  directory('houzz', 'Houzz', 'pro', 'https://www.houzz.com/', ['home_services'], ['description', 'website']),
  directory('homeadvisor', 'HomeAdvisor', 'pro', 'https://www.homeadvisor.com/', ['home_services'], ['email']),
  directory('thumbtack', 'Thumbtack', 'pro', 'https://www.thumbtack.com/', ['home_services', 'professional', 'education', 'fitness'], ['description']),
  directory('healthgrades', 'Healthgrades', 'pro', 'https://www.healthgrades.com/', ['healthcare'], ['street_address']),
  directory('zocdoc', 'Zocdoc', 'pro', 'https://www.zocdoc.com/', ['healthcare'], ['street_address', 'hours', 'email']),
  directory('vitals', 'Vitals', 'pro', 'https://www.vitals.com/', ['healthcare'], []),
  directory('tripadvisor', 'Tripadvisor', 'pro', 'https://www.tripadvisor.com/', ['restaurant', 'entertainment'], ['street_address']),
  directory('opentable', 'OpenTable', 'pro', 'https://www.opentable.com/', ['restaurant'], ['street_address', 'hours', 'website']),
  directory('grubhub', 'Grubhub', 'pro', 'https://www.grubhub.com/', ['restaurant'], ['street_address', 'hours']),
  directory('vagaro', 'Vagaro', 'pro', 'https://www.vagaro.com/', ['beauty', 'fitness'], ['hours', 'email']),
  directory('styleseat', 'StyleSeat', 'pro', 'https://www.styleseat.com/', ['beauty'], ['hours']),
  directory('repairpal', 'RepairPal', 'pro', 'https://repairpal.com/', ['automotive'], ['street_address']),
  directory('avvo', 'Avvo', 'pro', 'https://www.avvo.com/', ['professional'], ['email']),
  directory('greatschools', 'GreatSchools', 'pro', 'https://www.greatschools.org/', ['education'], ['street_address', 'website']),
];

export function findDirectory(id: string): DirectoryInfo | undefined {
  return DIRECTORY_CATALOGUE.find((entry) => entry.id === id);
}

function directory(
  id: string,
  name: string,
  tier: DirectoryInfo['tier'],
  url: string,
  categories: DirectoryInfo['categories'],
  requires: DirectoryInfo['requires'],
): DirectoryInfo {
  return { id, name, logo: null, tier, categories, requires, url };
}
