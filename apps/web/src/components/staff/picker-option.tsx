import type { ReactNode } from 'react';

interface PickerOptionProps {
  /** several may be picked (checkbox) or one (radio, grouped by `name`) */
  type: 'checkbox' | 'radio';
  name?: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}

/** One row of a searchable picker's list (products, users): the box and what it picks. */
export function PickerOption({ type, name, checked, onChange, children }: PickerOptionProps) {
  return (
    <li>
      <label className="flex cursor-pointer items-center gap-3 px-4 py-2.5 hover:bg-blush-100">
        <input
          type={type}
          name={name}
          checked={checked}
          onChange={onChange}
          className="size-4 shrink-0 accent-plum-800"
        />
        {children}
      </label>
    </li>
  );
}
