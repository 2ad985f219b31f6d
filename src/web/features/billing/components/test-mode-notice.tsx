import { Alert } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BILLING_MESSAGES } from '../../../../core/billing';

/** The local provider's label: plans work, nobody pays. */
export function TestModeNotice({ children }: { children?: ReactNode }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconFlask size={20} aria-hidden />}
      title={BILLING_MESSAGES.testMode}
      data-testid="billing-test-mode"
    >
      {children}
    </Alert>
  );
}
