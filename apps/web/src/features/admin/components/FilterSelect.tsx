import { inputClass } from '../../../components/form/TextField.tsx';

/** A back-office list's filter as a labelled select whose first option means 'any'. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  width = 'w-44',
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** The label's width: each section keeps its own, so its filters line up. */
  width?: string;
}) {
  return (
    <label className={width}>
      <span className="mb-1.5 block text-sm font-medium text-slate-800">{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} className={`${inputClass} border-slate-300`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
