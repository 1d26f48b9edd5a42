import { PageHeader } from '../../components/page-header';

export function OverviewPage() {
  return <PageHeader title="Overview" description="The state of the service at a glance." />;
}
