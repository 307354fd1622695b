import { napFieldsOf, type NapFields } from './nap-fields';
import type { DirectoryCitation } from './provider';

/** How a directory cites the business when it shows exactly what the profile says. */
export function citationOfProfile(business: NapFields, directory: string, url: string): DirectoryCitation {
  return { directory, ...napFieldsOf(business), url };
}
