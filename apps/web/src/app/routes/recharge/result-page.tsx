import { useSearchParams } from 'react-router';
import { OrderView } from '../../../features/recharge/components/order-view.tsx';
import type { PageProps } from '../../routes.ts';
import { PageFrame } from '../page-frame.tsx';

/** Recharge result (docs/SPECIFICATION.md §2): `?order_no=` — the charge to pay, then its outcome. */
export default function RechargeResultPage({ route }: PageProps) {
  const [params] = useSearchParams();
  const orderNo = (params.get('order_no') ?? '').trim().slice(0, 40);
  return (
    <PageFrame route={route}>
      <OrderView key={orderNo} orderNo={orderNo} />
    </PageFrame>
  );
}
