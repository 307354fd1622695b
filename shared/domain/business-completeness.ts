import { COMPLETENESS_GOOD_PERCENT } from './constants';
import { hasOpeningHours, type BusinessHours } from './business-hours';

/** The parts of a profile completeness counts; hours count when not empty. */
export interface CompletenessInput {
  name: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  hours: BusinessHours | null;
}

const filled = (value: string | null) => value !== null && value.trim() !== '';

/** Share of seven items filled (name, address, phone, email, website, description, hours), in whole percent. */
export function businessCompleteness(business: CompletenessInput): number {
  const items = [
    filled(business.name),
    filled(business.address),
    filled(business.phone),
    filled(business.email),
    filled(business.website),
    filled(business.description),
    hasOpeningHours(business.hours),
  ];
  return Math.round((items.filter(Boolean).length / items.length) * 100);
}

/** 90 % or more reads green, anything less amber. */
export function completenessTone(percent: number): 'good' | 'warning' {
  return percent >= COMPLETENESS_GOOD_PERCENT ? 'good' : 'warning';
}
