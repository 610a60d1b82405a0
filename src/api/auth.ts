import { queryOptions, useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { EmptyDataSchema } from '../contract/api-route';
import { CustomerSchema, LoginStepDataSchema, type LoginPayload, type OtpSubmit } from '../contract/auth';
import {
  CaptchaSchema,
  FlowStartSchema,
  ImageUrlsSchema,
  PasswordRulesSchema,
  SessionLimitsSchema,
  VerifyEmailResultSchema,
  type SetPassword,
  type SetSecurityKey,
} from '../contract/auth-flows';
import { MobileApproveDataSchema, WorkgroupListDataSchema } from '../contract/login-steps';
import { authRequest, serviceRequest } from './http';

/** `data` of a login-step answer: the common fields plus those of 106 (push) and 119 (workgroups). */
export const StepDataSchema = v.object({
  ...LoginStepDataSchema.entries,
  ...v.partial(MobileApproveDataSchema).entries,
  ...v.partial(WorkgroupListDataSchema).entries,
});

const post = (body?: unknown) => ({ method: 'POST' as const, body: body ?? {} });

/** Login steps (spec section 7, POST auth). */
export const initialLogin = (payload: LoginPayload) => authRequest('/Auth/InitialLogin', StepDataSchema, post(payload));
export const sessionInitiate = (payload: OtpSubmit) =>
  authRequest('/auth/sessionInitiate', StepDataSchema, post(payload));
export const resendOtp = (otpReferenceKey: string) =>
  authRequest('/auth/resendOtp', StepDataSchema, post({ otpReferenceKey }));
export const approveMessage = (authorizationId: string) =>
  authRequest('/auth/approveMessage', StepDataSchema, post({ authorizationId }));
export const setPassword = (body: SetPassword) => authRequest('/Auth/SetPassword', StepDataSchema, post(body));
export const setSecurityImage = (imageCode: string) =>
  authRequest('/auth/setSecurityImage', StepDataSchema, post({ imageCode }));
export const setSecurityKey = (body: SetSecurityKey) => authRequest('/Auth/SetSecurityKey', StepDataSchema, post(body));
export const setWorkgroup = (workgroupId: string) =>
  authRequest('/auth/SetRepresentativeWorkgroupId', StepDataSchema, post({ workgroupId }));
export const generateCaptcha = () => authRequest('/Captcha/generate', CaptchaSchema, post());
export const refreshSession = () => authRequest('/Auth/refreshSession', SessionLimitsSchema, post());
export const logout = () => authRequest('/auth/logout', EmptyDataSchema, post());

/** Forgot password (unsigned). */
/** A refused start may carry `captchaRequired` / `lockedUntil` instead of the flow. */
const ForgotAnswerSchema = v.union([
  FlowStartSchema,
  v.partial(v.pick(LoginStepDataSchema, ['captchaRequired', 'lockedUntil'])),
]);
export const forgotPassword = (body: {
  identificationNumber: string;
  capthchaValue?: string;
  captchaReference?: string;
}) => authRequest('/auth/forgotPassword', ForgotAnswerSchema, post(body));
export const confirmFlow = (body: { flowReferenceKey: string; otpReferenceKey: string; otpCode: string }) =>
  authRequest('/Auth/confirmFlow', EmptyDataSchema, post(body));
export const resendFlowOtp = (flowReferenceKey: string) =>
  authRequest('/Auth/resendFlowOtp', FlowStartSchema, post({ flowReferenceKey }));
export const verifySecurityKey = (body: { flowReferenceKey: string; securityKey: string }) =>
  authRequest('/Auth/VerifySecurityKey', EmptyDataSchema, post(body));
export const setNewPassword = (body: { flowReferenceKey: string; newPassword: string; newPasswordRepeat: string }) =>
  authRequest('/Auth/SetNewPassword', EmptyDataSchema, post(body));
export const verifyEmail = (token: string) =>
  authRequest('/Auth/VerifyEmail', VerifyEmailResultSchema, post({ token }));

export const authKeys = {
  all: ['auth'] as const,
  customer: () => [...authKeys.all, 'customer'] as const,
  passwordRules: (flowReferenceKey?: string) => [...authKeys.all, 'passwordRules', { flowReferenceKey }] as const,
  securityImages: () => [...authKeys.all, 'securityImages'] as const,
  verifyEmail: (token: string) => [...authKeys.all, 'verifyEmail', token] as const,
};

export const customerQueryOptions = () =>
  queryOptions({ queryKey: authKeys.customer(), queryFn: () => serviceRequest('/Customer/Customer', CustomerSchema) });

/** The server's password rules: the signed-in customer's, or the forgot flow's. */
export const passwordRulesQueryOptions = (flowReferenceKey?: string) =>
  queryOptions({
    queryKey: authKeys.passwordRules(flowReferenceKey),
    queryFn: async () => {
      const envelope = flowReferenceKey
        ? await authRequest('/Auth/passwordRegexFlow', PasswordRulesSchema, post({ flowReferenceKey }))
        : await authRequest('/Auth/passwordRegex', PasswordRulesSchema);
      return envelope.data?.rules ?? [];
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export const securityImagesQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.securityImages(),
    queryFn: () => serviceRequest('/DkAdc/GetImageUrls', ImageUrlsSchema, post({ area: 'securityImages' })),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The e-mail link's token, checked once (a query, so a re-render does not post it again). */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({ queryKey: authKeys.verifyEmail(token), queryFn: () => verifyEmail(token), staleTime: Infinity });

export const useInitialLogin = () => useMutation({ mutationFn: initialLogin });
export const useSessionInitiate = () => useMutation({ mutationFn: sessionInitiate });
export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
export const useLogout = () => useMutation({ mutationFn: logout });
