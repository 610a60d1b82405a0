/** Parameter groups (GetParametersByGroup[Prelogin]): code and valueText1, per service and group. */
import { CLIENT_CACHE_VERSION, DKADC_GROUP, DKADC_SERVICE, type Parameter } from '../../../src/contract/parameters';
import type { ServerConfig } from '../../config';

/** Groups a pre-login page may read; everything else needs a session. */
const PRELOGIN_GROUPS = new Set([`${DKADC_SERVICE}/${DKADC_GROUP}`]);

const groups = (config: ServerConfig): Record<string, Parameter[]> => ({
  [`${DKADC_SERVICE}/${DKADC_GROUP}`]: [
    { code: CLIENT_CACHE_VERSION, valueText1: config.clientCacheVersion },
    { code: 'LogBatchSeconds', valueText1: '5' },
  ],
});

/** undefined: no such group (or not readable before login). Service and group compare case-insensitively. */
export const parametersFor = (
  config: ServerConfig,
  serviceName: string,
  groupCode: string,
  prelogin: boolean,
): Parameter[] | undefined => {
  const key = `${serviceName.toUpperCase()}/${groupCode.toUpperCase()}`;
  if (prelogin && !PRELOGIN_GROUPS.has(key)) return undefined;
  return groups(config)[key];
};
