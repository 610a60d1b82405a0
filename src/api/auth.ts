import { queryOptions, useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { CustomerSchema, LoginStepDataSchema, type LoginForm, type OtpSubmit } from '../contract/auth';
import { authRequest, serviceRequest } from './http';

/** Login steps (spec section 7, POST auth) and who is signed in. */
export const initialLogin = (payload: LoginForm) =>
  authRequest('/Auth/InitialLogin', LoginStepDataSchema, { method: 'POST', body: payload });

export const sessionInitiate = (payload: OtpSubmit) =>
  authRequest('/auth/sessionInitiate', LoginStepDataSchema, { method: 'POST', body: payload });

export const resendOtp = (otpReferenceKey: string) =>
  authRequest('/auth/resendOtp', LoginStepDataSchema, { method: 'POST', body: { otpReferenceKey } });

export const logout = () => authRequest('/auth/logout', v.unknown(), { method: 'POST' });

export const authKeys = {
  all: ['auth'] as const,
  customer: () => [...authKeys.all, 'customer'] as const,
};

export const customerQueryOptions = () =>
  queryOptions({ queryKey: authKeys.customer(), queryFn: () => serviceRequest('/Customer/Customer', CustomerSchema) });

export const useInitialLogin = () => useMutation({ mutationFn: initialLogin });
export const useSessionInitiate = () => useMutation({ mutationFn: sessionInitiate });
export const useResendOtp = () => useMutation({ mutationFn: resendOtp });
export const useLogout = () => useMutation({ mutationFn: logout });
