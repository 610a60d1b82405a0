import { Box, Flex, Heading, HStack, IconButton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface PageFrameProps {
  title?: ReactNode;
  /** Shows a back button before the title. */
  onBack?: () => void;
  /** The right-hand title area (filters, a total, a link). */
  titleEnd?: ReactNode;
  /** Buttons under the content. */
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** The generic page frame (spec section 2): optional title, back button, right-hand title area, content, actions. */
export function PageFrame({ title, onBack, titleEnd, actions, children, testId }: PageFrameProps) {
  const { t } = useLingui();
  const hasHeader = title !== undefined || onBack !== undefined || titleEnd !== undefined;
  return (
    <Stack gap="5" data-testid={testId ?? 'page-frame'}>
      {hasHeader ? (
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <HStack gap="2" minWidth="0">
            {onBack ? (
              <IconButton
                variant="ghost"
                size="sm"
                onClick={onBack}
                aria-label={t({ id: 'common.back', message: 'Back' })}
                data-testid="page-back"
              >
                <span aria-hidden="true">←</span>
              </IconButton>
            ) : null}
            {title !== undefined ? (
              <Heading as="h1" size={{ base: 'xl', md: '2xl' }} data-testid="page-title">
                {title}
              </Heading>
            ) : null}
          </HStack>
          {titleEnd !== undefined ? <Box data-testid="page-title-end">{titleEnd}</Box> : null}
        </Flex>
      ) : null}
      <Box>{children}</Box>
      {actions !== undefined ? (
        <Flex gap="3" justify="flex-end" wrap="wrap" data-testid="page-actions">
          {actions}
        </Flex>
      ) : null}
    </Stack>
  );
}
