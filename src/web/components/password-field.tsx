import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password input with a show/hide toggle that keyboard users can reach. The toggle's
 * name leaves out the word "password" so the field is the only control labelled so.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show or hide characters' }}
      {...props}
    />
  );
}
