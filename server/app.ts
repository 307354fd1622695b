import express from 'express';
import { contract } from '../shared/contract';
import { IMPORT_MAX_BYTES } from '../shared/contract/businesses';
import type { Database } from './db/repositories';
import { DEFAULT_RESPONSE_CACHE_MB } from './config';
import { mountContract, type Guards } from './http/contract-router';
import { createRouteTable } from './http/routing/route-table';
import { signedInOnly } from './http/routing/access';
import { createResponseCache } from './http/response-cache';
import { apiNotFound, errorHandler } from './http/error-handler';
import { launchGuard, type LaunchGuardOptions } from './http/launch-guard';
import { servePlainApiFirst } from './http/plain-api';
import { buildOpenApiDocument } from './http/openapi-document';
import { rendererStatic } from './http/renderer-static';
import { securityHeaders } from './http/security-headers';
import { silentLogger, type Logger } from './logger';
import { authHandlers } from './routes/auth-routes';
import { adminHandlers } from './routes/admin-routes';
import { adminSettingsHandlers } from './routes/admin-settings-routes';
import { citationSourceSettingsHandlers } from './routes/citation-source-settings-routes';
import { businessHandlers } from './routes/business-routes';
import { dashboardHandlers } from './routes/dashboard-routes';
import { listingHandlers } from './routes/listing-routes';
import { providerHandlers } from './routes/provider-routes';
import { organizationHandlers } from './routes/organization-routes';
import { partnerHandlers } from './routes/partner-routes';
import { citationHandlers } from './routes/citation-routes';
import { googleBusinessHandlers } from './routes/google-business-routes';
import { reportHandlers } from './routes/report-routes';
import { systemHandlers } from './routes/system-routes';
import { toBrand } from './presenters/organizations';
import { createActivityService } from './services/businesses/activity-service';
import { createAdminService } from './services/admin/admin-service';
import { createAuditService } from './services/admin/audit-service';
import { createBrandingService } from './services/organizations/branding-service';
import { createBusinessImportService } from './services/businesses/business-import-service';
import { createDomainVerificationService, systemTxtResolver, type TxtResolver } from './services/organizations/domain-verification-service';
import { createBusinessService } from './services/businesses/business-service';
import { createDashboardService } from './services/businesses/dashboard-service';
import { DATA_AXLE_API_KEY_SETTING, readIntegrationStatus, readProviderEnvironment } from './services/integrations/integration-status';
import { createBatchService, createBatchWorker } from './services/businesses/batch-service';
import { writeMissingListJson } from './services/list-json';
import { createCitationIssueService } from './services/citations/citation-issue-service';
import { createCitationScanService } from './services/citations/citation-scan-service';
import { createCitationScheduleService } from './services/citations/citation-schedule-service';
import { createCitationSourceValueService } from './services/citations/citation-source-value-service';
import { createGoogleBusinessService } from './services/integrations/google-business-service';
import { createGoogleAnalytics } from './services/integrations/google-analytics-service';
import { createGoogleBusinessSource } from './citations/sources/google-business-source';
import type { ResilientClientOverrides } from './providers/resilience/resilient-json-client';
import { createProviderService } from './services/integrations/provider-service';
import { createReportPdfService } from './services/reports/report-pdf-service';
import { createReportRecipientService } from './services/reports/report-recipient-service';
import { createReportScheduleService } from './services/reports/report-schedule-service';
import { createReportService } from './services/reports/report-service';
import { fetchLogo } from './reports/logo';
import { createListingService } from './services/listings/listing-service';
import { createOrganizationService } from './services/organizations/organization-service';
import { createPartnerService } from './services/organizations/partner-service';
import { createMailService, type SmtpSettings } from './mail/mail-service';
import { createAuthService } from './services/accounts/auth-service';
import { createArgon2Hasher, type PasswordHasher } from './services/accounts/password-hasher';
import { createProviderQuota } from './services/integrations/provider-quota';
import { isPublicAddress } from './reports/public-address';
import { createCitationMarkService } from './services/citations/citation-mark-service';
import { createCitationSourceRegistry, type CitationSourceRegistryDeps } from './citations/sources/source-registry';
import { citewiseUserAgent } from './citations/sources/user-agent';
import { directoryOfHostIn } from './citations/sources/directory-hosts';
import { createRateLimiter } from './services/infrastructure/rate-limiter';
import { createSettingsService } from './settings/settings-service';
import { unavailableSettingsKey, type SettingsKeySource } from './settings/settings-key';
import { configuredProviders, createSocialAuthRouter } from './social-auth';
import type { BusinessDataProvider } from './providers/provider';
import { createSandboxProvider } from './providers/sandbox/sandbox-provider';
import { DIRECTORY_CATALOGUE } from './providers/sandbox/directory-catalogue';
import { createDataAxleProvider, type DataAxleProviderOptions } from './providers/data-axle/data-axle-provider';
import { createProviderSwitch } from './providers/provider-switch';
import { createJobQueue } from './jobs/create-job-queue';
import type { JobQueue } from './jobs/job-queue';
import { createScheduledWorkRunner, type Scheduler } from './jobs/scheduled-work';

