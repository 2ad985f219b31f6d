import { z } from 'zod';
import { MESSAGES } from './messages';

export const MIN_PASSWORD_LENGTH = 6;

export const loginSchema = z.object({
  email: z.string().trim().min(1, MESSAGES.loginMissing),
  password: z.string().min(1, MESSAGES.loginMissing),
});

export const signupSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, MESSAGES.signupMissing)
      .email('Please enter a valid email address'),
    password: z
      .string()
      .min(1, MESSAGES.signupMissing)
      .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort),
    confirmPassword: z.string().min(1, MESSAGES.signupMissing),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.signupPasswordsDontMatch,
    path: ['confirmPassword'],
  });

export const requestResetSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address')
    .email('Please enter a valid email address'),
});

export const resetPasswordSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, MESSAGES.resetPasswordTooShort),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z
      .string()
      .min(1, 'New password is required')
      .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort),
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
