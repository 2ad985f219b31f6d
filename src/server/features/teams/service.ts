import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Team } from '../../../core/game';
import type { Database } from '../../db/client';
import { teams } from '../../db/schema';
import { notFound } from '../../http/errors';

const TEAM_NOT_FOUND = 'Team not found';

function toTeam(row: typeof teams.$inferSelect): Team {
  return { id: row.id, name: row.name, score: row.score, created_at: row.createdAt.toISOString() };
}

/** The host's own teams, best score first. */
export async function listTeams(database: Database, userId: string): Promise<Team[]> {
  const rows = await database.db
    .select()
    .from(teams)
    .where(eq(teams.createdBy, userId))
    .orderBy(desc(teams.score), asc(teams.createdAt));
  return rows.map(toTeam);
}

export async function createTeam(database: Database, userId: string, name: string): Promise<Team> {
  const [row] = await database.db
    .insert(teams)
    .values({ name, createdBy: userId, score: 0 })
    .returning();
  return toTeam(row);
}

/** One atomic update, floored at 0, so concurrent +10/-10 clicks never lose a change. */
export async function changeScore(
  database: Database,
  userId: string,
  id: string,
  delta: number,
): Promise<Team> {
  const [row] = await database.db
    .update(teams)
    .set({ score: sql`greatest(0, ${teams.score} + ${delta})` })
    .where(and(eq(teams.id, id), eq(teams.createdBy, userId)))
    .returning();
  if (!row) throw notFound(TEAM_NOT_FOUND);
  return toTeam(row);
}

export async function deleteTeam(database: Database, userId: string, id: string): Promise<void> {
  const rows = await database.db
    .delete(teams)
    .where(and(eq(teams.id, id), eq(teams.createdBy, userId)))
    .returning({ id: teams.id });
  if (rows.length === 0) throw notFound(TEAM_NOT_FOUND);
}
