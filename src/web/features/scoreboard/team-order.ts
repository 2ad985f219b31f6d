import type { Team } from '../../../core/game';

/** The server's order: best score first, then the team added first. */
export function sortTeams(teams: Team[]): Team[] {
  return [...teams].sort((a, b) => b.score - a.score || a.created_at.localeCompare(b.created_at));
}

/** Ranks for sorted teams; tied scores share a rank (1, 1, 3). */
export function rankTeams(sortedTeams: Team[]): number[] {
  return sortedTeams.map((team, index) => {
    const firstWithScore = sortedTeams.findIndex((t) => t.score === team.score);
    return firstWithScore === -1 ? index + 1 : firstWithScore + 1;
  });
}
