import type { Team } from '../../../core/game';

/** The server's order: best score first, then the team added first. */
export function sortTeams(teams: Team[]): Team[] {
  return [...teams].sort((a, b) => b.score - a.score || a.created_at.localeCompare(b.created_at));
}

/**
 * Each team's rank from the scores alone, whatever order the teams are shown in, so ranks
 * stay right while the rows hold still: tied scores share a rank (1, 1, 3).
 */
export function rankTeams(teams: Team[]): number[] {
  return teams.map((team) => 1 + teams.filter((other) => other.score > team.score).length);
}

/**
 * The teams in a held order (ids): teams in `heldIds` keep their places, removed ones drop
 * out and teams added since go under them, so no row already on screen moves.
 */
export function arrangeTeams(teams: Team[], heldIds: string[]): Team[] {
  const place = new Map(heldIds.map((id, index) => [id, index]));
  const held = teams
    .filter((team) => place.has(team.id))
    .sort((a, b) => place.get(a.id)! - place.get(b.id)!);
  const added = sortTeams(teams.filter((team) => !place.has(team.id)));
  return [...held, ...added];
}
