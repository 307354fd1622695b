import type { AppContract } from '../../shared/contract/index.ts';

/** Every route of the contract, named `area.route`. */
export type RouteKey = {
  [Area in keyof AppContract]: `${Area}.${keyof AppContract[Area] & string}`;
}[keyof AppContract];

/**
 * Who calls: nobody signed in; a viewer, member, admin or owner of a standard organization; the owner
 * of a partner organization; a site administrator (who owns a standard organization of their own).
 */
export const CALLERS = ['signedOut', 'viewer', 'member', 'orgAdmin', 'owner', 'partner', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * 'ok': the handler ran and answered the route's success status. A number: that status, either the
 * refusal of the access check (401 signed out, 403 role too low) or the handler's own answer (400
 * validation, 403 a rule of the service, 404 not this organization's object, 409 conflict).
 */
export type Answer = 'ok' | 400 | 401 | 403 | 404 | 409;

/**
 * One answer when the caller's own objects and another organization's get the same, else
 * 'own/other'. Routes that name no object are called with the other organization's id slipped into
 * the body where they take one; the session's organization must win.
 */
export type Cell = Answer | `${Answer}/${Answer}`;

export type Row = Record<Caller, Cell>;

function row(...cells: [Cell, Cell, Cell, Cell, Cell, Cell, Cell]): Row {
  return Object.fromEntries(CALLERS.map((caller, i) => [caller, cells[i]!])) as Row;
}

export function expectedAnswer(cell: Cell, target: 'own' | 'other'): Answer {
  const [own, other = own] = String(cell).split('/');
  const answer = target === 'own' ? own! : other;
  return answer === 'ok' ? 'ok' : (Number(answer) as Answer);
}

// prettier-ignore
export const AUTHORIZATION_MATRIX: Record<RouteKey, Row> = {
  //                                          signedOut viewer  member    orgAdmin  owner     partner   admin
  'auth.register':                        row('ok',     'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'auth.login':                           row('ok',     'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'auth.validate':                        row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'auth.logout':                          row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  // A token nobody was sent is refused the same way for everyone.
  'auth.verifyEmail':                     row(400,      400,     400,      400,      400,      400,      400),
  'auth.resendVerification':              row('ok',     'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'auth.forgotPassword':                  row('ok',     'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'auth.resetPassword':                   row(400,      400,     400,      400,      400,      400,      400),
  'auth.exchangeCode':                    row(400,      400,     400,      400,      400,      400,      400),
  'auth.changePassword':                  row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'auth.changeEmail':                     row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'auth.updateProfile':                   row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'auth.listSessions':                    row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'auth.revokeSession':                   row(401,      'ok/404','ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'auth.providers':                       row('ok',     'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),

  'organizations.listMine':               row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'organizations.switchCurrent':          row(401,      'ok/404','ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'organizations.current':                row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'organizations.updateCurrent':          row(401,      403,     403,      'ok',     'ok',     'ok',     'ok'),
  // Every caller's home is a standard organization, which has no custom domain to prove.
  'organizations.verifyDomain':           row(401,      403,     403,      403,      403,      403,      403),
  // The other organization's name does not confirm deleting one's own.
  'organizations.deleteCurrent':          row(401,      403,     403,      403,      'ok/400', 'ok/400', 'ok/400'),
  'organizations.members':                row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'organizations.setMemberRole':          row(401,      403,     403,      'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  // Open to viewers so anyone can leave; removing someone else needs an admin.
  'organizations.removeMember':           row(401,      '403/404','403/404','ok/404','ok/404', 'ok/404', 'ok/404'),
  'organizations.invitations':            row(401,      403,     403,      'ok',     'ok',     'ok',     'ok'),
  'organizations.invite':                 row(401,      403,     403,      'ok',     'ok',     'ok',     'ok'),
  'organizations.cancelInvitation':       row(401,      403,     403,      'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'organizations.previewInvitation':      row('ok',     'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  // Someone else's invitation cannot be accepted.
  'organizations.acceptInvitation':       row(401,      'ok/403','ok/403', 'ok/403', 'ok/403', 'ok/403', 'ok/403'),
  'organizations.branding':               row('ok',     'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),

  // Clients are for partner organizations: admins and owners of a standard one are refused too.
  'partner.clients':                      row(401,      403,     403,      403,      403,      'ok',     403),
  'partner.createClient':                 row(401,      403,     403,      403,      403,      'ok',     403),
  'partner.updateClient':                 row(401,      403,     403,      403,      403,      'ok/404', 403),
  'partner.actAsClient':                  row(401,      403,     403,      403,      403,      'ok/404', 403),

  'businesses.list':                      row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'businesses.get':                       row(401,      'ok/404','ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'businesses.create':                    row(401,      403,     'ok',     'ok',     'ok',     'ok',     'ok'),
  'businesses.update':                    row(401,      403,     'ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'businesses.delete':                    row(401,      403,     'ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'businesses.publish':                   row(401,      403,     'ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'businesses.publishMany':               row(401,      403,     'ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'businesses.exportCsv':                 row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'businesses.importCsv':                 row(401,      403,     'ok',     'ok',     'ok',     'ok',     'ok'),

  'listings.list':                        row(401,      'ok/404','ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'listings.summary':                     row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'listings.sync':                        row(401,      403,     'ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'listings.exportCsv':                   row(401,      'ok/404','ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),

  'dashboard.metrics':                    row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'dashboard.activity':                   row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),

  'provider.status':                      row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'provider.directories':                 row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'provider.match':                       row(401,      403,     'ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'provider.batchMatch':                  row(401,      403,     'ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'provider.enrich':                      row(401,      403,     'ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'provider.submit':                      row(401,      403,     'ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'provider.batchSubmit':                 row(401,      403,     'ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'provider.submissions':                 row(401,      'ok/404','ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'provider.submission':                  row(401,      'ok/404','ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'provider.batches':                     row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'provider.batch':                       row(401,      'ok/404','ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'provider.analytics':                   row(401,      'ok/404','ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),

  'citations.list':                       row(401,      'ok/404','ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  // Another organization's issue among the ids is left as it is, without telling it exists.
  'citations.resolveMany':                row(401,      403,     'ok',     'ok',     'ok',     'ok',     'ok'),
  'citations.resolve':                    row(401,      403,     'ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  // The caller's own issue was found by no scan, so no listing is known to look its value up on.
  'citations.sourceValue':                row(401,      '409/404','409/404','409/404','409/404','409/404','409/404'),
  'citations.listingMarks':               row(401,      'ok/404','ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'citations.addListingMark':             row(401,      403,     'ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'citations.removeListingMark':          row(401,      403,     'ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'citations.scanBusiness':               row(401,      403,     'ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'citations.providerScan':               row(401,      403,     'ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'citations.latestScan':                 row(401,      'ok/404','ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'citations.scanMany':                   row(401,      403,     'ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'citations.summary':                    row(401,      'ok/404','ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'citations.schedule':                   row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'citations.updateSchedule':             row(401,      403,     403,      'ok',     'ok',     'ok',     'ok'),
  // Google is not configured on the matrix's server: what needs it answers 409, after the role and tenancy checks.
  'googleBusiness.status':                row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'googleBusiness.authorize':             row(401,      403,     403,      409,      409,      409,      409),
  'googleBusiness.connect':               row(401,      403,     403,      409,      409,      409,      409),
  'googleBusiness.disconnect':            row(401,      403,     403,      'ok',     'ok',     'ok',     'ok'),
  'googleBusiness.locations':             row(401,      403,     403,      409,      409,      409,      409),
  'googleBusiness.link':                  row(401,      403,     403,      '409/404','409/404','409/404','409/404'),
  'googleBusiness.unlink':                row(401,      403,     403,      'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'googleBusiness.businessLink':          row(401,      'ok/404','ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'googleBusiness.updatePreview':         row(401,      403,     '409/404','409/404','409/404','409/404','409/404'),
  'googleBusiness.update':                row(401,      403,     '409/404','409/404','409/404','409/404','409/404'),
  'googleBusiness.batchUpdate':           row(401,      403,     '409/404','409/404','409/404','409/404','409/404'),

  'reports.get':                          row(401,      'ok/404','ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'reports.exportCsv':                    row(401,      'ok/404','ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'reports.exportPdf':                    row(401,      'ok/404','ok/404', 'ok/404', 'ok/404', 'ok/404', 'ok/404'),
  'reports.schedule':                     row(401,      'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
  'reports.updateSchedule':               row(401,      403,     403,      'ok',     'ok',     'ok',     'ok'),
  // No mail is set up where the matrix runs, so an allowed caller is told the report cannot go.
  'reports.sendNow':                      row(401,      403,     403,      409,      409,      409,      409),
  // A token nobody was sent is refused the same way for everyone.
  'reports.previewRecipient':             row(400,      400,     400,      400,      400,      400,      400),
  'reports.confirmRecipient':             row(400,      400,     400,      400,      400,      400,      400),
  'reports.declineRecipient':             row(400,      400,     400,      400,      400,      400,      400),

  // Site administration sees every organization alike.
  'admin.overview':                       row(401,      403,     403,      403,      403,      403,      'ok'),
  'admin.users':                          row(401,      403,     403,      403,      403,      403,      'ok'),
  'admin.updateUser':                     row(401,      403,     403,      403,      403,      403,      'ok'),
  'admin.endUserSessions':                row(401,      403,     403,      403,      403,      403,      'ok'),
  'admin.organizations':                  row(401,      403,     403,      403,      403,      403,      'ok'),
  'admin.updateOrganization':             row(401,      403,     403,      403,      403,      403,      'ok'),
  'admin.directories':                    row(401,      403,     403,      403,      403,      403,      'ok'),
  'admin.audit':                          row(401,      403,     403,      403,      403,      403,      'ok'),

  'adminSettings.listSettings':           row(401,      403,     403,      403,      403,      403,      'ok'),
  'adminSettings.listSettingsByCategory': row(401,      403,     403,      403,      403,      403,      'ok'),
  'adminSettings.updateSetting':          row(401,      403,     403,      403,      403,      403,      'ok'),
  'adminSettings.deleteSetting':          row(401,      403,     403,      403,      403,      403,      'ok'),
  'adminSettings.initializeSettings':     row(401,      403,     403,      403,      403,      403,      'ok'),
  'adminSettings.dataAxleConfig':         row(401,      403,     403,      403,      403,      403,      'ok'),
  'adminSettings.updateDataAxleConfig':   row(401,      403,     403,      403,      403,      403,      'ok'),
  'adminSettings.testDataAxle':           row(401,      403,     403,      403,      403,      403,      'ok'),
  'adminSettings.dataAxleStatus':         row(401,      403,     403,      403,      403,      403,      'ok'),

  'adminCitationSources.citationSources':       row(401,      403,     403,      403,      403,      403,      'ok'),
  'adminCitationSources.updateCitationSource':  row(401,      403,     403,      403,      403,      403,      'ok'),
  'adminCitationSources.testCitationSource':    row(401,      403,     403,      403,      403,      403,      'ok'),

  'system.health':                        row('ok',     'ok',    'ok',     'ok',     'ok',     'ok',     'ok'),
};
