import { Select } from '../ui/select';

interface FilterSelectProps<T extends string> {
  label: string;
  /** the first option, '' (no filter) */
  allLabel: string;
  value: T | '';
  values: readonly T[];
  labelOf: (value: T) => string;
  onChange: (value: T | '') => void;
}

/** A staff list's filter: "all" or one of the values, its visible label kept for screen readers. */
export function FilterSelect<T extends string>({
  label,
  allLabel,
  value,
  values,
  labelOf,
  onChange,
}: FilterSelectProps<T>) {
  return (
    <Select
      label={label}
      hideLabel
      value={value}
      onChange={(e) => onChange(e.target.value as T | '')}
      options={[{ value: '', label: allLabel }, ...values.map((v) => ({ value: v, label: labelOf(v) }))]}
    />
  );
}
