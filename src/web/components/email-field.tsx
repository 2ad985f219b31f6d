import { TextInput, type TextInputProps } from '@mantine/core';

/** The account's e-mail input, as every sign-in, sign-up and profile form asks for it. */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      required
      withAsterisk={false}
      {...props}
    />
  );
}
