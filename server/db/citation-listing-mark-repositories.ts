import { and, asc, eq } from 'drizzle-orm';
import type { CitationListingMarkRepository } from './repositories';
import type { SqlDialect } from './sql-dialect';

export function createCitationListingMarkRepository({ db, tables }: SqlDialect): CitationListingMarkRepository {
  const t = tables.citationListingMarks;
  return {
    list: async (organizationId, businessId) =>
      db
        .select()
        .from(t)
        .where(and(eq(t.organizationId, organizationId), eq(t.businessId, businessId)))
        .orderBy(asc(t.createdAt), asc(t.id)),
    add: async (mark) => {
      const [row] = await db.insert(t).values(mark).returning();
      return row!;
    },
    delete: async (organizationId, businessId, id) =>
      (
        await db
          .delete(t)
          .where(and(eq(t.id, id), eq(t.organizationId, organizationId), eq(t.businessId, businessId)))
          .returning({ id: t.id })
      ).length > 0,
  };
}
