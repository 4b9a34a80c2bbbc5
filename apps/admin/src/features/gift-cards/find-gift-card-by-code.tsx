import { GIFT_CARD_CODE_INPUT_MAX, type AdminGiftCard } from '@matjar/core';
import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { Button } from '../../ui/button';
import { Field, inputClass } from '../../ui/field';
import { useFindGiftCardByCode } from './api/gift-cards-api';

/**
 * Managers find a card by the whole code a buyer reads out (D19): the server folds case, spaces,
 * dashes and Arabic-Indic digits, finds nothing for a part of a code, counts the searches and logs each one.
 * The code stays in this box only: never in the address, the query cache or the list's search.
 */
export function FindGiftCardByCode({ onFound }: { onFound: (card: AdminGiftCard | null) => void }) {
  const { t, language } = useI18n();
  const find = useFindGiftCardByCode();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    setFailure(undefined);
    onFound(null);
    try {
      onFound(await find.mutateAsync(code));
    } catch (error) {
      setFailure(describeApiError(error, language, t('common.tryAgainLater')));
    }
  };

  const clear = () => {
    setCode('');
    setFailure(undefined);
    onFound(null);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-wrap items-start gap-2">
      <Field
        id="gift-card-find-code"
        className="min-w-0 flex-1 basis-64"
        label={t('giftCards.find.label')}
        hint={t('giftCards.find.hint')}
        error={failure}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={GIFT_CARD_CODE_INPUT_MAX}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className={`${inputClass(failure !== undefined)} font-mono`}
          />
        )}
      </Field>
      {/* Lined up with the box, below the label. */}
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit" variant="primary" icon={Search} loading={find.isPending}>
          {t('giftCards.find.submit')}
        </Button>
        {(code !== '' || failure !== undefined) && (
          <Button variant="ghost" icon={X} onClick={clear}>
            {t('giftCards.find.clear')}
          </Button>
        )}
      </div>
      {failure && (
        <p role="alert" className="sr-only">
          {failure}
        </p>
      )}
    </form>
  );
}
