import { Box, Flex, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { CardSummary } from '../../contract/cards';
import { CARD_KIND_LABEL } from './card-labels';
import { CardStatusBadge } from './card-status-badge';

/** "515899******6018" in groups of four as printed on a card: "5158 99•• •••• 6018". */
export const groupedMaskedNumber = (masked: string): string =>
  masked
    .replace(/\*/g, '•')
    .replace(/(.{4})/g, '$1 ')
    .trim();

/** The last four digits of a masked number. */
export const lastFour = (masked: string): string => masked.slice(-4);

export type CardPictureCard = Pick<
  CardSummary,
  'kind' | 'maskedNumber' | 'productName' | 'nickname' | 'holderName' | 'status' | 'expiry'
>;

/**
 * A card drawn as a card (design brief): product name and nickname, the number as BIN + last 4,
 * expiry, holder, kind and its state on the picture itself. The chip and the grouped number are
 * decorative; a screen reader hears "card ending 6018" and the words. Light text on the brand's
 * darkest shades (a live card) or on dark grey (a card that is not), above 7:1 either way.
 */
export function CardPicture({ card, testId = 'card-picture' }: { card: CardPictureCard; testId?: string }) {
  const { i18n } = useLingui();
  const live = card.status === 'Active';
  const last4 = lastFour(card.maskedNumber);
  return (
    <Stack
      role="group"
      aria-label={`${card.productName}, ${i18n._(CARD_KIND_LABEL[card.kind])}`}
      data-testid={testId}
      data-kind={card.kind}
      data-status={card.status}
      data-masked={card.maskedNumber}
      justify="space-between"
      gap="3"
      width="100%"
      maxWidth="22rem"
      aspectRatio="1.586"
      minHeight="12rem"
      padding="5"
      borderRadius="xl"
      color="white"
      bgGradient="to-br"
      gradientFrom={live ? 'brand.800' : 'gray.700'}
      gradientTo={live ? 'brand.950' : 'gray.900'}
      borderWidth={card.kind === 'Virtual' ? '2px' : '0'}
      borderStyle="dashed"
      borderColor="whiteAlpha.700"
      boxShadow="md"
      flexShrink={0}
    >
      <Flex justify="space-between" align="start" gap="2">
        <Stack gap="0" minWidth="0">
          <Text fontWeight="bold" fontSize="md" lineClamp={2} data-testid="card-product">
            {card.productName}
          </Text>
          {card.nickname ? (
            <Text fontSize="sm" truncate data-testid="card-nickname">
              {card.nickname}
            </Text>
          ) : null}
        </Stack>
        <CardStatusBadge status={card.status} />
      </Flex>
      <HStack justify="space-between" align="center">
        <Box aria-hidden="true" width="10" height="7" borderRadius="sm" bg="orange.200" opacity="0.9" />
        <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" data-testid="card-kind">
          {i18n._(CARD_KIND_LABEL[card.kind])}
        </Text>
      </HStack>
      <Box>
        <Text
          aria-hidden="true"
          fontFamily="mono"
          fontSize={{ base: 'md', md: 'lg' }}
          letterSpacing="wider"
          whiteSpace="nowrap"
          data-testid="card-masked-number"
        >
          {groupedMaskedNumber(card.maskedNumber)}
        </Text>
        <VisuallyHidden>
          <Trans id="cards.picture.endingIn">Card number ending in {last4}</Trans>
        </VisuallyHidden>
      </Box>
      <Flex justify="space-between" align="end" gap="3">
        <Stack gap="0" minWidth="0">
          <Text fontSize="2xs" textTransform="uppercase" opacity="0.9">
            <Trans id="cards.picture.holder">Card holder</Trans>
          </Text>
          <Text fontSize="sm" fontWeight="semibold" truncate data-testid="card-holder">
            {card.holderName}
          </Text>
        </Stack>
        <Stack gap="0" textAlign="end" flexShrink={0}>
          <Text fontSize="2xs" textTransform="uppercase" opacity="0.9">
            <Trans id="cards.picture.expiry">Valid thru</Trans>
          </Text>
          <Text fontSize="sm" fontWeight="semibold" fontFamily="mono" data-testid="card-expiry">
            {card.expiry}
          </Text>
        </Stack>
      </Flex>
    </Stack>
  );
}
