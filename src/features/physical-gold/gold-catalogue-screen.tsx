import { Badge, Box, Button, Flex, Heading, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { goldCatalogueQueryOptions } from '../../api/physical-gold';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { formatNumberText, formatPercentText } from '../../contract/money-text';
import type { GoldProduct } from '../../contract/physical-gold';
import { useLanguage } from '../../lib/use-language';
import { basketCount, goldBasket, useGoldBasket } from './gold-basket';

/** /dashboard/physical-gold/buy-physical-gold: the bars and coins with today's price and the stock. */
export function GoldCatalogueScreen() {
  const catalogue = useQuery(goldCatalogueQueryOptions());
  const { items } = useGoldBasket();
  const count = basketCount(items);
  // What was added, for screen readers (a toast would cover the page the customer keeps choosing on).
  const [announced, setAnnounced] = useState('');
  return (
    <PageFrame
      title={<SegmentTitle segment="buy-physical-gold" />}
      testId="gold-catalogue"
      titleEnd={
        <Button asChild variant={count ? 'solid' : 'outline'} data-testid="gold-basket-link">
          <Link to="/dashboard/physical-gold/basket">
            <Trans id="gold.catalogue.basket">Basket ({count})</Trans>
          </Link>
        </Button>
      }
    >
      <QueryState query={catalogue} testId="gold-catalogue">
        {(data) => (
          <Stack gap="4">
            <Text color="fg.muted" fontSize="sm">
              <Trans id="gold.catalogue.note">
                Prices follow the live gold price (TL per gram of fine gold) plus each product's workmanship premium.
                You pay when you order; the gold is delivered to your address or kept at a branch for you.
              </Trans>
            </Text>
            <SimpleGrid
              as="ul"
              columns={{ base: 1, md: 2, xl: 3 }}
              gap="4"
              listStyleType="none"
              data-testid="gold-products"
            >
              {data.products.map((product) => (
                <ProductCard
                  key={product.productId}
                  product={product}
                  inBasket={items[product.productId] ?? 0}
                  onAdded={setAnnounced}
                />
              ))}
            </SimpleGrid>
            <VisuallyHidden role="status">{announced}</VisuallyHidden>
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}

interface ProductCardProps {
  product: GoldProduct;
  inBasket: number;
  onAdded: (text: string) => void;
}

function ProductCard({ product, inBasket, onAdded }: ProductCardProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const { name, stock } = product;
  const soldOut = product.stock === 0 || inBasket >= product.stock;
  const add = () => {
    goldBasket.add(product.productId);
    const pieces = inBasket + 1;
    onAdded(t({ id: 'gold.catalogue.added', message: `${name} is in your basket (${pieces}).` }));
  };
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="l3"
      padding="4"
      bg="bg.panel"
      data-testid={`gold-product-${product.code}`}
    >
      <Stack gap="3">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            {name}
          </Heading>
          <Badge colorPalette={product.stock > 0 ? 'green' : 'red'} data-testid={`gold-stock-${product.code}`}>
            {product.stock > 0 ? (
              <Trans id="gold.catalogue.inStock">{stock} in stock</Trans>
            ) : (
              <Trans id="gold.catalogue.soldOut">Out of stock</Trans>
            )}
          </Badge>
        </Flex>
        <DetailList>
          <DetailRow label={<Trans id="gold.catalogue.price">Price</Trans>}>
            <Text as="span" fontWeight="semibold" fontSize="lg">
              <Money amount={product.unitPrice} testId={`gold-price-${product.code}`} />
            </Text>
          </DetailRow>
          <DetailRow label={<Trans id="gold.catalogue.weight">Weight and fineness</Trans>}>
            <Money amount={product.grams} currency="XAU" /> · {formatNumberText(product.purity, language)}
          </DetailRow>
          <DetailRow label={<Trans id="gold.catalogue.fine">Fine gold</Trans>}>
            <Money amount={product.fineGrams} currency="XAU" />
          </DetailRow>
          <DetailRow label={<Trans id="gold.catalogue.premium">Workmanship premium</Trans>}>
            {formatPercentText(product.premiumPercent, language)}
          </DetailRow>
        </DetailList>
        <Flex justify="flex-end">
          <Button onClick={add} disabled={soldOut} size="sm" data-testid={`gold-add-${product.code}`}>
            <Trans id="gold.catalogue.add">Add to basket</Trans>
            {inBasket > 0 ? ` (${inBasket})` : ''}
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