/** Where the API answers, in any case as Express matches a mount path: /api and below. */
const API_PATH = /^\/api(?:\/|$)/i;
/** Where social sign-in's routes are, in any case as Express matches a route. */
const SOCIAL_AUTH_PATH = /^\/api\/auth\//i;
/** What a step before the contract's routes answers: social sign-in's routes and the OpenAPI document. */
const SERVED_BEFORE_CONTRACT = /^\/api\/(?:auth\/|openapi\.json\/?$)/i;

// A CSV file of IMPORT_MAX_BYTES grows when JSON escapes its quotes and line breaks; the contract
// then answers a too-long file with its own message, and only a far larger body with 413.
export const IMPORT_BODY_LIMIT = Math.ceil(IMPORT_MAX_BYTES * 1.25);

export interface AppDeps {
  database: Database;
  version: string;
  clock?: () => Date;
  hasher?: PasswordHasher;
  logger?: Logger;
  /** The built renderer; when absent only /api is served. */
  staticDir?: string;
  /** Express's trust proxy setting, for instances behind a load balancer. */
  trustProxy?: boolean | number | string;
  /** Where links in emails point. */
  publicUrl: string;
  /** Mail from the environment; admin settings of category email are used when absent. */
  smtp?: SmtpSettings;
  sessions?: { idleMs: number; maxMs: number };
  rateLimitFactor?: number;
  /** Memory for cached list and detail answers (32 MiB when absent); 0 keeps none. */
  responseCacheBytes?: number;
  /**
   * Whether answers the database writes as JSON are parsed with the route's schema before they are sent
   * (true when absent, as in tests; the server as started by startServer sends them as written).
   */
  checkWrittenAnswers?: boolean;
  /** Social sign-in credentials and endpoints (GOOGLE_CLIENT_ID, ...); none configured when absent. */
  env?: NodeJS.ProcessEnv;
  /** The key of encrypted admin settings; without one, storing or reading a secret answers 503. */
  settingsKey?: SettingsKeySource;
  /** How citation sources reach their services and sites (tests point them at local stand-ins). */
  citationSources?: Pick<CitationSourceRegistryDeps, 'keyed' | 'openStreetMap' | 'listingPages'>;
  /** The business-data provider; when absent, the sandbox or Data Axle as the admin settings say. */
  provider?: BusinessDataProvider;
  /** Where the Data Axle client sends its calls (tests point it at a local server); Data Axle's own when absent. */
  dataAxle?: Omit<DataAxleProviderOptions, 'apiKey'>;
  /** The PostgreSQL database's URL, for pg-boss; batches run in this process without it. */
  databaseUrl?: string;
  /** How often the scheduler looks for due citation rescans and report emails; a minute when absent. */
  scheduleTickMs?: number;
  /** Loads a brand's logo for PDF reports; fetched from its https address when absent. */
  loadLogo?: (url: string) => Promise<Uint8Array | null>;
  /** When given, every request must carry this secret and name an allowed host (a server for one local client). */
  launchGuard?: LaunchGuardOptions;
  /** Looks up the DNS TXT records that prove custom domains (tests give a fake); the system's resolver when absent. */
  resolveTxt?: TxtResolver;
  /** How long one custom-domain check may wait for DNS; 8 seconds when absent. */
  dnsTimeoutMs?: number;
  /** What the Google Business Profile clients are built with (tests give clocks and sleeps that do not wait). */
  googleBusiness?: ResilientClientOverrides;
}

