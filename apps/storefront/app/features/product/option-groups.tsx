import type { StoreProductOption } from '@matjar/core';
import { ProductImage } from '../../ui/product-image.js';
import { useShellData } from '../../ui/layout/shell-data.js';
import { localText } from '../../lib/product-display.js';
import type { ChosenOptions } from './product-selection.js';

interface OptionGroupsProps {
  options: readonly StoreProductOption[];
  chosen: ChosenOptions;
  onChoose: (optionId: number, valueId: number) => void;
}

/** Each option with its values as buttons: colours as swatches, values with pictures as thumbnails. */
export function OptionGroups({ options, chosen, onChoose }: OptionGroupsProps) {
  const { locale } = useShellData();
  return (
    <div className="space-y-4">
      {options.map((option) => {
        const chosenValue = option.values.find((value) => value.id === chosen[option.id]);
        return (
          <fieldset key={option.id}>
            <legend className="mb-2 text-sm font-bold text-slate-700">
              {localText(option.option_name, option.option_name_en, locale)}
              {chosenValue && (
                <span className="ms-2 font-normal text-slate-500">
                  {localText(chosenValue.value, chosenValue.value_en, locale)}
                </span>
              )}
            </legend>
            <div className="flex flex-wrap gap-2">
              {option.values.map((value) => (
                <OptionValueButton
                  key={value.id}
                  label={localText(value.value, value.value_en, locale)}
                  colorHex={option.option_type === 'color' ? value.color_hex : null}
                  image={value.images[0] ?? null}
                  pressed={chosen[option.id] === value.id}
                  onClick={() => onChoose(option.id, value.id)}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

interface OptionValueButtonProps {
  label: string;
  colorHex: string | null;
  image: string | null;
  pressed: boolean;
  onClick: () => void;
}

function OptionValueButton({ label, colorHex, image, pressed, onClick }: OptionValueButtonProps) {
  const ring = pressed ? 'border-brand-600 ring-2 ring-brand-200' : 'border-slate-200 hover:border-slate-400';
  if (image) {
    return (
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={label}
        title={label}
        onClick={onClick}
        className={`size-14 overflow-hidden rounded-xl border-2 bg-white p-0.5 ${ring}`}
      >
        <ProductImage
          src={image}
          alt=""
          sizes="56px"
          width={56}
          height={56}
          className="size-full object-contain"
        />
      </button>
    );
  }
  if (colorHex) {
    return (
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={label}
        title={label}
        onClick={onClick}
        className={`grid size-10 place-items-center rounded-full border-2 bg-white ${ring}`}
      >
        <span className="size-7 rounded-full ring-1 ring-black/10" style={{ backgroundColor: colorHex }} />
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`rounded-xl border-2 bg-white px-3 py-2 text-sm font-semibold text-slate-800 ${ring}`}
    >
      {label}
    </button>
  );
}
