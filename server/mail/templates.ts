import type { Report } from '../../shared/contract/reports';
import { SIMULATED_ANALYTICS_NOTICE, SIMULATED_CITATIONS_NOTICE } from '../../shared/domain/simulated-data';
import { googleFiguresSentence } from '../../shared/domain/google-business';
import { formatCount, formatPeriodRange } from '../reports/report-format';
import type { MailAttachment, MailMessage } from './mail-service';

// Every message has a plain-text part and a simple HTML part with the same words.

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Signed by `brand`: ours, or a partner's for its clients. */
function message(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  brand = 'Citewise',
): MailMessage {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), `— ${brand}`].join('\n\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1d5cff;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="color:#64748b;font-size:13px">Or open this link: ${escapeHtml(action.url)}</p>`
    : '';
  const html = `<div style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a;max-width:560px">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')}${button}<p style="color:#64748b">— ${escapeHtml(brand)}</p></div>`;
  return { to, subject, text, html };
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  return message(
    to,
    'Verify your email address',
    [`Hi ${name},`, 'Please confirm your email address to finish setting up your Citewise account. The link works once and expires in 24 hours.'],
    { label: 'Verify email', url },
  );
}

export function accountExistsEmail(to: string, name: string, resetUrl: string): MailMessage {
  return message(
    to,
    'You already have a Citewise account',
    [
      `Hi ${name},`,
      'Someone tried to create a Citewise account with this email address, but you already have one. If it was you, sign in, or reset your password if you have forgotten it. If it was not you, you can ignore this message.',
    ],
    { label: 'Reset password', url: resetUrl },
  );
}

export function passwordResetEmail(to: string, name: string, url: string): MailMessage {
  return message(
    to,
    'Reset your password',
    [
      `Hi ${name},`,
      'We received a request to reset your Citewise password. The link works once and expires in one hour. If you did not ask for it, you can ignore this message.',
    ],
    { label: 'Choose a new password', url },
  );
}

export function passwordChangedEmail(to: string, name: string): MailMessage {
  return message(to, 'Your password was changed', [
    `Hi ${name},`,
    'The password of your Citewise account was just changed, and your other sessions were signed out. If this was not you, reset your password at once and contact support.',
  ]);
}

export function invitationEmail(to: string, inviter: string, organization: string, role: string, url: string): MailMessage {
  return message(
    to,
    `${inviter} invited you to ${organization} on Citewise`,
    [
      `Hi,`,
      `${inviter} invited you to join ${organization} on Citewise as ${role}. Sign in, or create an account with this email address, then accept. The link works for 7 days.`,
    ],
    { label: 'Accept invitation', url },
  );
}

/**
 * Asks an address outside the organization whether it wants the organization's reports, before any is
 * sent. The subject is ours alone: an organization's name, which anyone may choose, stays in the body.
 */
export function reportRecipientConfirmationEmail(to: string, organization: string, url: string): MailMessage {
  return message(
    to,
    'Do you want to receive reports by email?',
    [
      'Hi,',
      `Someone at ${organization} would like to email you its listings reports from Citewise. Nothing is sent unless you confirm.`,
      'If you do not expect these reports, ignore this message or decline: you will not be asked again. The link works for 7 days.',
    ],
    { label: 'Confirm or decline', url },
  );
}

/** Fixed citation issues that a scan found again; `regressions` reads like "Phone mismatch on Yelp". */
export function citationRegressionEmail(to: string, name: string, businessName: string, regressions: readonly string[], url: string): MailMessage {
  const count = regressions.length === 1 ? 'A citation issue' : `${regressions.length} citation issues`;
  return message(
    to,
    `${count} came back for ${businessName}`,
    [
      `Hi ${name},`,
      `The latest citation scan of ${businessName} found ${regressions.length === 1 ? 'an issue' : 'issues'} that had been fixed: ${regressions.join('; ')}.`,
      'A directory may have restored old details from another source. Check the listings and correct them again.',
    ],
    { label: 'Review citation issues', url },
  );
}

/** The headline figures of a report, one line each, as the email's body lists them. */
function headlineFigures(report: Report): string[] {
  const { coverage, nap, issues, enrichment, analytics } = report;
  return [
    `Listings: ${formatCount(coverage.totals.published)} live, ${formatCount(coverage.totals.pending)} waiting, ${formatCount(coverage.totals.error)} refused.`,
    nap.score === null ? 'NAP consistency: not scanned yet.' : `NAP consistency: ${nap.score}%.`,
    `Citation issues: ${formatCount(issues.open)} open; ${formatCount(issues.opened)} found and ${formatCount(issues.resolved)} resolved in the period.`,
    ...(report.citationsSimulated ? [`${SIMULATED_CITATIONS_NOTICE} (NAP consistency and citation issues).`] : []),
    `Enriched businesses: ${formatCount(enrichment.enriched)} of ${formatCount(enrichment.total)} (${enrichment.rate}%).`,
    ...(analytics
      ? [
          `Listing analytics: ${formatCount(analytics.totals.views)} views, ${formatCount(analytics.totals.searches)} searches, ${formatCount(analytics.totals.clicks)} clicks, ${formatCount(analytics.totals.calls)} calls, ${formatCount(analytics.totals.directionRequests)} direction requests.`,
          ...(report.analyticsSimulated ? [`${SIMULATED_ANALYTICS_NOTICE} (listing analytics).`] : []),
          ...(report.analyticsSource === 'google' ? [googleFiguresSentence(report.analyticsImpressions)] : []),
        ]
      : []),
  ];
}

/**
 * A report emailed with its PDF, under the brand its organization sees: a partner's client gets the
 * partner's name as sender, in the subject and in the signature, never ours.
 */
export function scheduledReportEmail(
  to: string,
  report: Report,
  brandName: string,
  pdf: MailAttachment,
  reportsUrl: string,
  /** For an address outside the organization, which confirmed it wants the reports and may stop them. */
  unsubscribeUrl?: string,
): MailMessage {
  const unsubscribe = unsubscribeUrl ? [`You get these reports because you asked for them. To stop them, open ${unsubscribeUrl}`] : [];
  return {
    ...message(
      to,
      `${report.title} · ${brandName}`,
      [
        'Hi,',
        `Your ${report.period} report for ${report.scope.name}, ${formatPeriodRange(report.from, report.to)}, is attached as a PDF. The headline figures:`,
        ...headlineFigures(report),
        ...unsubscribe,
      ],
      { label: 'Open reports', url: reportsUrl },
      brandName,
    ),
    senderName: brandName,
    attachments: [pdf],
  };
}
