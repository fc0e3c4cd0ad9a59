import type { Controlled } from '../../../components/ui/controlled';
import { Selector } from '../../../components/ui/selector';
import styles from './choice-field.module.css';

interface ChoiceFieldProps<Value extends string> extends Controlled<Value> {
  label: string;
  options: { value: Value; label: string }[];
  columns?: number;
}

/** A labelled row of pill choices (one always chosen). */
export function ChoiceField<Value extends string>({
  label,
  value,
  options,
  onChange,
  columns = options.length,
}: ChoiceFieldProps<Value>) {
  return (
    <div className={styles.field} role="group" aria-label={label}>
      <span className={styles.label}>{label}</span>
      <Selector
        columns={columns}
        value={[value]}
        onChange={(selected) => {
          const next = options.find((option) => option.value === selected[0]);
          if (next) onChange(next.value);
        }}
        options={options}
        style={{
          '--border-radius': '20px',
          '--checked-color': 'var(--cm-primary-soft)',
          '--checked-text-color': 'var(--cm-primary)',
        }}
      />
    </div>
  );
}
