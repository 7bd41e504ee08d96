import type { ButtonHTMLAttributes } from 'react';

// The classes themselves (`button`, `button-<variant>`, `button-<size>`) are in src/index.css, in the
// components layer, so that a utility in `className` always wins over them.
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
type ButtonSize = 'sm' | 'md';

/**
 * The classes of a button of this variant and size, then `className`: its utilities override the
 * button's own (a link that looks like a button uses this).
 */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className = '',
): string {
  return `button button-${variant} button-${size} ${className}`.trim();
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
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
