import { Icon } from '../../../components/ui/icons.tsx';

/** A Pix account as its cards show it: the bank icon, the holder's name and the masked key. */
export function AccountSummary({ account }: { account: { name: string; pix_account: string } }) {
  return (
    <>
      <span className="jl-wd-account__icon" aria-hidden="true">
        <Icon name="bank" size={20} />
      </span>
      <span className="jl-wd-account__text">
        <strong>{account.name}</strong>
        <small>PIX · CPF {account.pix_account}</small>
      </span>
    </>
  );
}
