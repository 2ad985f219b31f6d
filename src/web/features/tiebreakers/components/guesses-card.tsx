import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash, IconTrophy } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { TEAM_NAME_MAX } from '../../../../core/game';
import { sameText } from '../../../../core/questions';
import {
  type ClosestResult,
  closestGuesses,
  formatNumber,
  GUESSES_MAX,
  type Guess,
  saveGuessesSchema,
  TIEBREAKER_MESSAGES,
} from '../../../../core/tiebreakers';
import { useTeams } from '../../../lib/teams-query';
import { useSaveGuesses } from '../api/save-guesses';

/** How long typing pauses before the guesses are saved. */
const SAVE_DELAY_MS = 500;

interface GuessRow {
  key: number;
  team: string;
  /** A scoreboard team's row: its name is fixed. */
  isScoreboard: boolean;
  /** '' until a number is typed. */
  guess: number | string;
}

interface GuessesCardProps {
  answer: number;
  unit: string | null;
  /** The guesses the server keeps for this question. */
  saved: readonly Guess[];
}

/**
 * The teams' guesses for a closest-number question in use: a row per scoreboard team, free
 * rows for any other team, and the winner as the guesses are typed. The rows are saved on the
 * server a moment after typing stops, so a reload or another device shows them.
 */
export function GuessesCard(props: GuessesCardProps) {
  const teams = useTeams();
  // The rows are laid out once the scoreboard has answered (or failed: free rows only).
  if (teams.isPending) return null;
  return <GuessesEditor {...props} teamNames={teams.data?.map((t) => t.name) ?? []} />;
}

function initialRows(teamNames: readonly string[], saved: readonly Guess[], nextKey: () => number) {
  const rows: GuessRow[] = teamNames.map((team) => ({
    key: nextKey(),
    team,
    isScoreboard: true,
    guess: saved.find((g) => sameText(g.team, team))?.guess ?? '',
  }));
  for (const g of saved) {
    if (!teamNames.some((team) => sameText(team, g.team))) {
      rows.push({ key: nextKey(), team: g.team, isScoreboard: false, guess: g.guess });
    }
  }
  if (!rows.some((row) => !row.isScoreboard)) {
    rows.push({ key: nextKey(), team: '', isScoreboard: false, guess: '' });
  }
  return rows;
}

/** The rows with a number typed: a name typed without one yet is not a guess. */
function guessesOf(rows: readonly GuessRow[]) {
  return rows
    .filter((row) => typeof row.guess === 'number')
    .map((row) => ({ team: row.team, guess: row.guess as number }));
}

