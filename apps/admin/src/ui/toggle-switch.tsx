interface ToggleSwitchProps {
  checked: boolean;
  /** The switch's accessible name, naming its row ("Active: Galaxy S24"). */
  label: string;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  describedBy?: string;
}

/** An on/off switch (role switch, Space or Enter toggles), its knob at the start when off in both directions. */
export function ToggleSwitch({ checked, label, onChange, disabled, describedBy }: ToggleSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 ${
        checked ? 'bg-brand-700' : 'bg-zinc-400'
      }`}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
          checked
            ? 'translate-x-[1.375rem] rtl:-translate-x-[1.375rem]'
            : 'translate-x-0.5 rtl:-translate-x-0.5'
        }`}
      />
    </button>
  );
}
