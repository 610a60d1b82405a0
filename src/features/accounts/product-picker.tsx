import { Grid, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SelectInput } from '../../components/inputs/select-input';
import { OPENABLE_KINDS, type AccountProducts, type OpenableKind } from '../../contract/account-management';

export interface ProductChoice {
  kind: OpenableKind;
  currency: string;
  termMonths: string;
  poolCode: string;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS grid values
const COLUMNS = { base: '1fr', md: 'repeat(2, 1fr)' };
// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS grid values
const FULL_ROW = { md: 'span 2' };

/** The first pool of a currency (what the picker shows after a currency change). */
export const firstPool = (products: AccountProducts, currency: string): string =>
  products.participation.pools.find((pool) => pool.currency === currency)?.code ?? '';

/**
 * Kind, currency and, for a participation account, term and profit-sharing pool with its ratio.
 * The return of a participation account is known only at maturity: the picker says so.
 */
export function ProductPicker({
  products,
  value,
  onChange,
}: {
  products: AccountProducts;
  value: ProductChoice;
  onChange: (next: ProductChoice) => void;
}) {
  const { t } = useLingui();
  const pools = products.participation.pools.filter((pool) => pool.currency === value.currency);
  const pool = pools.find((p) => p.code === value.poolCode);
  const kinds = [
    {
      value: OPENABLE_KINDS[0],
      label: t({ id: 'createAccount.kind.current', message: 'Private current account (no return)' }),
    },
    {
      value: OPENABLE_KINDS[1],
      label: t({ id: 'createAccount.kind.participation', message: 'Participation account' }),
    },
  ];
  const currencies = products.currencies.map((code) => ({
    value: code,
    label: code === 'XAU' ? t({ id: 'createAccount.currency.gold', message: 'Gold (grams)' }) : code,
  }));
  const terms = products.participation.termsMonths.map((months) => ({
    value: String(months),
    label: t({ id: 'createAccount.termOption', message: `${months} months` }),
  }));
  const poolOptions = pools.map(({ code, name, profitShareRatio }) => ({
    value: code,
    label: `${name} (${profitShareRatio}/${100 - profitShareRatio})`,
  }));
  const customerShare = pool?.profitShareRatio ?? 0;
  const bankShare = 100 - customerShare;
  const participation = value.kind === 'Participation';
  return (
    <Grid templateColumns={COLUMNS} gap="4" data-testid="product-picker">
      <SelectInput
        label={<Trans id="createAccount.kind">Account type</Trans>}
        value={value.kind}
        options={kinds}
        onChange={(kind) => onChange({ ...value, kind: kind as OpenableKind })}
        name="kind"
        testId="create-kind"
        required
      />
      <SelectInput
        label={<Trans id="createAccount.currency">Currency</Trans>}
        value={value.currency}
        options={currencies}
        onChange={(currency) => onChange({ ...value, currency, poolCode: firstPool(products, currency) })}
        name="currency"
        testId="create-currency"
        required
      />
      {participation ? (
        <>
          <SelectInput
            label={<Trans id="createAccount.term">Term</Trans>}
            value={value.termMonths}
            options={terms}
            onChange={(termMonths) => onChange({ ...value, termMonths })}
            name="termMonths"
            testId="create-term"
            required
          />
          <SelectInput
            label={<Trans id="createAccount.pool">Profit-sharing pool</Trans>}
            value={value.poolCode}
            options={poolOptions}
            onChange={(poolCode) => onChange({ ...value, poolCode })}
            name="poolCode"
            testId="create-pool"
            required
          />
          {pool ? (
            <Text gridColumn={FULL_ROW} fontSize="sm" color="fg.muted" data-testid="create-pool-info">
              <Trans id="createAccount.poolInfo">
                Profit and loss are shared: you receive {customerShare}% of the pool's profit on your money and the bank{' '}
                {bankShare}%. No return is promised in advance; it is known at maturity, and the account renews at
                maturity unless you close it.
              </Trans>
            </Text>
          ) : null}
        </>
      ) : null}
    </Grid>
  );
}
