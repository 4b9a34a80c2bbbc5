import { ArrowRight, PackageX } from 'lucide-react';
import { Link } from 'react-router';
import { localizePath } from '../../i18n/locale.js';
import { useShellData, useT } from '../../ui/layout/shell-data.js';

/** Unknown or inactive product id (the page answers 404): message and a way back to the products. */
export function ProductNotFound() {
  const { locale } = useShellData();
  const t = useT();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="grid size-20 place-items-center rounded-full bg-brand-50 text-brand-600">
        <PackageX className="size-10" aria-hidden />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold text-slate-900">{t('product.notFound.title')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('product.notFound.text')}</p>
      <Link
        to={localizePath('/products', locale)}
        className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-bold text-white shadow-sm hover:bg-brand-800"
      >
        {t('product.notFound.back')}
        <ArrowRight className="size-5 rtl:rotate-180" aria-hidden />
      </Link>
    </section>
  );
}
