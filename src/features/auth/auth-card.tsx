import { Box, Center, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../components/language-switch';

/** The frame of every pre-login screen: a centred card with the title and the language switch. */
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
          <Heading as="h1" size="xl" color="brand.fg">
            {title}
          </Heading>
          <LanguageSwitch />
        </Flex>
        {children}
      </Box>
    </Center>
  );
}
