import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { formatNumber } from '@matjar/core';
import { useI18n } from '../../../i18n/language-context';
import { Button } from '../../../ui/button';
import { NameText } from '../../../ui/name-text';
import { nameIn } from '../product-names';
import type { ProductFormVariant } from './product-form';
import {
  GRID_COLUMNS,
  cellText,
  moveFor,
  pasteInto,
  pastedBlock,
  withCell,
  type GridColumn,
} from './variant-grid-cells';
import { Locked } from './read-only';
import { VariantGridBulkBar } from './variant-grid-bulk-bar';

interface VariantGridProps {
  variants: readonly ProductFormVariant[];
  onChange: (variants: ProductFormVariant[]) => void;
  onEdit: (variant: ProductFormVariant) => void;
  /** A brand gift card: the stock column shows its unsold codes and takes no typing or pasting. */
  stockLocked?: boolean;
  /**
   * Told whether a cell holds text that is no price, stock or SKU. Such text is shown (with its message) but
   * is not in `variants`, so the product's Save must not go on as if it were not there.
   */
  onWrongCellsChange?: (wrong: boolean) => void;
}

const cellInput =
  'block h-9 w-full min-w-0 rounded-md border bg-white px-2 text-sm tabular-nums text-zinc-900 focus:outline-2 focus:-outline-offset-1';
const widths: Record<GridColumn, string> = { price: 'w-28', stock: 'w-20', sku: 'w-36' };

/**
 * The variants as a grid: price, stock and SKU edited in place. Arrows, Enter and Tab move
 * between cells, a block pasted from a spreadsheet fills down (and across), and selected rows take one price
 * or stock at once. It scrolls inside its own box, so a phone's page never scrolls sideways.
 */
