import { Box, Center, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../components/language-switch';
import { BRAND_NAME } from '../../lib/brand';

/** The frame of every pre-login screen: a centred card naming the bank, with the title and the language switch. */
export function AuthCard({ title, children, wide }: { title: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <Center as="main" minHeight="100dvh" padding="4" bg="bg.subtle">
      <Box
        width="full"
        maxWidth={wide ? 'xl' : 'md'}
        bg="bg"
        borderRadius="l3"
        boxShadow="md"
        padding={{ base: 5, md: 8 }}
      >
        <Flex justify="space-between" align="center" gap="3" marginBottom="6">
          <Stack gap="1">
            <Text fontSize="lg" fontWeight="bold" color="brand.fg" data-testid="brand-name">
              {BRAND_NAME}
            </Text>
            <Heading as="h1" size="xl" color="brand.fg">
              {title}
            </Heading>
          </Stack>
          <LanguageSwitch />
        </Flex>
        {children}
      </Box>
    </Center>
  );
}
