import type { AdminDriver } from '@matjar/core';
import { Copy, Link2Off, QrCode, RefreshCw } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { QueryState } from '../../ui/query-state';
import { useChangeDriverLink, useDriverLink } from './api/driver-link';

/**
 * A driver's run link as a QR code to scan with the phone's camera (decision 053), with "make a new link" (the
 * one before stops working) and "switch off". The address carries the token after the #, so opening it sends
 * nothing secret to the server; it is shown only in this dialog, to staff who handle orders.
 */
export function DriverLinkDialog({ driver, onClose }: { driver: AdminDriver; onClose: () => void }) {
  const { t, language } = useI18n();
  const link = useDriverLink(driver.id);
  const change = useChangeDriverLink(driver.id);

  const run = async (active: boolean) => {
    try {
      await change.mutateAsync(active);
    } catch (error) {
      toast.error(
        t('drivers.linkFailed', { message: describeApiError(error, language, t('common.tryAgainLater')) }),
      );
    }
  };
  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url);
    toast.success(t('drivers.linkCopied'));
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('drivers.linkTitle', { name: driver.name })}
      description={t('drivers.linkBody')}
    >
      <QueryState query={link} errorTitle={t('drivers.linkLoadFailed')}>
        {({ url }) => (
          <div className="space-y-4">
            {url ? (
              <>
                <div className="mx-auto w-fit rounded-xl border border-zinc-200 bg-white p-4">
                  <QRCodeSVG
                    value={url}
                    size={224}
                    marginSize={2}
                    role="img"
                    aria-label={t('drivers.linkQr', { name: driver.name })}
                  />
                </div>
                <div className="flex flex-wrap justify-center gap-2">
                  <Button variant="secondary" icon={Copy} onClick={() => void copy(url)}>
                    {t('drivers.linkCopy')}
                  </Button>
                  <Button
                    variant="secondary"
                    icon={RefreshCw}
                    disabled={change.isPending}
                    onClick={() => void run(true)}
                  >
                    {t('drivers.linkRenew')}
                  </Button>
                  <Button
                    variant="ghost-danger"
                    icon={Link2Off}
                    disabled={change.isPending}
                    onClick={() => void run(false)}
                  >
                    {t('drivers.linkOff')}
                  </Button>
                </div>
                <p className="text-center text-xs text-zinc-600">{t('drivers.linkRenewHint')}</p>
              </>
            ) : (
              <div className="space-y-3 text-center">
                <p className="text-sm text-zinc-700">{t('drivers.linkNone')}</p>
                <Button icon={QrCode} disabled={change.isPending} onClick={() => void run(true)}>
                  {t('drivers.linkMake')}
                </Button>
              </div>
            )}
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
