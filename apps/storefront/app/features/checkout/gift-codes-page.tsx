import { useEffect, useState } from 'react';
import { formatOrderNumber, type StoreGiftCodesResponse } from '@matjar/core';
import { CircleCheck, SearchX } from '../../ui/icons.js';
import { localizePath } from '../../i18n/locale.js';
import { apiPost } from '../../lib/api/api-client.js';
import { ButtonLink } from '../../ui/button-link.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';
import { Spinner } from '../../ui/spinner.js';
import { GiftCardCodes } from './gift-card-codes.js';
import { ResultActions, ResultPanel } from './result-panel.js';

/**
 * /gift-codes#<token>: the page the codes e-mail links to, which shows a paid order's codes again. The token is
 * read from the address's fragment (a browser never sends it, so no server or proxy log holds it), given to the
 * API in a request body, and taken out of the address bar once answered, so a copied or bookmarked address
 * carries none. The page is the same for everyone until the browser asks: nothing of it is rendered on the server.
 */
export function GiftCodesPage() {
  const { locale } = useShellData();
  const t = useT();
  const [state, setState] = useState<StoreGiftCodesResponse | 'loading' | 'missing'>('loading');

  useEffect(() => {
    const controller = new AbortController();
    async function load() {
      const token = decodeURIComponent(window.location.hash.replace(/^#/, ''));
      if (!token) throw new Error('the address carries no token');
      const answer = await apiPost('/api/orders/gift-codes', { token }, 'StoreGiftCodesResponse', {
        locale,
        signal: controller.signal,
      });
      // Answered: the token leaves the address bar, so a copied or bookmarked address carries none.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      return answer;
    }
    load().then(setState, () => {
      if (!controller.signal.aborted) setState('missing');
    });
    return () => controller.abort();
  }, [locale]);

  if (state === 'loading') {
    return (
      <div className="grid place-items-center py-24">
        <Spinner label={t('checkout.verify.loading')} showLabel />
      </div>
    );
  }
  if (state === 'missing') {
    return (
      <ResultPanel
        icon={SearchX}
        tone="neutral"
        title={t('checkout.codesAgain.failed')}
        text={t('checkout.codesAgain.failedText')}
      >
        <ResultActions>
          <ButtonLink to={localizePath('/support', locale)}>{t('checkout.support')}</ButtonLink>
        </ResultActions>
      </ResultPanel>
    );
  }
  return (
    <ResultPanel
      icon={CircleCheck}
      tone="success"
      title={t('checkout.codesAgain.title', { order: `\u2068${formatOrderNumber(state.shortNumber)}\u2069` })}
      text={t('checkout.codesAgain.text')}
    >
      <GiftCardCodes cards={state.cards} email="" />
      <ResultActions>
        <ButtonLink to={localizePath('/gift-cards', locale)} variant="secondary">
          {t('checkout.continueShopping')}
        </ButtonLink>
      </ResultActions>
    </ResultPanel>
  );
}
