interface CheckboxFieldProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (next: boolean) => void;
}

/** A checkbox with its label and a line of explanation, framed as a card of a staff form. */
export function CheckboxField({ label, description, checked, onChange }: CheckboxFieldProps) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-line bg-ivory-50 p-4 has-[:checked]:border-plum-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-plum-800"
      />
      <span>
        <span className="block text-sm font-medium text-plum-900">{label}</span>
        {description && <span className="mt-0.5 block text-xs text-plum-500">{description}</span>}
      </span>
    </label>
  );
}
