import {
  GTIN_TEXT_MAX,
  MAX_SPECIAL_OFFERS,
  MPN_MAX,
  SKU_MAX,
  errorMessage,
  formatNumber,
  type AdminProductDetail,
  type DiscountType,
  isolate,
  stockDropped,
} from '@matjar/core';
import { Save } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { describeApiError, fieldIssues } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-context';
import { useCan } from '../../../lib/session/use-can';
import { BilingualTextField } from '../../../ui/bilingual-text-field';
import { Button } from '../../../ui/button';
import { CheckboxRow, checkboxClass } from '../../../ui/checkbox-row';
import { CodeField } from '../../../ui/code-field';
import { LeaveConfirmDialog } from '../../../ui/leave-confirm-dialog';
import { Field, inputClass } from '../../../ui/field';
import { focusFirstInvalid, refusedSubmits, useFocusFirstInvalid } from '../../../ui/first-invalid';
import { MoneyInput } from '../../../ui/money-input';
import { useBrands, useCategories } from '../../../lib/api/catalog-terms';
import { useSaveProduct } from '../api/save-product';
import { StockHistorySection } from '../stock-history/stock-history-section';
import { BrandSelect } from './brand-select';
import { CategoryChips } from './category-chips';
import { DiscountSection } from './discount-section';
import { SERVER_ERROR, collectErrorTexts, errorText } from './form-errors';
import { FormSection } from './form-section';
import { Locked } from './read-only';
import { ImagesSection } from './images-section';
import { OptionsSection } from './options-section';
import {
  emptyProductForm,
  formToBody,
  productFormResolver,
  productToForm,
  variantStockTotal,
  type ProductFormValues,
} from './product-form';
import { useUnsavedChangesGuard } from '../../../ui/use-unsaved-changes-guard';
import { useStockDropConfirm } from './stock-drop-dialog';
import { VariantsSection } from './variants-section';
import { nameIn } from '../product-names';

const DIRTY = { shouldDirty: true } as const;

/**
 * The create and edit form (back-office §2, §5). Everything — options, variants, pictures included — is
 * staged here and sent at once (one transaction on the server); checked by core's AdminCreateProductBody
 * before sending, with the server's issues shown on the same fields.
 */
