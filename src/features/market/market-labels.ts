import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MarketInstrument } from '../../contract/market';

/** Each instrument's name on the page. */
export const INSTRUMENT_NAMES: Record<MarketInstrument, MessageDescriptor> = {
  USD: msg({ id: 'market.instrument.usd', message: 'US dollar' }),
  EUR: msg({ id: 'market.instrument.eur', message: 'Euro' }),
  GBP: msg({ id: 'market.instrument.gbp', message: 'British pound' }),
  XAU: msg({ id: 'market.instrument.xau', message: 'Gold (gram)' }),
  XAG: msg({ id: 'market.instrument.xag', message: 'Silver (gram)' }),
  XPT: msg({ id: 'market.instrument.xpt', message: 'Platinum (gram)' }),
};
