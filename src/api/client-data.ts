import * as v from 'valibot';
import type { LogEntry } from '../contract/client-logs';
import type { Language } from '../contract/headers';
import { LocalizationDataSchema } from '../contract/localization';
import { MenuTreeSchema } from '../contract/menu';
import { CLIENT_CACHE_VERSION, DKADC_GROUP, DKADC_SERVICE, ParameterListSchema } from '../contract/parameters';
import { serviceRequest } from './http';

/**
 * The client's own data: the bank's texts, the menu, the cache version and the log.
 * The worker adds and compares updateTime; these always receive the full answer.
 */
export const fetchLocalization = (languageCode: Language) =>
  serviceRequest('/DkAdc/GetLocalizationData', LocalizationDataSchema, { method: 'POST', body: { languageCode } });

export const fetchMenuTree = () => serviceRequest('/TenantSettings/GetMenuTree', MenuTreeSchema);

/** ClientCacheVersion: the unsigned variant before login, the signed one after. */
export const fetchCacheVersion = async (signedIn: boolean): Promise<string | undefined> => {
  const variant = signedIn ? 'GetParametersByGroup' : 'GetParametersByGroupPrelogin';
  const list = await serviceRequest(`/External/${variant}/${DKADC_SERVICE}/${DKADC_GROUP}`, ParameterListSchema);
  return list.find((item) => item.code === CLIENT_CACHE_VERSION)?.valueText1;
};

export const sendLogs = (logs: LogEntry[]) =>
  serviceRequest('/DkAdc/Log', v.object({ accepted: v.number() }), { method: 'POST', body: { logs } });
