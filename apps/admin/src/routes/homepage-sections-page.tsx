import { HomepageManagerScreen } from '../features/homepage/homepage-manager-screen';

/** /admin/homepage: the homepage section manager. */
export function HomepageSectionsPage() {
  return <HomepageManagerScreen view="all" />;
}

/** /admin/banners (a link of the spec with no screen of its own): the manager showing banner sections. */
export function BannersPage() {
  return <HomepageManagerScreen view="banners" />;
}
