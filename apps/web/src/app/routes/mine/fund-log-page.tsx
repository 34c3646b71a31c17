import { FundLog } from '../../../features/wallet/components/fund-log.tsx';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** Balance record (docs/SPECIFICATION.md §2 Mine → balance record; §3 fund-log entry types). */
export default function FundLogPage({ route }: PageProps) {
  return (
    <PageFrame route={route}>
      <FundLog />
    </PageFrame>
  );
}
