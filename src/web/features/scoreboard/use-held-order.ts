import { useIsMutating } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Team } from '../../../core/game';
import { scoreMutationKey } from './api/update-team-score';
import { arrangeTeams, sortTeams } from './team-order';

/** How long the rows wait after the last score change before they sort by score. */
export const SORT_PAUSE_MS = 3000;

function hasSameOrder(a: Team[], b: Team[]): boolean {
  return a.length === b.length && a.every((team, index) => team.id === b[index]?.id);
}

/**
 * The scoreboard's rows in the order to show. A score click holds the order as it is, so the
 * button under the host's pointer stays on the same team however the scores change; the rows
 * sort by score once no click has come for SORT_PAUSE_MS, no change is still on its way and
 * the pointer is off the table, or at once with `sortByScore`.
 */
export function useHeldOrder(teams: Team[]) {
  const [heldIds, setHeldIds] = useState<string[] | null>(null);
  const [isPauseOver, setIsPauseOver] = useState(false);
  const [isPointerOver, setIsPointerOver] = useState(false);
  const [sortCount, setSortCount] = useState(0);
  const pendingChanges = useIsMutating({ mutationKey: scoreMutationKey });
  const tbodyRef = useRef<HTMLTableSectionElement>(null);
  const focusedRef = useRef<Element | null>(null);

  const ranked = sortTeams(teams);
  const rows = heldIds ? arrangeTeams(teams, heldIds) : ranked;
  const isSorted = hasSameOrder(rows, ranked);

  /** Before a score change: the rows stay as shown; a new array restarts the pause. */
  function holdOrder() {
    setHeldIds(rows.map((team) => team.id));
    setIsPauseOver(false);
  }

  const release = useCallback((isMoving: boolean) => {
    if (isMoving) {
      // Moving a row drops the focus from its buttons; it is given back after the move.
      focusedRef.current = document.activeElement;
      setSortCount((count) => count + 1);
    }
    setHeldIds(null);
    setIsPauseOver(false);
  }, []);

  useEffect(() => {
    if (!heldIds || pendingChanges > 0) return;
    const timer = setTimeout(() => setIsPauseOver(true), SORT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [heldIds, pendingChanges]);

  useEffect(() => {
    if (isPauseOver && !isPointerOver) release(!isSorted);
  }, [isPauseOver, isPointerOver, isSorted, release]);

  useLayoutEffect(() => {
    if (sortCount === 0) return;
    const focused = focusedRef.current;
    focusedRef.current = null;
    if (
      focused instanceof HTMLElement &&
      focused.isConnected &&
      document.activeElement !== focused
    ) {
      focused.focus({ preventScroll: true });
    }
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      tbodyRef.current?.animate([{ opacity: 0.3 }, { opacity: 1 }], {
        duration: 400,
        easing: 'ease-out',
      });
    }
  }, [sortCount]);

  return {
    rows,
    isSorted,
    /** The pause is over but a mouse rests on the rows: they sort once it leaves. */
    isWaitingForPointer: heldIds !== null && isPauseOver && isPointerOver && !isSorted,
    holdOrder,
    sortByScore: () => release(!isSorted),
    tbodyRef,
    /** On the element around the table: a mouse resting on the rows keeps them still. */
    pointerHandlers: {
      onPointerEnter: () => setIsPointerOver(true),
      onPointerLeave: () => setIsPointerOver(false),
    },
  };
}
