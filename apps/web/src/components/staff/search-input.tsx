import { Input } from '../ui/input';

interface SearchInputProps {
  /** read to screen readers, and shown as the placeholder */
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  className?: string;
}

/** The search box of a staff list or chooser: its label is its placeholder. */
export function SearchInput({ label, value, onChange, error, className }: SearchInputProps) {
  return (
    <Input
      label={label}
      hideLabel
      type="search"
      placeholder={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      className={className}
    />
  );
}
