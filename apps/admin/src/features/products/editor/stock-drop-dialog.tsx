import { useCallback, useRef, useState, type ReactNode } from 'react';
import { formatNumber, type StockDrop } from '@matjar/core';
import { useI18n } from '../../../i18n/language-context';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { NameText } from '../../../ui/name-text';
import { nameIn } from '../product-names';

export interface StockDropPreview {
  drop: StockDrop;
  /** Names of the variants that start at 0, in the page's language. */
  added: string[];
}

/**
 * `const [askStockDrop, dialog] = useStockDropConfirm()`: shows what a variant change does to stock — the
 * variants removed with their units, the product's own units that stop counting, the new ones at 0 — and
 * resolves true when the staff member continues (stock never drops without saying so).
 */
export function useStockDropConfirm(): [(preview: StockDropPreview) => Promise<boolean>, ReactNode] {
  const { t, language } = useI18n();
  const cancel = useRef<HTMLButtonElement>(null);
  const [request, setRequest] = useState<(StockDropPreview & { resolve: (ok: boolean) => void }) | null>(
    null,
  );
  const ask = useCallback(
    (preview: StockDropPreview) => new Promise<boolean>((resolve) => setRequest({ ...preview, resolve })),
    [],
  );
  const settle = (ok: boolean) => {
    request?.resolve(ok);
    setRequest(null);
  };
  const units = (n: number) => formatNumber(n, language);
  const element = request ? (
    <Dialog
      open
      onOpenChange={(open) => !open && settle(false)}
      title={t('productBatches.drop.title')}
      description={t('productBatches.drop.total', { units: units(request.drop.total) })}
      size="confirm"
      role="alertdialog"
      initialFocus={cancel}
    >
      <ul className="mb-4 space-y-1.5 text-sm text-zinc-800" data-testid="stock-drop-list">
        {request.drop.own > 0 && <li>{t('productBatches.drop.own', { units: units(request.drop.own) })}</li>}
        {request.drop.removed.map((variant) => (
          <li key={variant.id}>
            <NameText
              name={nameIn(variant.name, variant.name_en ?? '', language)}
              message={t('productBatches.drop.removed', { units: units(variant.stock) })}
            />
          </li>
        ))}
        {request.added.length > 0 && (
          <li>
            <NameText
              name={t('productBatches.drop.added', {
                names: request.added.join(language === 'ar' ? '، ' : ', '),
              })}
            />
          </li>
        )}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={cancel} onClick={() => settle(false)}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={() => settle(true)}>
          {t('productBatches.drop.confirm')}
        </Button>
      </div>
    </Dialog>
  ) : null;
  return [ask, element];
}
