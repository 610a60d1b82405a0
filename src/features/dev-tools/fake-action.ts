import { serviceEnvelope, type ServiceEnvelope } from '../../contract/envelope';

/** What the fake call of the component test page answers. */
export const SCENARIOS = ['success', 'signing', 'sms', 'email', 'error', 'silent', 'otpInline'] as const;
export type Scenario = (typeof SCENARIOS)[number];

const answer = (patch: Partial<ServiceEnvelope<unknown>>) => serviceEnvelope<unknown>({}, patch);
const otp = (actionCode: number) => answer({ actionCode, data: { otpReferenceKey: 'dev-ref', otpTimeout: 120 } });

/** A stand-in for a service call: the first call answers the scenario, a code confirms it ("000000" fails). */
export const fakeCall =
  (scenario: Scenario) =>
  async (values: { otpCode?: string }): Promise<ServiceEnvelope<unknown>> => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (values.otpCode) {
      if (scenario === 'otpInline' || values.otpCode === '000000') {
        return answer({ status: 'error', data: null, messages: [{ code: '100002', text: 'Kod hatalı (100002).' }] });
      }
      return answer({});
    }
    if (scenario === 'signing') return answer({ isTransactionSigning: true });
    if (scenario === 'sms' || scenario === 'otpInline') return otp(201);
    if (scenario === 'email') return otp(203);
    if (scenario === 'error')
      return answer({ status: 'error', data: null, messages: [{ code: '500', text: 'Fake error.' }] });
    if (scenario === 'silent') return answer({ status: 'error', data: null, messages: [{ code: '90001', text: '' }] });
    return answer({});
  };
