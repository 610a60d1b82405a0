import { Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { goldCatalogueQueryOptions } from '../../api/physical-gold';
import { ItemList } from '../../components/item-list';
import { ListRow } from '../../components/list-row';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { formatAmount, parseAmount } from '../../contract/money';
import { GOLD_MAX_QUANTITY, type GoldProduct } from '../../contract/physical-gold';
import { basketItems, goldBasket, useGoldBasket } from './gold-basket';

/** /dashboard/physical-gold/basket: the pieces chosen, their quantities, the total at today's prices. */
export function GoldBasketScreen() {
  const navigate = useNavigate();
  const catalogue = useQuery(goldCatalogueQueryOptions());
  const { items } = useGoldBasket();
  const back = () => void navigate({ to: '/dashboard/physical-gold/buy-physical-gold' });
  return (
    <PageFrame title={<SegmentTitle segment="basket" />} onBack={back} testId="gold-basket">
      <QueryState query={catalogue} testId="gold-basket">
        {(data) => {
          const lines = basketItems(items)
            .map((item) => ({ ...item, product: data.products.find((p) => p.productId === item.productId) }))
            .filter((l): l is { productId: string; quantity: number; product: GoldProduct } => !!l.product);
          if (lines.length === 0)
            return (
              <Stack gap="3" data-testid="gold-basket-empty" align="flex-start">
                <Text>
                  <Trans id="gold.basket.empty">Your basket is empty. Choose bars or coins to buy.</Trans>
                </Text>
                <Button asChild>
                  <Link to="/dashboard/physical-gold/buy-physical-gold">
                    <Trans id="gold.basket.choose">Choose gold</Trans>
                  </Link>
                </Button>
              </Stack>
            );
          const total = lines.reduce((s, l) => s + parseAmount(l.product.unitPrice, 'TRY')! * BigInt(l.quantity), 0n);
          return (
            <Stack gap="4">
              <ItemList items={lines} testId="gold-basket-list" emptyTestId="gold-basket-none" empty={null}>
                {(line) => <BasketLine key={line.productId} product={line.product} quantity={line.quantity} />}
              </ItemList>
              <Flex justify="space-between" align="center" fontWeight="semibold" fontSize="lg">
                <Trans id="gold.basket.total">Estimated total</Trans>
                <Money amount={formatAmount(total, 'TRY')} testId="gold-basket-total" />
              </Flex>
              <Text color="fg.muted" fontSize="sm">
                <Trans id="gold.basket.priceNote">
                  The price is fixed on the summary, for a limited time, after you choose the delivery.
                </Trans>
              </Text>
              <Flex justify="flex-end">
                <Button
                  width={{ base: 'full', md: 'auto' }}
                  onClick={() => void navigate({ to: '/dashboard/physical-gold/address' })}
                  data-testid="gold-basket-continue"
                >
                  <Trans id="gold.basket.continue">Choose the delivery</Trans>
                </Button>
              </Flex>
            </Stack>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}

function BasketLine({ product, quantity }: { product: GoldProduct; quantity: number }) {
  const { t } = useLingui();
  const { name } = product;
  const max = Math.min(GOLD_MAX_QUANTITY, product.stock);
  const lineTotal = formatAmount(parseAmount(product.unitPrice, 'TRY')! * BigInt(quantity), 'TRY');
  return (
    <ListRow data-testid={`gold-line-${product.code}`} wrap="wrap" align="center">
      <Stack gap="1">
        <Text fontWeight="semibold">{name}</Text>
        <Text fontSize="sm" color="fg.muted">
          <Trans id="gold.basket.unit">
            <Money amount={product.unitPrice} /> each
          </Trans>
        </Text>
      </Stack>
      <HStack gap="3">
        <HStack gap="1" role="group" aria-label={t({ id: 'gold.basket.quantityOf', message: `Quantity of ${name}` })}>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t({ id: 'gold.basket.less', message: `One less ${name}` })}
            onClick={() => goldBasket.setQuantity(product.productId, quantity - 1)}
            disabled={quantity <= 1}
            data-testid={`gold-less-${product.code}`}
          >
            <span aria-hidden="true">−</span>
          </IconButton>
          <Text as="span" minWidth="2ch" textAlign="center" aria-live="polite" data-testid={`gold-qty-${product.code}`}>
            {quantity}
          </Text>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t({ id: 'gold.basket.more', message: `One more ${name}` })}
            onClick={() => goldBasket.setQuantity(product.productId, quantity + 1)}
            disabled={quantity >= max}
            data-testid={`gold-more-${product.code}`}
          >
            <span aria-hidden="true">+</span>
          </IconButton>
        </HStack>
        <Text as="span" fontVariantNumeric="tabular-nums" minWidth="9ch" textAlign="right">
          <Money amount={lineTotal} />
        </Text>
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          onClick={() => goldBasket.setQuantity(product.productId, 0)}
          aria-label={t({ id: 'gold.basket.removeOf', message: `Remove ${name}` })}
          data-testid={`gold-remove-${product.code}`}
        >
          <Trans id="gold.basket.remove">Remove</Trans>
        </Button>
      </HStack>
    </ListRow>
  );
}
