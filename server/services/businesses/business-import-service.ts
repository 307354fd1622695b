import { z } from 'zod';
import { BUSINESS_FIELDS, businessInputSchema, type ValidBusinessInput } from '../../../shared/contract/business-fields';
import type { ImportRow, businessesContract } from '../../../shared/contract/businesses';
import type { RouteResponse } from '../../../shared/contract/route';
import { WEEKDAYS, formatDayHours, type BusinessHours } from '../../../shared/domain/business-hours';
import { businessLimitMessage } from '../../../shared/domain/plans';
import type { BusinessRecord, BusinessUpdate, NewBusiness } from '../../db/records';
import type { Repositories } from '../../db/repositories';
import type { OrganizationContext } from '../organizations/organization-context';
import type { ActivityService } from './activity-service';
import { BUSINESS_CSV_HEADER, businessCsvRecord, readBusinessCsv, type BusinessCsvRow } from './business-csv';
import { formatCsv } from '../infrastructure/csv';
import { inTurns } from '../infrastructure/in-turns';
import { BATCH_SIZE, inBatches } from '../infrastructure/in-batches';

export type ImportResult = RouteResponse<typeof businessesContract.importCsv>;

/** Name, address and ZIP with case and spaces ignored: how a row without an id finds its business. */
function identityOf(business: Pick<BusinessRecord, 'name' | 'address' | 'zipCode'>): string {
  return [business.name, business.address, business.zipCode].map((text) => text.toLowerCase().replace(/\s+/g, '')).join('\n');
}

function sameHours(a: BusinessHours, b: BusinessHours): boolean {
  return WEEKDAYS.every((day) => formatDayHours(a[day]) === formatDayHours(b[day]));
}

/** The row's changes to the business: only the columns the file has, and only what differs. */
function changesOf(business: BusinessRecord, input: ValidBusinessInput, row: BusinessCsvRow): BusinessUpdate {
  const changes: BusinessUpdate = {};
  for (const field of BUSINESS_FIELDS) {
    const value = input[field];
    // Undefined: the file has no such column, so the stored value stays.
    if (value !== undefined && value !== business[field]) Object.assign(changes, { [field]: value });
  }
  if (row.hourColumns.length > 0) {
    const hours: BusinessHours = { ...business.hours };
    for (const day of row.hourColumns) delete hours[day];
    Object.assign(hours, row.hours);
    if (!sameHours(hours, business.hours)) changes.hours = hours;
  }
  return changes;
}

function errorRow(line: number, name: string, errors: Record<string, string[]>): ImportRow {
  return { line, action: 'error', name, businessId: null, errors };
}

/** The row's problems by field: unreadable cells, then the Add Business form's rules. */
function validate(row: BusinessCsvRow): { input: ValidBusinessInput } | { errors: Record<string, string[]> } {
  const parsed = businessInputSchema.safeParse({ ...row.fields, hours: row.hours });
  const errors: Record<string, string[]> = { ...row.errors };
  if (!parsed.success) {
    const { formErrors, fieldErrors } = z.flattenError(parsed.error);
    if (formErrors.length > 0) errors._ = formErrors;
    for (const [field, messages] of Object.entries(fieldErrors)) errors[field] = [...(errors[field] ?? []), ...(messages ?? [])];
  }
  return parsed.success && Object.keys(errors).length === 0 ? { input: parsed.data } : { errors };
}

interface ImportPlan {
  /** In file order; creations get their business's id once written. */
  rows: ImportRow[];
  creations: { row: ImportRow; business: NewBusiness }[];
  updates: { id: string; changes: BusinessUpdate }[];
}

