import { useParams } from 'react-router';
import { SectionEditScreen } from '../features/homepage/editor/section-edit-screen';

/** /admin/homepage/{banner|products|categories|info}/{id}: the section's edit screen (back-office §2). */
export function HomepageSectionEditPage() {
  const { kind = '', sectionId = '' } = useParams();
  // Keyed by section: moving from one section's screen to another's starts afresh.
  return <SectionEditScreen key={sectionId} kind={kind} sectionId={sectionId} />;
}
