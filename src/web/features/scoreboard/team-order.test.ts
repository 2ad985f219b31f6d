import { describe, expect, it } from 'vitest';
import type { Team } from '../../../core/game';
import { arrangeTeams, rankTeams, sortTeams } from './team-order';

function team(id: string, score: number, minute: number): Team {
  return {
    id,
    name: id,
    score,
    created_at: `2026-01-01T20:${String(minute).padStart(2, '0')}:00Z`,
  };
}

const alpha = team('alpha', 20, 0);
const bravo = team('bravo', 0, 1);
const charlie = team('charlie', 30, 2);

describe('the scoreboard order', () => {
  it('sorts by score, then the team added first', () => {
    expect(sortTeams([bravo, team('delta', 0, 0), alpha]).map((t) => t.id)).toEqual([
      'alpha',
      'delta',
      'bravo',
    ]);
  });

  it('ranks from the scores in any order, ties sharing a rank', () => {
    expect(rankTeams([alpha, bravo, charlie])).toEqual([2, 3, 1]);
    expect(rankTeams([bravo, team('delta', 20, 3), alpha, charlie])).toEqual([4, 2, 2, 1]);
    expect(rankTeams([])).toEqual([]);
  });

  it('keeps a held order, drops removed teams and puts added ones under the rest', () => {
    const delta = team('delta', 0, 3);
    const shown = arrangeTeams([charlie, delta, bravo], ['alpha', 'bravo', 'charlie']);
    expect(shown.map((t) => t.id)).toEqual(['bravo', 'charlie', 'delta']);
  });
});
