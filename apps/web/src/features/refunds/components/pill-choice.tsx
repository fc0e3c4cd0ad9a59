import { RadioButton } from '../../../components/ui/radio-button';

interface PillChoiceProps<T extends string | number> {
  options: readonly { value: T; text: string }[];
  value: T;
  onPick: (value: T) => void;
  /** A pill's class and the chosen pill's added class. */
  classNames: { pill?: string; on?: string };
}

/** The pills of a radio group, the chosen one marked (received or not, refund type, courier). */
export function PillChoice<T extends string | number>({
  options,
  value,
  onPick,
  classNames,
}: PillChoiceProps<T>) {
  return (
    <>
      {options.map((option) => (
        <RadioButton
          key={option.value}
          checked={value === option.value}
          className={classNames.pill}
          checkedClassName={classNames.on}
          onClick={() => onPick(option.value)}
        >
          {option.text}
        </RadioButton>
      ))}
    </>
  );
}
