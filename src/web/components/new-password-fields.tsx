import type { PasswordInputProps } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '../../core/auth-forms';
import { PasswordField } from './password-field';

interface NewPasswordFieldsProps {
  /** 'Password' on sign-up, 'New password' where one is replaced; the second reads 'Confirm …'. */
  label: 'Password' | 'New password';
  /** The form's props for each input (value, onChange, error). */
  passwordProps: PasswordInputProps;
  confirmationProps: PasswordInputProps;
}

/** A new password and its confirmation, with the length rule (spec 5) said and set on both. */
export function NewPasswordFields({
  label,
  passwordProps,
  confirmationProps,
}: NewPasswordFieldsProps) {
  const shared = {
    autoComplete: 'new-password',
    required: true,
    withAsterisk: false,
    minLength: MIN_PASSWORD_LENGTH,
  };
  return (
    <>
      <PasswordField
        label={label}
        description={`At least ${MIN_PASSWORD_LENGTH} characters`}
        {...shared}
        {...passwordProps}
      />
      <PasswordField label={`Confirm ${label.toLowerCase()}`} {...shared} {...confirmationProps} />
    </>
  );
}
