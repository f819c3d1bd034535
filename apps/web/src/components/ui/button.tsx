import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-pill font-medium tracking-wide transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-plum-800 text-ivory-100 hover:bg-plum-700 active:bg-plum-900',
  secondary: 'border border-plum-800 text-plum-800 hover:bg-plum-800 hover:text-ivory-100',
  ghost: 'text-plum-800 hover:bg-blush-100',
  link: 'rounded-none px-0 text-wine-600 underline decoration-1 underline-offset-4 hover:text-wine-700',
  light: 'bg-ivory-100 text-plum-900 hover:bg-blush-100',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-4 text-sm',
  md: 'min-h-11 px-6 text-sm',
  lg: 'min-h-12 px-5 text-base sm:px-8',
};

/** The button look, for links that should read as buttons (e.g. the hero's call to action). */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return cx(BASE, VARIANTS[variant], variant === 'link' ? 'text-sm' : SIZES[size], extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}
