/**
 * Set-oriented helpers for seeding and indexing: many rows per statement, the same on PGlite and
 * node-postgres. Rows travel as one JSON parameter and are unpacked by json_populate_recordset,
 * so a statement carries thousands of rows without hitting the 65,535-parameter limit and
 * PostgreSQL parses one short query instead of a huge VALUES list.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "./connect";

/** A row keyed by database column names (snake_case), as json_populate_recordset maps them. */
export type ColumnRow = Record<string, string | number | boolean | null>;

/**
 * Inserts rows into `table`, `chunkSize` per statement. Only the listed columns are written, so
 * the others keep their defaults (identity ids, timestamps).
 */
export async function bulkInsert(db: Database, table: string, columns: readonly string[], rows: readonly ColumnRow[], chunkSize = 5_000): Promise<void> {
  const columnList = sql.join(columns.map((column) => sql.identifier(column)), sql`, `);
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${columnList}) select ${columnList} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(chunk)}::json)`,
    );
  }
}

/** Rows of a raw query as plain objects (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
