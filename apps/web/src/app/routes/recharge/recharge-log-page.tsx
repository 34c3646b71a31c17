import { RechargeRecordList } from '../../../features/recharge/components/recharge-record-list.tsx';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** Recharge log (docs/SPECIFICATION.md §2, Mine → recharge record). */
export default function RechargeLogPage({ route }: PageProps) {
  return (
    <PageFrame route={route}>
      <RechargeRecordList />
    </PageFrame>
  );
}
