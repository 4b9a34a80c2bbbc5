import { useT } from '../../ui/layout/shell-data.js';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** "Send me order updates on WhatsApp" beside the phone field (issue 27; unticked by default, decision 033). */
export function WhatsAppOptIn({ checked, onChange }: Props) {
  const t = useT();
  return (
    <div className="flex items-start gap-3 sm:col-span-2">
      <input
        id="checkout-whatsapp-opt-in"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby="checkout-whatsapp-opt-in-hint"
        className="mt-1 size-4 shrink-0 accent-brand-700"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor="checkout-whatsapp-opt-in" className="text-sm font-semibold text-slate-900">
          {t('checkout.whatsappOptIn')}
        </label>
        <p id="checkout-whatsapp-opt-in-hint" className="text-xs text-slate-600">
          {t('checkout.whatsappOptInHint')}
        </p>
      </div>
    </div>
  );
}
