import { formatNumber, type AdminProductImportResponse } from '@matjar/core';
import { Download, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../../i18n/language-context';
import { ApiError, describeApiError } from '../../../lib/api/api-error';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useExportProducts } from '../api/export-products';
import { useImportProducts } from '../api/import-products';
import type { ProductListParams } from '../list-params';

interface RowIssue {
  row: string;
  column: string;
  message: string;
}

/**
 * Export CSV (the list's current filters) and Import CSV: the file is checked first (a dry run), its report
 * or its errors by row and column shown, and applied only when staff confirm.
 */
export function ProductCsvActions({ params, canEdit }: { params: ProductListParams; canEdit: boolean }) {
  const { t, language } = useI18n();
  const exporter = useExportProducts();
  const importer = useImportProducts();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<{ file: File; report: AdminProductImportResponse } | null>(null);
  const [issues, setIssues] = useState<RowIssue[]>([]);
  const n = (value: number) => formatNumber(value, language);

  const exportFile = () =>
    exporter.mutate(params, {
      onError: (error) => toast.error(describeApiError(error, language, t('productsCsv.exportFailed'))),
    });

  const check = async (file: File) => {
    setIssues([]);
    try {
      const report = await importer.mutateAsync({ file, dryRun: true });
      setPending({ file, report });
    } catch (error) {
      toast.error(describeApiError(error, language, t('productsCsv.importFailed')));
      if (error instanceof ApiError) {
        setIssues(
          error.issues.map((issue) => ({
            row: typeof issue.path[0] === 'number' ? n(issue.path[0]) : String(issue.path[0] ?? ''),
            column: String(issue.path[1] ?? ''),
            message: (language === 'ar' ? issue.messageAr : issue.message) || issue.message,
          })),
        );
      }
    }
  };

  const apply = async () => {
    if (!pending) return;
    try {
      const report = await importer.mutateAsync({ file: pending.file, dryRun: false });
      toast.success(
        t('productsCsv.imported', {
          created: n(report.created),
          updated: n(report.updated),
          unchanged: n(report.unchanged),
        }),
      );
    } catch (error) {
      toast.error(describeApiError(error, language, t('productsCsv.importFailed')));
      throw error;
    }
  };

  return (
    <>
      <Button type="button" onClick={exportFile} disabled={exporter.isPending}>
        <Download aria-hidden="true" className="size-4" />
        {t('productsCsv.export')}
      </Button>
      {canEdit && (
        <>
          <Button type="button" onClick={() => input.current?.click()} disabled={importer.isPending}>
            <Upload aria-hidden="true" className="size-4" />
            {importer.isPending ? t('productsCsv.checking') : t('productsCsv.import')}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label={t('productsCsv.import')}
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void check(file);
            }}
          />
        </>
      )}
      {issues.length > 0 && (
        <section role="alert" className="basis-full rounded-md border border-red-200 bg-red-50 p-3 text-sm">
          <div className="flex items-center justify-between gap-2">
            <h2 className="font-semibold text-red-800">{t('productsCsv.issuesTitle')}</h2>
            <Button type="button" size="sm" variant="ghost" onClick={() => setIssues([])}>
              {t('productsCsv.dismiss')}
            </Button>
          </div>
          <table className="mt-2 w-full text-start">
            <thead>
              <tr>
                <th className="pe-3 text-start">{t('productsCsv.row')}</th>
                <th className="pe-3 text-start">{t('productsCsv.column')}</th>
                <th className="text-start">{t('productsCsv.problem')}</th>
              </tr>
            </thead>
            <tbody>
              {issues.map((issue) => (
                <tr key={`${issue.row}:${issue.column}`}>
                  <td className="pe-3">{issue.row}</td>
                  <td className="pe-3 font-mono" dir="ltr">
                    {issue.column}
                  </td>
                  <td>{issue.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        onConfirm={apply}
        title={t('productsCsv.confirmTitle')}
        description={
          pending
            ? t('productsCsv.confirmBody', {
                file: pending.file.name,
                created: n(pending.report.created),
                updated: n(pending.report.updated),
                unchanged: n(pending.report.unchanged),
              })
            : ''
        }
        confirmLabel={t('productsCsv.apply')}
      />
    </>
  );
}
