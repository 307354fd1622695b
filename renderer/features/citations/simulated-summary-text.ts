import type { CitationSummary } from '../../../shared/contract/citations';
import { SIMULATED_CITATIONS_EXPLANATION } from '../../../shared/domain/simulated-data';

/**
 * The line beside the Simulated badge on Citation Monitoring, or undefined when no figure is made up:
 * the shared explanation when every scanned business's latest scan was simulated (or the one business's
 * is), else how many of them it concerns.
 */
export function simulatedSummaryText(
  summary: Pick<CitationSummary, 'businessesScanned' | 'simulatedBusinesses'>,
  forOneBusiness: boolean,
): string | undefined {
  const { businessesScanned, simulatedBusinesses } = summary;
  if (simulatedBusinesses === 0) return undefined;
  if (forOneBusiness || simulatedBusinesses >= businessesScanned) return SIMULATED_CITATIONS_EXPLANATION;
  const explanation = SIMULATED_CITATIONS_EXPLANATION.charAt(0).toLowerCase() + SIMULATED_CITATIONS_EXPLANATION.slice(1);
  return `For ${simulatedBusinesses} of ${businessesScanned} businesses, ${explanation}`;
}
