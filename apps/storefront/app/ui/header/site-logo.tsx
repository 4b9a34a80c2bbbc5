import { Link } from 'react-router';
import { logoHeaderClasses } from '../../lib/settings/logo-size.js';
import { localizePath } from '../../i18n/locale.js';
import { useShellData, useT } from '../layout/shell-data.js';

export function SiteLogo() {
  const { locale, settings } = useShellData();
  const t = useT();
  const { logo } = logoHeaderClasses(settings.logoSize);
  return (
    <Link to={localizePath('/', locale)} className="flex min-w-0 shrink items-center">
      {settings.siteLogo ? (
        <img
          src={settings.siteLogo}
          alt={t('brand.name')}
          className={`${logo} w-auto min-w-0 max-w-32 object-contain sm:max-w-48`}
        />
      ) : (
        <span className="text-xl font-extrabold tracking-tight text-brand-800 sm:text-2xl" dir="ltr">
          Matjar <span className="text-brand-300">|</span> <span lang="ar">متجر</span>
        </span>
      )}
    </Link>
  );
}
