import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './answer-panel.module.css';

/** Where a revealed answer stands: a round's question card and the tie-breaker's list. */
export function AnswerPanel({ children }: { children: ReactNode }) {
  return <Box className={classes.panel}>{children}</Box>;
}