function GuessesEditor({
  answer,
  unit,
  saved,
  teamNames,
}: GuessesCardProps & { teamNames: string[] }) {
  const keyCounter = useRef(0);
  const nextKey = () => keyCounter.current++;
  const [rows, setRows] = useState<GuessRow[]>(() => initialRows(teamNames, saved, nextKey));
  const save = useSaveGuesses();

  const typed = guessesOf(rows);
  const checked = saveGuessesSchema.safeParse({ guesses: typed });
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  const valid = checked.success ? checked.data.guesses : null;
  const validKey = valid ? JSON.stringify(valid) : null;
  const lastSent = useRef(JSON.stringify(saved));
  const saveGuesses = save.mutate;

  useEffect(() => {
    if (validKey === null || validKey === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = validKey;
      saveGuesses(JSON.parse(validKey) as Guess[]);
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [validKey, saveGuesses]);

  const result = useMemo(() => (valid ? closestGuesses(answer, valid) : null), [answer, valid]);
  const isSaved =
    !!valid?.length && validKey === lastSent.current && !save.isPending && !save.isError;

  function update(key: number, change: Partial<GuessRow>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  }

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          Teams’ guesses
        </Title>
        <Text c="dimmed" size="sm">
          Type each team’s number. The closest guess wins.
        </Text>
        <Stack gap="xs">
          {rows.map((row, index) => (
            <Group key={row.key} gap="xs" wrap="nowrap" align="flex-end">
              {row.isScoreboard ? (
                <Text fw={600} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {row.team}
                </Text>
              ) : (
                <TextInput
                  aria-label={`Team name, row ${index + 1}`}
                  placeholder="Team name"
                  value={row.team}
                  maxLength={TEAM_NAME_MAX}
                  onChange={(event) => update(row.key, { team: event.currentTarget.value })}
                  style={{ flex: 1, minWidth: 0 }}
                />
              )}
              <NumberInput
                aria-label={row.isScoreboard ? `Guess for ${row.team}` : `Guess, row ${index + 1}`}
                placeholder="Guess"
                value={row.guess}
                onChange={(value) => update(row.key, { guess: value })}
                hideControls
                w={{ base: 120, sm: 180 }}
              />
              {row.isScoreboard ? (
                // Keeps the scoreboard rows' numbers in line with the free rows'.
                <Box w={34} style={{ flexShrink: 0 }} aria-hidden />
              ) : (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove row ${index + 1}`}
                  onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
        <Group justify="space-between" gap="sm">
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={rows.length >= GUESSES_MAX}
            onClick={() =>
              setRows((current) => [
                ...current,
                { key: nextKey(), team: '', isScoreboard: false, guess: '' },
              ])
            }
          >
            Add a team
          </Button>
          <SaveStatus
            problem={problem}
            isSaving={save.isPending}
            error={save.isError ? save.error.message : null}
            isSaved={isSaved}
          />
        </Group>
        {result && <Outcome result={result} unit={unit} />}
      </Stack>
    </Card>
  );
}

function SaveStatus({
  problem,
  isSaving,
  error,
  isSaved,
}: {
  problem: string | null;
  isSaving: boolean;
  error: string | null;
  isSaved: boolean;
}) {
  if (problem) {
    return (
      <Text c="red.8" size="sm" fw={600} role="alert">
        {problem}
      </Text>
    );
  }
  if (error) {
    return (
      <Text c="red.8" size="sm" fw={600} role="alert">
        {TIEBREAKER_MESSAGES.guessesSaveFailed}: {error}
      </Text>
    );
  }
  return (
    <Text c="dimmed" size="sm" aria-live="polite">
      {isSaving ? 'Saving…' : isSaved ? TIEBREAKER_MESSAGES.guessesSaved : ''}
    </Text>
  );
}

/** "6 metres", "70": a distance with the answer's unit. */
function amountOf(distance: number, unit: string | null): string {
  return unit ? `${formatNumber(distance)} ${unit}` : formatNumber(distance);
}

/** "6 metres under", "70 over", "exactly right". */
function offBy(difference: number, unit: string | null): string {
  if (difference === 0) return 'exactly right';
  return `${amountOf(Math.abs(difference), unit)} ${difference < 0 ? 'under' : 'over'}`;
}

function joinNames(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function Outcome({ result, unit }: { result: ClosestResult; unit: string | null }) {
  if (result.ranked.length === 0) return null;
  const best = result.ranked[0];
  const headline = result.isExact
    ? `${joinNames(result.winners)} got it exactly right!`
    : result.isTie
      ? `Tied: ${joinNames(result.winners)}, each ${amountOf(best.distance, unit)} off`
      : `Winner: ${best.team}, ${offBy(best.difference, unit)}`;
  return (
    <Stack gap="sm">
      <Alert
        color={result.isTie ? 'yellow' : 'green'}
        variant="light"
        icon={<IconTrophy size={22} aria-hidden />}
        aria-live="polite"
      >
        <Text fw={700} fz="lg" data-testid="tiebreaker-winner">
          {headline}
        </Text>
      </Alert>
      <Table.ScrollContainer minWidth={300}>
        <Table striped aria-label="Guesses, closest first">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Team</Table.Th>
              <Table.Th ta="right">Guess</Table.Th>
              <Table.Th>How far</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.ranked.map((g) => (
              <Table.Tr key={g.team} fw={g.isWinner ? 700 : undefined}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {g.team}{' '}
                  {g.isWinner && (
                    <Badge size="sm" color={result.isTie ? 'yellow' : 'green'} variant="light">
                      {result.isTie ? 'Tied' : 'Winner'}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatNumber(g.guess)}</Table.Td>
                <Table.Td>{offBy(g.difference, unit)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
