import { WithdrawRecordList } from '../../../features/withdraw/components/withdraw-record-list.tsx';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** Withdraw log (docs/SPECIFICATION.md §2, Mine → withdraw record). */
export default function WithdrawLogPage({ route }: PageProps) {
  return (
    <PageFrame route={route}>
      <WithdrawRecordList />
    </PageFrame>
  );
}
