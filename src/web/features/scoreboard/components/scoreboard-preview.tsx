import { Button, Table, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { GAME_MESSAGES } from '../../../../core/game';
import { SectionCard } from '../../../components/section-card';
import { useTeams } from '../../../lib/teams-query';
import { rankTeams, sortTeams } from '../team-order';

const PREVIEW_SIZE = 3;

/** The dashboard's scoreboard card: the top 3 teams and a link to the full scoreboard. */
export function ScoreboardPreview() {
  const teams = useTeams();
  // The standings as they are, whatever order the scoreboard page is holding its rows in.
  const standings = sortTeams(teams.data ?? []);
  const ranks = rankTeams(standings);
  const top = standings.slice(0, PREVIEW_SIZE);

  return (
    <SectionCard title="Scoreboard" icon={<IconTrophy size={24} aria-hidden />} titleSize="h3">
      {teams.isPending ? (
        <Text c="dimmed" mb="md">
          {GAME_MESSAGES.teamsLoading}
        </Text>
      ) : teams.isError ? (
        <Text c="red.8" mb="md">
          {teams.error.message}
        </Text>
      ) : top.length === 0 ? (
        <Text c="dimmed" mb="md">
          {GAME_MESSAGES.teamsEmpty}
        </Text>
      ) : (
        <Table verticalSpacing="xs" mb="md" aria-label="Top teams">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>Rank</Table.Th>
              <Table.Th>Team</Table.Th>
              <Table.Th ta="right">Score</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {top.map((team, index) => (
              <Table.Tr key={team.id}>
                <Table.Td fw={700}>{ranks[index]}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{team.name}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {team.score}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Button component={Link} to="/scoreboard" size="md" variant="light" mt="auto" fullWidth>
        View Full Scoreboard
      </Button>
    </SectionCard>
  );
}
