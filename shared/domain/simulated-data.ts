// Figures the sandbox's simulator made up are labelled wherever a person sees them, with the same words
// on every screen and in the PDF report, so nobody mistakes them for what a directory or provider shows.

/** The badge's label. */
export const SIMULATED_LABEL = 'Simulated';

/** One line beside simulated citation figures: scans, NAP scores, citation issues. */
export const SIMULATED_CITATIONS_EXPLANATION = 'Made up by the sandbox simulator; no real directory was checked.';

/** One line beside simulated listing analytics. */
export const SIMULATED_ANALYTICS_EXPLANATION = 'Made up by the sandbox simulator; not read from the data provider.';

/** The PDF report's notice next to simulated citation figures. */
export const SIMULATED_CITATIONS_NOTICE = 'Simulated data: no real directory was checked';

/** The PDF report's notice next to simulated analytics. */
export const SIMULATED_ANALYTICS_NOTICE = 'Simulated data: made up by the sandbox simulator, not read from the data provider';
