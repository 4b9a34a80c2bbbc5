import { optionValueSoldOut, type StoreProductOption, type StoreVariant } from '@matjar/core';
import { ProductImage } from '../../ui/product-image.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { localText } from '../../lib/product-display.js';
import { moveInRadioGroup, radioTabStop } from '../../ui/radio-group-keys.js';
import type { ChosenOptions } from './product-selection.js';

interface OptionGroupsProps {
  options: readonly StoreProductOption[];
  variants: readonly StoreVariant[];
  chosen: ChosenOptions;
  onChoose: (optionId: number, valueId: number) => void;
}

/**
 * Each option a radio group (one value of it is chosen), its values drawn as buttons: colours as swatches,
 * values with pictures as thumbnails, with the keyboard of radios (Tab once into the group, arrows move and
 * choose). A value whose every variant (with the other chosen values) is sold out is crossed out and says so
 * in its name, and stays choosable.
 */
export function OptionGroups({ options, variants, chosen, onChoose }: OptionGroupsProps) {
  const { locale } = useShellData();
  const t = useT();
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  return (
    <div className="space-y-4">
      {options.map((option) => {
        const chosenValue = option.values.find((value) => value.id === chosen[option.id]);
        const tabStop = radioTabStop(
          option.values.map((value) => ({ checked: value.id === chosen[option.id] })),
        );
        const nameId = `option-${option.id}-name`;
        return (
          <fieldset key={option.id}>
            <legend className="mb-2 text-sm font-bold text-slate-700">
              <span id={nameId}>{localText(option.option_name, option.option_name_en, locale)}</span>
              {chosenValue && (
                <span className="ms-2 font-normal text-slate-500">
                  {localText(chosenValue.value, chosenValue.value_en, locale)}
                  {optionValueSoldOut({ options, variants }, option.id, chosenValue.id, chosen) &&
                    ` · ${t('restock.soldOut')}`}
                </span>
              )}
            </legend>
            <div
              role="radiogroup"
              aria-labelledby={nameId}
              className="flex flex-wrap gap-2"
              onKeyDown={(event) => moveInRadioGroup(event, direction)}
            >
              {option.values.map((value, index) => (
                <OptionValueButton
                  key={value.id}
                  tabStop={index === tabStop}
                  label={localText(value.value, value.value_en, locale)}
                  colorHex={option.option_type === 'color' ? value.color_hex : null}
                  image={value.images[0] ?? null}
                  pressed={chosen[option.id] === value.id}
                  soldOut={
                    optionValueSoldOut({ options, variants }, option.id, value.id, chosen)
                      ? t('restock.soldOut')
                      : null
                  }
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
  /** Whether Tab stops here (the chosen value, or the first while none is). */
  tabStop: boolean;
  /** The words that say the value is sold out, or null. */
  soldOut: string | null;
  onClick: () => void;
}

/** A diagonal stroke across a swatch or thumbnail: the crossed-out look of a sold-out value. */
function Strike() {
  return (
    <span
      aria-hidden
      className="pointer-events-none absolute inset-0 m-auto h-0.5 w-[140%] -translate-x-[15%] rotate-45 bg-slate-500 rtl:translate-x-[15%]"
    />
  );
}

function OptionValueButton({
  label,
  colorHex,
  image,
  pressed,
  tabStop,
  soldOut,
  onClick,
}: OptionValueButtonProps) {
  const ring = pressed ? 'border-brand-600 ring-2 ring-brand-200' : 'border-slate-200 hover:border-slate-400';
  const named = soldOut ? `${label} — ${soldOut}` : label;
  const faded = soldOut ? 'relative opacity-60' : 'relative';
  if (image) {
    return (
      <button
        type="button"
        role="radio"
        aria-checked={pressed}
        tabIndex={tabStop ? 0 : -1}
        aria-label={named}
        title={named}
        data-sold-out={soldOut ? '' : undefined}
        onClick={onClick}
        className={`size-14 overflow-hidden rounded-xl border-2 bg-white p-0.5 ${faded} ${ring}`}
      >
        <ProductImage
          src={image}
          alt=""
          sizes="56px"
          width={56}
          height={56}
          className="size-full object-contain"
        />
        {soldOut && <Strike />}
      </button>
    );
  }
  if (colorHex) {
    return (
      <button
        type="button"
        role="radio"
        aria-checked={pressed}
        tabIndex={tabStop ? 0 : -1}
        aria-label={named}
        title={named}
        data-sold-out={soldOut ? '' : undefined}
        onClick={onClick}
        className={`grid size-10 place-items-center overflow-hidden rounded-full border-2 bg-white ${faded} ${ring}`}
      >
        <span className="size-7 rounded-full ring-1 ring-black/10" style={{ backgroundColor: colorHex }} />
        {soldOut && <Strike />}
      </button>
    );
  }
  return (
    <button
      type="button"
      role="radio"
      aria-checked={pressed}
      tabIndex={tabStop ? 0 : -1}
      onClick={onClick}
      data-sold-out={soldOut ? '' : undefined}
      className={`flex flex-col items-center rounded-xl border-2 bg-white px-3 py-2 text-sm font-semibold ${ring} ${
        soldOut ? 'border-dashed text-slate-500' : 'text-slate-800'
      }`}
    >
      <span className={soldOut ? 'line-through' : undefined}>{label}</span>
      {soldOut && <span className="text-xs font-normal">{soldOut}</span>}
    </button>
  );
}
