import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface CardPageLinkProps {
  /** A page of the cards area ("/dashboard/cards/card-detail/card-permission"). */
  to: string;
  /** The card the page acts on, as `?cardId=`. */
  cardId?: string;
  children: ReactNode;
  testId?: string;
  variant?: 'outline' | 'solid' | 'ghost';
}

/**
 * A link to a card page as a quiet button. The cards area's pages are built by several hands and
 * addressed by path and `?cardId=`, so the path is a string here rather than one of the route tree's
 * literals (a page built later still links; a missing one is the router's not-found page).
 */
export function CardPageLink({ to, cardId, children, testId, variant = 'outline' }: CardPageLinkProps) {
  return (
    <Button asChild size="sm" variant={variant} data-testid={testId}>
      {/* `never`: the route tree's literal types cannot name a page another part adds later. */}
      <Link to={to as never} search={(cardId ? { cardId } : {}) as never}>
        {children}
      </Link>
    </Button>
  );
}
