import * as v from 'valibot';

/** `GET /External/GetParametersByGroup[Prelogin]/{serviceName}/{groupCode}`. */
export const ParameterSchema = v.object({ code: v.string(), valueText1: v.string() });
export const ParameterListSchema = v.array(ParameterSchema);
export type Parameter = v.InferOutput<typeof ParameterSchema>;

export const DKADC_SERVICE = 'DKADC';
export const DKADC_GROUP = 'DKADC';
/** The parameter whose change makes every client clear its storage (spec section 4, Other). */
export const CLIENT_CACHE_VERSION = 'ClientCacheVersion';