export function ProductEditor({ product }: { product?: AdminProductDetail }) {
  const { t, language } = useI18n();
  const { user } = useSession();
  const can = useCan();
  const navigate = useNavigate();
  const categories = useCategories();
  const brands = useBrands();
  const save = useSaveProduct();
  const defaultValues = useMemo(() => (product ? productToForm(product) : emptyProductForm()), [product]);
  const form = useForm<ProductFormValues>({ resolver: productFormResolver, defaultValues });
  const { control, setValue, getValues, setError, formState, handleSubmit } = form;
  const values = useWatch({ control }) as ProductFormValues;
  const errors = formState.errors;
  const { blocker, allowLeaving } = useUnsavedChangesGuard(
    formState.isDirty && !formState.isSubmitSuccessful,
  );
  // A brand gift card's stock is its unsold codes: shown, never typed (the server refuses a typed one).
  const fromCodes = product?.stock_from_codes ?? false;
  const [askStockDrop, stockDropDialog] = useStockDropConfirm();
  /** Units the staff member agreed to drop when generating variants (the save then asks only for more). */
  const [acknowledgedDrop, setAcknowledgedDrop] = useState(0);
  /** A variant cell holds text that is no value: a save would quietly leave it out, so it waits. */
  const [wrongCells, setWrongCells] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  // A save refused by the form's checks or by the server's field issues takes focus to the first to correct.
  useFocusFirstInvalid(formElement, refusedSubmits(formState));
  const set = <Name extends Path<ProductFormValues>>(
    name: Name,
    value: ProductFormValues[keyof ProductFormValues],
  ) => setValue(name, value as never, { ...DIRTY, shouldValidate: formState.isSubmitted });

  const text = (name: keyof ProductFormValues, fallback = t('products.form.required')) =>
    errorText(errors[name] as never, language, fallback);
  const rows = (name: 'options' | 'variants' | 'images') =>
    collectErrorTexts(errors[name], language, t('products.form.invalid'));
  const hasVariants = values.variants.length > 0;
  const discountChanged =
    values.discount_type !== (product?.discount_type ?? null) ||
    values.discount_value !== (product?.discount_value ?? 0);
  const addedBy =
    values.discount_type === null
      ? null
      : discountChanged || !product?.discount_added_by
        ? (user?.username ?? null)
        : product.discount_added_by;

  const onSubmit = handleSubmit(async (formValues) => {
    const body = formToBody(formValues);
    // A save that drops stock (variants removed with their units, a product's own units on its
    // first variants) says so and asks, unless the staff member already agreed to as much when generating.
    const drop = product ? stockDropped(product, formValues.variants) : null;
    if (drop && drop.total > acknowledgedDrop) {
      const added = formValues.variants
        .filter((variant) => variant.id === undefined)
        .map((variant) => nameIn(variant.name, variant.name_en, language));
      if (!(await askStockDrop({ drop, added }))) return;
    }
    try {
      const saved = await save.mutateAsync(
        product
          ? {
              kind: 'update',
              id: product.id,
              body: { ...body, stock_drop_acknowledged: (drop?.total ?? 0) > 0 },
            }
          : { kind: 'create', body },
      );
      toast.success(t(product ? 'products.updated' : 'products.created', { name: isolate(saved.name) }));
      allowLeaving();
      void navigate('/products');
    } catch (failure) {
      for (const issue of fieldIssues(failure, language)) {
        setError(issue.field as Path<ProductFormValues>, { type: SERVER_ERROR, message: issue.message });
      }
      const reason = describeApiError(failure, language, t('common.tryAgainLater'));
      toast.error(t(product ? 'products.error.update' : 'products.error.create', { message: reason }));
    }
  });

  return (
    <form
      ref={formElement}
      noValidate
      onSubmit={(event) => {
        if (wrongCells) {
          event.preventDefault();
          focusFirstInvalid(event.currentTarget);
          return;
        }
        void onSubmit(event);
      }}
      className="space-y-4"
    >
      {/* min-w-0: a wide part (the variants table) scrolls in its own box instead of widening the page. */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          <FormSection title={t('products.section.details')}>
            <BilingualTextField
              name="name"
              label={t('products.field.name')}
              value={{ ar: values.name, en: values.name_en }}
              onChange={(names) => {
                set('name', names.ar);
                set('name_en', names.en);
              }}
              errors={{ ar: text('name'), en: text('name_en', t('products.form.invalid')) }}
              required={{ ar: true }}
              hint={t('products.field.nameHint')}
            />
            <BilingualTextField
              name="description"
              label={t('products.field.description')}
              rows={5}
              value={{ ar: values.description, en: values.description_en }}
              onChange={(texts) => {
                set('description', texts.ar);
                set('description_en', texts.en);
              }}
              errors={{ ar: text('description'), en: text('description_en', t('products.form.invalid')) }}
              required={{ ar: true }}
            />
          </FormSection>
          <OptionsSection
            options={values.options}
            onChange={(options) => set('options', options)}
            problems={rows('options')}
          />
          <VariantsSection
            variants={values.variants}
            onChange={(variants) => set('variants', variants)}
            options={values.options}
            price={values.price}
            optionName={{ ar: values.variant_option_name_ar, en: values.variant_option_name }}
            onOptionNameChange={(names) => {
              set('variant_option_name_ar', names.ar);
              set('variant_option_name', names.en);
            }}
            problems={rows('variants')}
            ownStock={hasVariants ? null : values.stock}
            stockFromCodes={fromCodes}
            onStockDropAcknowledged={(variants) =>
              setAcknowledgedDrop(product ? stockDropped(product, variants).total : 0)
            }
            product={product}
            onGridSaved={(fresh) => {
              // Only the variants' saved cells move to the server's values; the rest of the form stays as typed.
              const savedById = new Map(fresh.variants.map((variant) => [variant.id, variant]));
              const merged = getValues('variants').map((variant) => {
                const saved = variant.id === undefined ? undefined : savedById.get(variant.id);
                return saved
                  ? { ...variant, price: saved.price, stock: saved.stock, sku: saved.sku ?? '' }
                  : variant;
              });
              form.resetField('variants', { defaultValue: merged });
            }}
            onWrongCellsChange={setWrongCells}
          />
          <ImagesSection
            images={values.images}
            onChange={(images) => set('images', images)}
            onAdd={(image) => set('images', [...getValues('images'), image])}
            options={values.options}
            problems={rows('images')}
          />
        </div>
        <div className="min-w-0 space-y-4">
          <FormSection title={t('products.section.pricing')}>
            <MoneyInput
              id="price"
              label={t('products.field.price')}
              required
              value={values.price}
              onChange={(price) => set('price', price)}
              error={text('price', t('products.form.priceRequired'))}
            />
            {can('products.cost') && (
              <MoneyInput
                id="cost_price"
                label={t('products.field.costPrice')}
                value={values.cost_price ?? null}
                onChange={(cost) => set('cost_price', cost)}
                error={text('cost_price', t('products.form.invalid'))}
                hint={t('products.field.costPriceHint')}
              />
            )}
            <Field
              id="stock"
              label={t('products.field.stock')}
              required
              error={
                hasVariants || fromCodes
                  ? undefined
                  : text('stock', errorMessage('STOCK_WHOLE_NUMBER', language))
              }
              hint={
                fromCodes
                  ? t('products.stock.fromCodesHint')
                  : hasVariants
                    ? t('products.stock.sumOfVariants')
                    : undefined
              }
            >
              {(fieldControl) => (
                <input
                  {...fieldControl}
                  inputMode="numeric"
                  readOnly={hasVariants || fromCodes}
                  value={
                    hasVariants
                      ? String(variantStockTotal(values.variants))
                      : values.stock === null || Number.isNaN(values.stock)
                        ? ''
                        : String(values.stock)
                  }
                  onChange={(event) => {
                    const typed = event.target.value.trim();
                    set('stock', typed === '' ? null : /^\d{1,9}$/.test(typed) ? Number(typed) : Number.NaN);
                  }}
                  className={`${inputClass(Boolean(text('stock')))} tabular-nums`}
                />
              )}
            </Field>
            <DiscountSection
              type={values.discount_type}
              value={values.discount_value}
              onTypeChange={(type: DiscountType | null) => {
                set('discount_type', type);
                // Clearing the type resets the value (and the server clears who added it).
                if (type === null) set('discount_value', 0);
              }}
              onValueChange={(value) => set('discount_value', value)}
              error={text('discount_value', t('products.form.invalid'))}
              addedBy={addedBy}
            />
          </FormSection>
          <FormSection title={t('products.section.organisation')} lockChildren={false}>
            <CategoryChips
              categories={categories.data ?? []}
              value={values.category_ids}
              onChange={(ids) => set('category_ids', ids)}
              error={text('category_ids', t('products.form.categoryRequired'))}
            />
            <Locked>
              <BrandSelect
                brands={brands.data?.brands ?? []}
                value={values.brand_id}
                onChange={(brandId) => set('brand_id', brandId)}
                error={text('brand_id', t('products.form.brandRequired'))}
                canAddBrand={can('catalog.edit')}
              />
            </Locked>
          </FormSection>
          <FormSection title={t('products.section.identifiers')}>
            <p className="text-sm text-zinc-600">{t('products.identifiers.hint')}</p>
            <CodeField
              id="sku"
              label={t('products.field.sku')}
              value={values.sku}
              onChange={(sku) => set('sku', sku)}
              hint={t('products.field.skuHint')}
              error={text('sku', t('products.form.invalid'))}
              maxLength={SKU_MAX}
            />
            <CodeField
              id="gtin"
              label={t('products.field.gtin')}
              value={values.gtin}
              onChange={(gtin) => set('gtin', gtin)}
              hint={t('products.field.gtinHint')}
              error={text('gtin', t('products.form.invalid'))}
              maxLength={GTIN_TEXT_MAX}
              numeric
            />
            <CodeField
              id="mpn"
              label={t('products.field.mpn')}
              value={values.mpn}
              onChange={(mpn) => set('mpn', mpn)}
              hint={t('products.field.mpnHint')}
              error={text('mpn', t('products.form.invalid'))}
              maxLength={MPN_MAX}
            />
          </FormSection>
          <FormSection title={t('products.section.visibility')}>
            <CheckboxRow
              id="is_active"
              label={t('products.field.isActive')}
              hint={t('products.field.isActiveHint')}
            >
              <input
                id="is_active"
                type="checkbox"
                role="switch"
                checked={values.is_active}
                onChange={(event) => set('is_active', event.target.checked)}
                aria-describedby="is_active-hint"
                className={checkboxClass}
              />
            </CheckboxRow>
            <CheckboxRow
              id="is_special_offer"
              label={t('products.field.isSpecialOffer')}
              hint={t('products.field.offerHint', { max: formatNumber(MAX_SPECIAL_OFFERS, language) })}
            >
              <input
                id="is_special_offer"
                type="checkbox"
                role="switch"
                checked={values.is_special_offer}
                onChange={(event) => set('is_special_offer', event.target.checked)}
                aria-describedby="is_special_offer-hint"
                className={checkboxClass}
              />
            </CheckboxRow>
          </FormSection>
          <FormSection title={t('products.section.packing')}>
            <CheckboxRow
              id="is_serialized"
              label={t('products.field.isSerialized')}
              hint={t('products.field.isSerializedHint')}
            >
              <input
                id="is_serialized"
                type="checkbox"
                role="switch"
                checked={values.is_serialized}
                onChange={(event) => set('is_serialized', event.target.checked)}
                aria-describedby="is_serialized-hint"
                className={checkboxClass}
              />
            </CheckboxRow>
          </FormSection>
        </div>
      </div>
      {product && (
        <StockHistorySection
          product={product}
          formDirty={formState.isDirty}
          // Nothing is staged (the button waits for a clean form): the form takes the new stock levels.
          onAdjusted={(fresh) => form.reset(productToForm(fresh))}
        />
      )}
      <Locked>
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-col-reverse gap-2 border-t border-zinc-200 bg-white/95 px-4 py-3 sm:flex-row sm:justify-end">
          <Button onClick={() => void navigate('/products')}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="primary"
            icon={Save}
            loading={save.isPending}
            loadingLabel={t('common.saving')}
          >
            {t('common.save')}
          </Button>
        </div>
      </Locked>
      {stockDropDialog}
      <LeaveConfirmDialog
        blocker={blocker}
        title={t('products.leave.title')}
        description={t('products.leave.body')}
        confirmLabel={t('products.leave.confirm')}
        cancelLabel={t('products.leave.stay')}
      />
    </form>
  );
}