/**
 * The app, the queue of its background batches and the scheduler of citation rescans and report
 * emails, which the caller starts once listening and stops on close.
 */
export type App = express.Express & { jobs: JobQueue; scheduler: Scheduler };

const DEFAULT_SCHEDULE_TICK_MS = 60_000;

/** Builds the whole app from its dependencies; no globals, so each test can have its own. */
export function createApp(deps: AppDeps): App {
  const logger = deps.logger ?? silentLogger;
  const clock = deps.clock ?? (() => new Date());
  const { repositories } = deps.database;
  const audit = createAuditService(repositories.auditLog, clock);
  const settingsKey = deps.settingsKey ?? unavailableSettingsKey('No settings encryption key was given to this server.');
  const settings = createSettingsService({
    repository: repositories.adminSettings,
    keys: settingsKey,
    audit,
  });
  const mail = createMailService({ fromEnvironment: deps.smtp, settings, logger });
  const rateLimiter = createRateLimiter(repositories.rateLimits, clock, deps.rateLimitFactor);
  const quota = createProviderQuota(rateLimiter, repositories.organizations);
  const auth = createAuthService({
    repositories,
    hasher: deps.hasher ?? createArgon2Hasher(),
    clock,
    mail,
    rateLimiter,
    logger,
    publicUrl: deps.publicUrl,
    sessions: deps.sessions,
  });
  const socialAuth = {
    auth,
    settings,
    publicUrl: deps.publicUrl,
    env: deps.env ?? {},
    logger,
    clock,
  };
  const organizations = createOrganizationService({ repositories, mail, audit, clock, rateLimiter, publicUrl: deps.publicUrl });
  const branding = createBrandingService(repositories.organizations, deps.publicUrl);
  const domains = createDomainVerificationService({
    organizations: repositories.organizations,
    audit,
    clock,
    publicUrl: deps.publicUrl,
    resolveTxt: deps.resolveTxt ?? systemTxtResolver(),
    rateLimiter,
    timeoutMs: deps.dnsTimeoutMs,
  });
  const providerSwitch = createProviderSwitch({
    environment: () => readProviderEnvironment(settings),
    apiKey: () => settings.value(DATA_AXLE_API_KEY_SETTING),
    sandbox: createSandboxProvider({ clock }),
    dataAxle: (apiKey) => createDataAxleProvider({ clock, ...deps.dataAxle, apiKey }),
  });
  const provider = deps.provider ?? providerSwitch;
  const env = deps.env ?? {};
  const directoryOfHost = directoryOfHostIn(DIRECTORY_CATALOGUE);
  // Test-only: addresses listing pages may be read from besides public ones (a local directory in the
  // end-to-end tests). Never set in production: it opens those addresses to every tenant's listing URLs.
  const pageAddresses = (env.LISTING_PAGES_ALLOW_ADDRESSES ?? '').split(',').map((address) => address.trim()).filter(Boolean);
  const pageAddressAllowed = (address: string) => pageAddresses.includes(address) || isPublicAddress(address);
  const citationSources = createCitationSourceRegistry({
    ...deps.citationSources,
    ...(pageAddresses.length > 0 && !deps.citationSources?.listingPages ? { listingPages: { isAllowedAddress: pageAddressAllowed } } : {}),
    settings,
    env,
    environment: () => readProviderEnvironment(settings),
    userAgent: citewiseUserAgent({
      version: deps.version,
      publicUrl: deps.publicUrl,
      // Only an address given for this purpose: sites and Nominatim's operators see it.
      contact: env.CONTACT_EMAIL ?? '',
    }),
    directoryOfHost,
  });
  const activity = createActivityService(repositories.activity, clock);
  const google = createGoogleBusinessService({
    repositories,
    settings,
    env,
    keys: settingsKey,
    publicUrl: deps.publicUrl,
    desktop: deps.launchGuard !== undefined,
    environment: () => readProviderEnvironment(settings),
    rateLimiter,
    quota,
    clock,
    client: deps.googleBusiness,
  });
  const googleAnalytics = createGoogleAnalytics({ repositories, google, quota, clock });
  const integrationStatus = () => readIntegrationStatus(settings, async () => (await citationSources.enabled()).length > 0);
  const businesses = createBusinessService({ repositories, provider, quota, activity, integrationStatus, clock });
  const imports = createBusinessImportService({ repositories, activity });
  const listings = createListingService({ repositories, provider, quota, activity, integrationStatus, clock });
  const dashboard = createDashboardService({ repositories, activity, clock });
  const providerService = createProviderService({ repositories, provider, quota, businesses, activity, integrationStatus, clock, googleAnalytics });
  const citationScans = createCitationScanService({
    repositories,
    provider,
    quota,
    sources: citationSources,
    linkedSource: async (organizationId, businessId) => {
      const linked = await google.linked(organizationId, businessId);
      return linked ? createGoogleBusinessSource(linked.client, linked.link) : null;
    },
    activity,
    mail,
    integrationStatus,
    clock,
    logger,
    publicUrl: deps.publicUrl,
  });
  const citationMarks = createCitationMarkService({ repositories, directoryOfHost, isAllowedAddress: pageAddressAllowed });
  const citationIssues = createCitationIssueService({ repositories, provider, activity, clock });
  const citationSourceValues = createCitationSourceValueService({ repositories, quota, sources: citationSources, clock });
  const batchWorker = createBatchWorker({
    repositories,
    businesses,
    matching: providerService,
    scans: citationScans,
    google,
    integrationStatus,
    clock,
    logger,
  });
  const jobs = createJobQueue(deps.database, batchWorker, { databaseUrl: deps.databaseUrl, logger });
  const batches = createBatchService({ repositories, provider, queue: jobs, integrationStatus });
  const citationSchedules = createCitationScheduleService({ repositories, queue: jobs, integrationStatus, clock, logger });
  const reports = createReportService({ repositories, provider, quota, integrationStatus, clock, listingExport: listings, googleAnalytics });
  const reportPdfs = createReportPdfService({ repositories, reports, loadLogo: deps.loadLogo ?? ((url) => fetchLogo(url)) });
  const reportRecipients = createReportRecipientService({ repositories, mail, rateLimiter, clock, publicUrl: deps.publicUrl });
  const reportSchedules = createReportScheduleService({
    repositories,
    pdf: (context, period) => reportPdfs.render(context, { period }),
    mail,
    recipients: reportRecipients,
    rateLimiter,
    publicUrl: deps.publicUrl,
    clock,
    logger,
  });
  const scheduledWork = [
    { name: 'citation scans', runDue: citationSchedules.runDue },
    { name: 'reports', runDue: reportSchedules.runDue },
    { name: 'list JSON', runDue: () => writeMissingListJson(repositories) },
  ];
  const scheduler = createScheduledWorkRunner({
    // Each kind in its own try, so one failing does not keep the other from running.
    runDue: () =>
      Promise.all(
        scheduledWork.map(({ name, runDue }) =>
          runDue().catch((error: unknown) => logger.error(`Looking for scheduled ${name} failed; the next round tries again`, error)),
        ),
      ),
    intervalMs: deps.scheduleTickMs ?? DEFAULT_SCHEDULE_TICK_MS,
    logger,
  });
  // Built on the first request for it, not at start: generating it takes a few hundred milliseconds.
  let openApi: ReturnType<typeof buildOpenApiDocument> | undefined;

  const app = Object.assign(express(), { jobs, scheduler });
  app.disable('x-powered-by');
  if (deps.trustProxy !== undefined) app.set('trust proxy', deps.trustProxy);
  const setSecurityHeaders = securityHeaders();
  // Each step before the contract's routes is repeated by plain-api or leaves its requests to Express
  // (plain-api.test.ts holds the list).
  app.use(function securityHeadersStep(_req, res, next) {
    setSecurityHeaders(res);
    next();
  });
  if (deps.launchGuard) app.use(launchGuard(deps.launchGuard));

  const responseCacheBytes = deps.responseCacheBytes ?? DEFAULT_RESPONSE_CACHE_MB * 1024 * 1024;
  // A request's session is read once, whether the import's gate below or its route asks first.
  const sessionOf = new WeakMap<express.Request, ReturnType<Guards['authenticate']>>();
  const guards: Guards = {
    authenticate: (req) => {
      let session = sessionOf.get(req);
      if (!session) sessionOf.set(req, (session = auth.authenticate(req.get('authorization'))));
      return session;
    },
    resolveOrganization: organizations.resolve,
    responseCache: responseCacheBytes > 0 ? createResponseCache(responseCacheBytes, clock) : undefined,
    checkWrittenAnswers: deps.checkWrittenAnswers ?? true,
  };

  const api = express.Router();
  // The import's larger body is read only for a signed-in caller, and parsed first; the generic parser
  // then leaves it alone.
  api.post(contract.businesses.importCsv.path, signedInOnly(guards.authenticate), express.json({ limit: IMPORT_BODY_LIMIT }));
  // Every request's body, reads too: a malformed one is refused wherever it is sent.
  api.use(express.json({ limit: '1mb' }));
  // API answers only: the built app's files below carry their own caching. The path is tested rather
  // than the middleware mounted at /api, which cuts and restores every request's URL.
  api.use(function noStoreStep(req, res, next) {
    if (API_PATH.test(req.path)) res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.get('/api/openapi.json', (_req, res) => {
    res.json((openApi ??= buildOpenApiDocument(contract, deps.version)));
  });
  // Before the contract's routes: it also guards the code exchange. Its routes are all under /api/auth/,
  // so no other request tries them.
  const socialAuthRouter = createSocialAuthRouter(socialAuth);
  api.use(function socialAuthStep(req, res, next) {
    if (SOCIAL_AUTH_PATH.test(req.path)) socialAuthRouter(req, res, next);
    else next();
  });
  // Every contract's route in one table, at this place in the chain.
  const routes = createRouteTable();
  api.use(routes.middleware);
  mountContract(
    routes,
    contract.auth,
    authHandlers(auth, {
      mail,
      organizations,
      configuredProviders: () => configuredProviders(socialAuth),
    }),
    guards,
  );
  mountContract(routes, contract.organizations, organizationHandlers(organizations, branding, domains), guards);
  mountContract(routes, contract.partner, partnerHandlers(createPartnerService({ repositories, organizations, audit })), guards);
  mountContract(routes, contract.businesses, businessHandlers(businesses, imports), guards);
  mountContract(routes, contract.listings, listingHandlers(listings), guards);
  mountContract(routes, contract.dashboard, dashboardHandlers(dashboard), guards);
  mountContract(routes, contract.provider, providerHandlers(integrationStatus, listings, providerService, batches), guards);
  mountContract(routes, contract.citations, citationHandlers(citationIssues, citationScans, citationSchedules, batches, citationMarks, citationSourceValues), guards);
  mountContract(routes, contract.googleBusiness, googleBusinessHandlers(google, batches), guards);
  mountContract(routes, contract.reports, reportHandlers(reports, reportPdfs, reportSchedules, reportRecipients), guards);
  mountContract(
    routes,
    contract.admin,
    adminHandlers(createAdminService({ repositories, organizations, audit, provider, clock }), integrationStatus),
    guards,
  );
  mountContract(routes, contract.adminSettings, adminSettingsHandlers(settings, providerSwitch, integrationStatus), guards);
  mountContract(routes, contract.adminCitationSources, citationSourceSettingsHandlers({ settings, citationSources }), guards);
  mountContract(routes, contract.system, systemHandlers(deps.database, deps.version), guards);
  api.use('/api', apiNotFound);

  app.use(api);
  if (deps.staticDir) {
    app.use(
      rendererStatic(deps.staticDir, {
        prerendered: deps.launchGuard === undefined,
        brandForHost: async (host) => {
          const organization = await branding.forHost(host);
          return organization ? toBrand(organization) : undefined;
        },
      }),
    );
  }
  app.use(errorHandler(logger));
  // A desktop server's requests all pass its launch guard in Express's chain first.
  if (!deps.launchGuard) servePlainApiFirst({ app, routes, apiPath: API_PATH, servedEarlier: SERVED_BEFORE_CONTRACT, setSecurityHeaders, logger });
  return app;
}
