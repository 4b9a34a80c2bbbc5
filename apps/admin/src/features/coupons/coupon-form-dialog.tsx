import { zodResolver } from '@hookform/resolvers/zod';
import { AdminCreateCouponBody, COUPON_DESCRIPTION_MAX, COUPON_TYPES, type AdminCoupon } from '@matjar/core';
import { useController, useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { apiErrorCode, describeApiError, fieldIssues } from '../../lib/api/api-error';
import { BilingualTextField, bindBilingualFields } from '../../ui/bilingual-text-field';
import { Dialog } from '../../ui/dialog';
import { DateInput } from '../../ui/date-input';
import { Field, inputClass, selectClass } from '../../ui/field';
import { FormDialogActions } from '../../ui/form-dialog-actions';
import { formMessage } from '../../ui/form-message';
import { MoneyInput } from '../../ui/money-input';
import { ToggleSwitch } from '../../ui/toggle-switch';
import { useSaveCoupon } from './api/coupons-api';
import { COUPON_FIELD_OF_ERROR, couponToForm, type CouponFormValues } from './coupon-form';
import { WholeNumberInput } from './whole-number-input';

// The form keeps empty number boxes as null (the schema answers REQUIRED or takes null as "no limit").
const resolver = zodResolver(AdminCreateCouponBody) as unknown as Resolver<
  CouponFormValues,
  unknown,
  AdminCreateCouponBody
>;

/** Add or edit a coupon. Mounted fresh each time; an edit is saved against its loaded version. */
export function CouponFormDialog({ coupon, onClose }: { coupon: AdminCoupon | null; onClose: () => void }) {
  const { t, language } = useI18n();
  const save = useSaveCoupon();
  const form = useForm<CouponFormValues, unknown, AdminCreateCouponBody>({
    resolver,
    defaultValues: couponToForm(coupon, new Date()),
  });
  const { control, handleSubmit, setError, formState, register } = form;
  const value = useController({ control, name: 'value' });
  const minOrder = useController({ control, name: 'min_order' });
  const usageLimit = useController({ control, name: 'usage_limit' });
  const perCustomer = useController({ control, name: 'per_customer_limit' });
  const startsOn = useController({ control, name: 'starts_on' });
  const expiresOn = useController({ control, name: 'expires_on' });
  const descriptionAr = useController({ control, name: 'description_ar' });
  const descriptionEn = useController({ control, name: 'description_en' });
  const isActive = useController({ control, name: 'is_active' });
  const isPrivate = useController({ control, name: 'is_private' });
  const type = useWatch({ control, name: 'type' });
  const message = (field: keyof CouponFormValues) => formMessage(formState.errors[field]?.message, language);
  const codeLocked = coupon !== null && !coupon.deletable;

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(
        coupon ? { id: coupon.id, body, version: coupon.version } : { id: null, body },
      );
      toast.success(t(coupon ? 'coupons.updated' : 'coupons.created', { code: saved.code }));
      onClose();
    } catch (failure) {
      const code = apiErrorCode(failure);
      if (code === 'COUPON_CHANGED') {
        toast.error(t('coupons.changedMeanwhile'));
        onClose();
        return;
      }
      const field = COUPON_FIELD_OF_ERROR[code ?? ''];
      if (field) setError(field, { message: code! });
      for (const issue of fieldIssues(failure, language)) {
        setError(issue.field as keyof CouponFormValues, { message: issue.message });
      }
      toast.error(describeApiError(failure, language, t('coupons.saveFailed')));
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={coupon ? t('coupons.editTitle', { code: coupon.code }) : t('coupons.addTitle')}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('coupons.field.code')}
            hint={codeLocked ? t('coupons.field.codeLocked') : t('coupons.field.codeHint')}
            error={message('code')}
            required
          >
            {(controlProps) => (
              <input
                {...controlProps}
                {...register('code')}
                dir="ltr"
                readOnly={codeLocked}
                autoComplete="off"
                autoCapitalize="characters"
                className={`${inputClass(Boolean(message('code')))} text-start font-mono uppercase`}
              />
            )}
          </Field>
          <Field label={t('coupons.field.type')} error={message('type')} required>
            {(controlProps) => (
              <select
                {...controlProps}
                {...register('type')}
                className={selectClass(Boolean(message('type')))}
              >
                {COUPON_TYPES.map((option) => (
                  <option key={option} value={option}>
                    {t(`coupons.type.${option}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {type === 'free_delivery' ? (
            <p className="text-sm text-slate-600">{t('coupons.field.freeDeliveryHint')}</p>
          ) : type === 'percentage' ? (
            <WholeNumberInput
              key="percent"
              name="value"
              label={t('coupons.field.percent')}
              hint={t('coupons.field.percentHint')}
              required
              value={value.field.value}
              onChange={value.field.onChange}
              onBlur={value.field.onBlur}
              error={message('value')}
            />
          ) : (
            <MoneyInput
              key="amount"
              name="value"
              label={t(type === 'shipping' ? 'coupons.field.shippingAmount' : 'coupons.field.amount')}
              required
              value={value.field.value}
              onChange={value.field.onChange}
              onBlur={value.field.onBlur}
              error={message('value')}
            />
          )}
          <MoneyInput
            name="min_order"
            label={t('coupons.field.minOrder')}
            hint={t('coupons.field.minOrderHint')}
            value={minOrder.field.value ?? null}
            onChange={(dirhams) => minOrder.field.onChange(dirhams ?? 0)}
            onBlur={minOrder.field.onBlur}
            error={message('min_order')}
          />
          <Field
            label={t('coupons.field.startsOn')}
            hint={t('coupons.field.startsOnHint')}
            error={message('starts_on')}
          >
            {(controlProps) => (
              <DateInput
                {...controlProps}
                name="starts_on"
                value={startsOn.field.value ?? ''}
                onChange={(day) => startsOn.field.onChange(day || null)}
                onBlur={startsOn.field.onBlur}
                invalid={Boolean(message('starts_on'))}
                className="w-full"
              />
            )}
          </Field>
          <Field
            label={t('coupons.field.expiresOn')}
            hint={t('coupons.field.expiresOnHint')}
            error={message('expires_on')}
            required
          >
            {(controlProps) => (
              <DateInput
                {...controlProps}
                name="expires_on"
                value={expiresOn.field.value ?? ''}
                onChange={(day) => expiresOn.field.onChange(day)}
                onBlur={expiresOn.field.onBlur}
                invalid={Boolean(message('expires_on'))}
                className="w-full"
              />
            )}
          </Field>
          <WholeNumberInput
            name="usage_limit"
            label={t('coupons.field.usageLimit')}
            hint={t('coupons.field.limitHint')}
            value={usageLimit.field.value}
            onChange={usageLimit.field.onChange}
            onBlur={usageLimit.field.onBlur}
            error={message('usage_limit')}
          />
          <WholeNumberInput
            name="per_customer_limit"
            label={t('coupons.field.perCustomerLimit')}
            value={perCustomer.field.value}
            onChange={perCustomer.field.onChange}
            onBlur={perCustomer.field.onBlur}
            error={message('per_customer_limit')}
          />
        </div>
        <BilingualTextField
          name="description"
          label={t('coupons.field.description')}
          required={{ ar: true }}
          hint={t('coupons.field.descriptionHint')}
          maxLength={COUPON_DESCRIPTION_MAX}
          {...bindBilingualFields(descriptionAr.field, descriptionEn.field)}
          errors={{ ar: message('description_ar'), en: message('description_en') }}
        />
        <div className="flex items-center gap-3">
          <ToggleSwitch
            checked={isActive.field.value}
            label={t('coupons.field.isActive')}
            onChange={isActive.field.onChange}
          />
          <span aria-hidden="true" className="text-sm font-medium text-zinc-800">
            {t('coupons.field.isActive')}
          </span>
        </div>
        <div className="flex items-start gap-3">
          <ToggleSwitch
            checked={isPrivate.field.value ?? false}
            label={t('coupons.field.isPrivate')}
            onChange={isPrivate.field.onChange}
          />
          <span aria-hidden="true" className="flex flex-col text-sm">
            <span className="font-medium text-zinc-800">{t('coupons.field.isPrivate')}</span>
            <span className="text-xs text-zinc-600">{t('coupons.field.isPrivateHint')}</span>
          </span>
        </div>
        <FormDialogActions
          className="pt-2"
          onCancel={onClose}
          submitLabel={t('common.save')}
          saving={formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}
