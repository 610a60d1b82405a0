import { Trans } from '@lingui/react/macro';

/** "Taşıt Finansmanı, 7. taksit" / "Vehicle financing, installment 7", with its due date when given. */
export function InstallmentLabel({ name, no, date }: { name: string; no: number; date?: string }) {
  return date ? (
    <Trans id="financing.item">
      {name}, installment {no} ({date})
    </Trans>
  ) : (
    <Trans id="financing.receipt.item">
      {name}, installment {no}
    </Trans>
  );
}

/** "Installment 7". */
export function InstallmentNo({ no }: { no: number }) {
  return <Trans id="financing.installmentNo">Installment {no}</Trans>;
}
