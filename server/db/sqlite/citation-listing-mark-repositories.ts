import { and, asc, eq } from 'drizzle-orm';
import type { CitationListingMarkRepository } from '../repositories';
import { citationListingMarks } from './schema';
import type { SqliteDb } from './sqlite-repositories';

export function createSqliteCitationListingMarkRepository(db: SqliteDb): CitationListingMarkRepository {
  const t = citationListingMarks;
  return {
    list: async (organizationId, businessId) =>
      db
        .select()
        .from(t)
        .where(and(eq(t.organizationId, organizationId), eq(t.businessId, businessId)))
        .orderBy(asc(t.createdAt), asc(t.id))
        .all(),
    add: async (mark) => db.insert(t).values(mark).returning().get(),
    delete: async (organizationId, businessId, id) =>
      db
        .delete(t)
        .where(and(eq(t.id, id), eq(t.organizationId, organizationId), eq(t.businessId, businessId)))
        .run().changes > 0,
  };
}
