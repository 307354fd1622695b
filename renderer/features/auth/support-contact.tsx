import { SUPPORT_EMAIL } from '../../lib/brand';

/** The public pages' line for people who are stuck. */
export function SupportContact() {
  return (
    <p className="text-center text-sm text-slate-500" data-testid="support-contact">
      Still need help? Contact{' '}
      <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary hover:underline">
        {SUPPORT_EMAIL}
      </a>
    </p>
  );
}