export function VariantGrid({
  variants,
  onChange,
  onEdit,
  stockLocked = false,
  onWrongCellsChange,
}: VariantGridProps) {
  const { t, language, dir } = useI18n();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const cellId = (row: number, column: number) => `${row}:${column}`;
  const nameOf = (variant: ProductFormVariant) =>
    nameIn(variant.name, variant.name_en, language) || t('products.variant.unnamed');

  /** What is typed in the cell, when it differs from the variant's value (a draft), and whether it is wrong. */
  const draftOf = (variant: ProductFormVariant, column: GridColumn) => {
    const draft = drafts[`${variant.key}:${column}`];
    return { draft, wrong: draft !== undefined && withCell(variant, column, draft) === null };
  };
  const wrongCells = variants.some((variant) =>
    GRID_COLUMNS.some((column) => draftOf(variant, column).wrong),
  );
  useEffect(() => {
    onWrongCellsChange?.(wrongCells);
    return () => onWrongCellsChange?.(false);
  }, [wrongCells, onWrongCellsChange]);

  const focusCell = (row: number, column: number) => {
    const input = inputs.current.get(cellId(row, column));
    input?.focus();
    input?.select();
  };

  const type = (row: number, column: GridColumn, text: string) => {
    const key = `${variants[row]!.key}:${column}`;
    const changed = withCell(variants[row]!, column, text);
    setDrafts((current) => {
      const next = { ...current };
      if (changed && cellText(changed, column) === text.trim()) delete next[key];
      else next[key] = text;
      return next;
    });
    if (changed) onChange(variants.map((variant, i) => (i === row ? changed : variant)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    const input = event.currentTarget;
    const caret = {
      atStart: input.selectionStart === 0 && input.selectionEnd === 0,
      atEnd: input.selectionStart === input.value.length,
    };
    const whole = input.selectionStart === 0 && input.selectionEnd === input.value.length;
    const to = moveFor(
      event.key,
      { row, column },
      variants.length,
      whole ? { atStart: true, atEnd: true } : caret,
      dir === 'rtl',
    );
    // Enter never submits the product form from a cell: it moves down, as in a spreadsheet.
    if (event.key === 'Enter') event.preventDefault();
    if (!to) return;
    event.preventDefault();
    focusCell(to.row, to.column);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, row: number, column: number) => {
    const block = pastedBlock(event.clipboardData.getData('text/plain'));
    if (block.length === 1 && block[0]!.length === 1) return; // one value: the input's own paste
    event.preventDefault();
    const result = pasteInto(variants, { row, column }, block);
    // A brand card's stock is its codes: a pasted block fills the other columns and leaves stock as it was.
    onChange(
      stockLocked
        ? result.variants.map((variant, i) => ({ ...variant, stock: variants[i]?.stock ?? variant.stock }))
        : result.variants,
    );
    setDrafts({});
    if (result.rejected.length > 0)
      toast.error(
        t('productBatches.grid.pasteRejected', { count: formatNumber(result.rejected.length, language) }),
      );
  };

  const toggle = (key: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const allSelected = variants.length > 0 && variants.every((variant) => selected.has(variant.key));
  const chosen = variants.filter((variant) => selected.has(variant.key));

  return (
    <div className="space-y-3">
      <p id="variant-grid-hint" className="text-xs text-zinc-600">
        {t('productBatches.grid.hint')}
      </p>
      {chosen.length > 0 && (
        // Never shown read-only (nothing can be selected); locked all the same.
        <Locked>
          <VariantGridBulkBar
            count={chosen.length}
            stockLocked={stockLocked}
            onApply={(column, text) => {
              const keys = new Set(chosen.map((variant) => variant.key));
              let refused = false;
              const next = variants.map((variant) => {
                if (!keys.has(variant.key)) return variant;
                const changed = withCell(variant, column, text);
                if (!changed) refused = true;
                return changed ?? variant;
              });
              if (refused) return false;
              onChange(next);
              setDrafts({});
              return true;
            }}
          />
        </Locked>
      )}
      {/* Its own scrolling box: the page keeps the phone's width whatever the table needs. Relative, so the
          screen-reader-only header (absolutely positioned) is clipped by it too instead of widening the page:
          the old table's did, on the start side in Arabic. */}
      {/* A keyboard stop of its own, named, so the table scrolls sideways with the arrow keys also when every
          control in it is disabled (the read-only product page). */}
      <div
        tabIndex={0}
        role="region"
        aria-label={t('products.variant.gridRegion')}
        className="relative max-w-full overflow-x-auto rounded-lg border border-zinc-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        data-testid="variant-grid"
      >
        <Locked>
          <table className="w-full min-w-[34rem] text-sm" aria-describedby="variant-grid-hint">
            <caption className="sr-only">{t('products.section.variants')}</caption>
            <thead className="bg-zinc-50 text-xs text-zinc-600">
              <tr>
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={t('productBatches.grid.selectAll')}
                    checked={allSelected}
                    onChange={() =>
                      setSelected(allSelected ? new Set() : new Set(variants.map((v) => v.key)))
                    }
                    className="size-4"
                  />
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('products.variant.name')}
                </th>
                <th scope="col" className="px-2 py-2 text-start font-semibold">
                  {t('products.field.price')}
                </th>
                <th scope="col" className="px-2 py-2 text-start font-semibold">
                  {t('products.field.stock')}
                </th>
                <th scope="col" className="px-2 py-2 text-start font-semibold">
                  {t('products.variant.sku')}
                </th>
                <th scope="col" className="px-2 py-2">
                  <span className="sr-only">{t('kit.table.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {variants.map((variant, row) => {
                const name = nameOf(variant);
                return (
                  <tr key={variant.key} className="border-t border-zinc-200">
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        aria-label={t('productBatches.grid.select', { name })}
                        checked={selected.has(variant.key)}
                        onChange={() => toggle(variant.key)}
                        className="size-4"
                      />
                    </td>
                    <th scope="row" className="px-3 py-2 text-start font-medium text-zinc-900">
                      <NameText name={name} />
                    </th>
                    {GRID_COLUMNS.map((column, c) => {
                      const { draft, wrong: invalid } = draftOf(variant, column);
                      const label = t(`productBatches.grid.${column}Of`, { name });
                      const locked = stockLocked && column === 'stock';
                      // Said in words under the cell and tied to it, not by a red border and a tooltip alone.
                      const errorId = `variant-grid-error-${row}-${c}`;
                      return (
                        <td key={column} className={`px-2 py-1.5 align-top ${widths[column]}`}>
                          <input
                            ref={(element) => {
                              if (element) inputs.current.set(cellId(row, c), element);
                              else inputs.current.delete(cellId(row, c));
                            }}
                            aria-label={label}
                            aria-invalid={invalid || undefined}
                            aria-describedby={invalid ? errorId : undefined}
                            inputMode={column === 'sku' ? 'text' : column === 'price' ? 'decimal' : 'numeric'}
                            dir={column === 'sku' ? 'ltr' : undefined}
                            readOnly={locked}
                            title={locked ? t('products.stock.fromCodesHint') : undefined}
                            value={draft ?? cellText(variant, column)}
                            onChange={(event) => type(row, column, event.target.value)}
                            onKeyDown={(event) => onKeyDown(event, row, c)}
                            onPaste={(event) => onPaste(event, row, c)}
                            onFocus={(event) => event.currentTarget.select()}
                            className={`${cellInput} ${locked ? 'bg-zinc-50 text-zinc-600' : ''} ${invalid ? 'border-2 border-red-600 focus:outline-red-700' : 'border-zinc-300 focus:outline-brand-600'}`}
                          />
                          {invalid && (
                            <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
                              {t(`productBatches.grid.${column}Invalid`)}
                            </p>
                          )}
                        </td>
                      );
                    })}
                    <td className="px-2 py-1.5">
                      <span className="flex justify-end gap-1">
                        <Button
                          size="sm"
                          variant="ghost"
                          icon={Pencil}
                          aria-label={t('products.variant.editNamed', { name })}
                          onClick={() => onEdit(variant)}
                        />
                        <Button
                          size="sm"
                          variant="ghost-danger"
                          icon={Trash2}
                          aria-label={t('products.variant.removeNamed', { name })}
                          onClick={() =>
                            onChange(variants.filter((existing) => existing.key !== variant.key))
                          }
                        />
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Locked>
      </div>
    </div>
  );
}