/** What the import does with each row, decided before anything is written so a dry run tells the truth. */
async function planImport(
  rows: readonly BusinessCsvRow[],
  existing: readonly BusinessRecord[],
  context: OrganizationContext,
  actorUserId: string,
): Promise<ImportPlan> {
  const byId = new Map(existing.map((business) => [business.id, business]));
  const byIdentity = new Map<string, BusinessRecord>();
  for (const business of existing) if (!byIdentity.has(identityOf(business))) byIdentity.set(identityOf(business), business);
  const { maxBusinesses } = context.organization;
  let creatable = Math.max(0, maxBusinesses - existing.length);
  // The first line that took each business or identity, to name it in a duplicate's error.
  const lineById = new Map<string, number>();
  const lineByIdentity = new Map<string, number>();
  const plan: ImportPlan = { rows: [], creations: [], updates: [] };

  for await (const row of inTurns(rows)) {
    const name = row.fields.name?.trim() ?? '';
    const validated = validate(row);
    if ('errors' in validated) {
      plan.rows.push(errorRow(row.line, name, validated.errors));
      continue;
    }
    const { input } = validated;
    const identity = identityOf(input);
    const target = (row.id !== undefined ? byId.get(row.id) : undefined) ?? byIdentity.get(identity);
    // Rows with ids of existing businesses may share an identity (the data may hold such twins already).
    const earlier = target ? lineById.get(target.id) : lineByIdentity.get(identity);
    if (earlier !== undefined) {
      plan.rows.push(errorRow(row.line, name, { _: [`Duplicate of line ${earlier}`] }));
      continue;
    }
    if (target) {
      lineById.set(target.id, row.line);
      if (!lineByIdentity.has(identity)) lineByIdentity.set(identity, row.line);
      const changes = changesOf(target, input, row);
      // An unchanged business is not written, so that its last update keeps its meaning.
      if (Object.keys(changes).length > 0) plan.updates.push({ id: target.id, changes });
      plan.rows.push({ line: row.line, action: 'update', name: input.name, businessId: target.id, errors: {} });
      continue;
    }
    if (creatable === 0) {
      plan.rows.push(errorRow(row.line, name, { _: [businessLimitMessage(maxBusinesses)] }));
      continue;
    }
    creatable--;
    lineByIdentity.set(identity, row.line);
    const created: ImportRow = { line: row.line, action: 'create', name: input.name, businessId: null, errors: {} };
    plan.rows.push(created);
    plan.creations.push({
      row: created,
      business: { ...input, organizationId: context.organization.id, createdByUserId: actorUserId },
    });
  }
  return plan;
}

function countOf(rows: readonly ImportRow[], action: ImportRow['action']): number {
  return rows.filter((row) => row.action === action).length;
}

/** '12 created, 3 updated, 1 row with errors' */
function importSummary(created: number, updated: number, failed: number): string {
  const parts = [`${created} created`, `${updated} updated`];
  if (failed > 0) parts.push(`${failed} ${failed === 1 ? 'row' : 'rows'} with errors`);
  return parts.join(', ');
}

/** CSV import and export of an organization's businesses. */
export function createBusinessImportService(deps: { repositories: Repositories; activity: ActivityService }) {
  const { businesses } = deps.repositories;

  const businessesOf = (organizationId: string) =>
    inBatches((afterId) => businesses.batchByOrganization(organizationId, afterId, BATCH_SIZE));

  return {
    /** A dry run answers what a real run would do; a real run imports the valid rows and reports the rest. */
    async importCsv(context: OrganizationContext, actorUserId: string, csv: string, dryRun: boolean): Promise<ImportResult> {
      const reading = await readBusinessCsv(csv);
      if (!reading.ok) {
        return { dryRun, rows: [errorRow(reading.line, '', { _: reading.messages })], created: 0, updated: 0, failed: 1 };
      }
      const existing: BusinessRecord[] = [];
      for await (const business of businessesOf(context.organization.id)) existing.push(business);
      const plan = await planImport(reading.rows, existing, context, actorUserId);
      const result: ImportResult = {
        dryRun,
        rows: plan.rows,
        created: countOf(plan.rows, 'create'),
        updated: countOf(plan.rows, 'update'),
        failed: countOf(plan.rows, 'error'),
      };
      if (dryRun) return result;

      if (plan.creations.length > 0) {
        const created = await businesses.createMany(plan.creations.map((creation) => creation.business));
        // Creations have distinct identities, so each finds its record whatever order they come back in.
        const idByIdentity = new Map(created.map((business) => [identityOf(business), business.id]));
        for (const { row, business } of plan.creations) row.businessId = idByIdentity.get(identityOf(business)) ?? null;
      }
      for (const { id, changes } of plan.updates) await businesses.update(context.organization.id, id, changes);
      if (result.created + result.updated > 0) {
        await deps.activity.record({
          organizationId: context.organization.id,
          actorUserId,
          kind: 'businesses_imported',
          title: 'Businesses imported',
          description: importSummary(result.created, result.updated, result.failed),
        });
      }
      return result;
    },

    /** Every business in id order, in the layout import reads back. */
    async exportBusinesses(organizationId: string): Promise<string> {
      const records = [BUSINESS_CSV_HEADER];
      for await (const business of businessesOf(organizationId)) records.push(businessCsvRecord(business));
      return formatCsv(records);
    },
  };
}

export type BusinessImportService = ReturnType<typeof createBusinessImportService>;
