import { Button } from '@mantine/core';

/** A profile form's submit button, at the start of its row rather than stretched. */
export function SaveButton({ isPending, children }: { isPending: boolean; children: string }) {
  return (
    <Button type="submit" loading={isPending} style={{ alignSelf: 'flex-start' }}>
      {children}
    </Button>
  );
}
