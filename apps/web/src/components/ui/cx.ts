/** Joins class names, skipping empty ones (a 10-line stand-in for clsx). */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
