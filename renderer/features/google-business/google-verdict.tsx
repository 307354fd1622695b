import type { GoogleUpdatePreview } from '../../../shared/contract/google-business';
import { Alert } from '../../components/ui/alert';

/** Google's answer to the same update sent with validateOnly: accepted, or why not, field by field. */
export function GoogleVerdict({ validation }: { validation: GoogleUpdatePreview['validation'] }) {
  if (!validation) return null;
  if (validation.accepted) {
    return (
      <Alert variant="success" data-testid="google-verdict" data-accepted="true">
        Google accepts these changes
      </Alert>
    );
  }
  return (
    <Alert variant="destructive" data-testid="google-verdict" data-accepted="false">
      <p className="font-medium">Google refuses these changes</p>
      {validation.message && <p>{validation.message}</p>}
      {validation.fieldViolations.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5" data-testid="google-violations">
          {validation.fieldViolations.map((violation, index) => (
            <li key={index}>
              <span className="font-mono text-xs">{violation.field}</span>: {violation.description}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
