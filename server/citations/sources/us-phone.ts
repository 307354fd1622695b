import { normalizePhone } from '../phone-normalizer';

// Directory APIs want a US phone in E.164 ('+12175550100'); a profile holds it as people type it.

const US_E164 = /^\+1[2-9]\d{2}[2-9]\d{6}$/;

/** '(217) 555-0100', '217.555.0100', '+1 217 555 0100' -> '+12175550100'; null when it is no US number. */
export function usPhoneE164(phone: string): string | null {
  const normalized = normalizePhone(phone.trim(), 'US');
  return US_E164.test(normalized) ? normalized : null;
}

/** '+12175550100' -> '(217) 555-0100', the way US directories print a number. */
export function usNationalFormat(e164: string): string {
  const digits = e164.slice(2);
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
