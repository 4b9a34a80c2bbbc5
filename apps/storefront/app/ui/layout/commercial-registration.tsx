import { useT } from './shell-data.js';

/**
 * The shop's commercial registration (CR) number, the one the invoice prints (site settings), so a shopper can
 * check who they buy from. Nothing when the shop has not set one. The number keeps its typed order in Arabic.
 */
export function CommercialRegistration({
  number,
  className,
}: {
  number: string | null;
  className?: string | undefined;
}) {
  const t = useT();
  const value = number?.trim();
  if (!value) return null;
  const [before, after = ''] = t('shop.commercialRegistration', { number: '\u0000' }).split('\u0000');
  return (
    <p className={className} data-commercial-registration>
      {before}
      <bdi dir="ltr" className="tabular-nums">
        {value}
      </bdi>
      {after}
    </p>
  );
}
