/** The fuzz plans of the CallCenter core's routes (issue 18); the agent's call is the printed link's (unverified). */
import type { RoutePlan } from './fuzz-routes';

export const callCenterRoutePlans: Record<string, RoutePlan> = {
  'GET /api/callcenter/agent': { as: 'agent' },
  'GET /api/callcenter/call': { as: 'agent' },
  'POST /api/callcenter/call': {
    as: 'agent',
    sample: { body: { workgroup: 'Bireysel', ivrErrorCode: 'E1', Nps: '9' } },
  },
  'POST /api/callcenter/findcustomer': {
    as: 'agent',
    sample: { body: { by: 'identityNumber', value: '10000000146' } },
    variants: [{ body: { by: 'phone', value: '05321000146' } }, { body: { by: 'customerNumber', value: '1000146' } }],
  },
  'POST /api/callcenter/sendverificationcode': { as: 'agent', sample: { body: {} }, runs: 12 },
  'POST /api/customer/verifycallinformation': {
    as: 'agent',
    sample: { body: { method: 'questions', birthDate: '1986-03-15', cardLastDigits: '0000' } },
    variants: [{ body: { method: 'sms', code: '123456' } }],
    note: 'Wrong answers only (a right one would verify the shared call); the attempts run out early.',
  },
  'GET /api/callcenter/customerinformation': { as: 'agent' },
  'GET /api/callcenter/processhistory': { as: 'agent' },
  'POST /api/sandbox/telephony/calls': { as: 'none', sample: { body: { workgroup: 'Bireysel', Nps: '7' } }, runs: 12 },
};
