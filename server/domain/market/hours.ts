/**
 * Trading hours (settings, Istanbul time): currencies in `config.market.fxHours` (weekdays
 * 09:00-17:30 by default, closed on the bank's holidays, `transfers.eft.holidays`), metals in
 * `metalHours` (Monday to Saturday 08:00-22:00). The feed moves around the clock; only quotes and
 * trades keep to the hours.
 */
import { isMetal, type MarketInstrument } from '../../../src/contract/market';
import type { ServerConfig, TradingHours } from '../../config';
import { istanbulDate } from '../transfers/calendar';

const OFFSET_MS = 3 * 60 * 60 * 1000;

export const hoursOf = (config: ServerConfig, instrument: MarketInstrument): TradingHours =>
  isMetal(instrument) ? config.market.metalHours : config.market.fxHours;

const minutes = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Whether an instrument trades at an instant. */
export const isTrading = (config: ServerConfig, instrument: MarketInstrument, at: Date): boolean => {
  const hours = hoursOf(config, instrument);
  const local = new Date(at.getTime() + OFFSET_MS);
  if (!hours.days.includes(local.getUTCDay())) return false;
  if (!isMetal(instrument) && config.transfers.eft.holidays.includes(istanbulDate(at))) return false;
  const now = local.getUTCHours() * 60 + local.getUTCMinutes();
  return now >= minutes(hours.opensAt) && now < minutes(hours.closesAt);
};
