import { ActionCode, loginStepRoutes } from '../contract/action-codes';

/**
 * The one table from a server action code to where the page goes (spec section 2).
 * 100-119 are pages of the login flow; 201-203 are transaction-verification dialogs
 * (opened over the current page by a later issue), not routes.
 */
export type LoginStepRoute = (typeof loginStepRoutes)[keyof typeof loginStepRoutes];
export type TransactionDialog = 'transaction-otp' | 'transaction-push' | 'transaction-email';
export type ActionDestination = { kind: 'route'; to: LoginStepRoute } | { kind: 'dialog'; dialog: TransactionDialog };

export const ACTION_DESTINATIONS: Readonly<Record<number, ActionDestination>> = {
  [ActionCode.Dashboard]: { kind: 'route', to: loginStepRoutes[ActionCode.Dashboard] },
  [ActionCode.Otp]: { kind: 'route', to: loginStepRoutes[ActionCode.Otp] },
  [ActionCode.SetPassword]: { kind: 'route', to: loginStepRoutes[ActionCode.SetPassword] },
  [ActionCode.Login]: { kind: 'route', to: loginStepRoutes[ActionCode.Login] },
  [ActionCode.WaitingPush]: { kind: 'route', to: loginStepRoutes[ActionCode.WaitingPush] },
  [ActionCode.SetSecurityKey]: { kind: 'route', to: loginStepRoutes[ActionCode.SetSecurityKey] },
  [ActionCode.SetSecurityImage]: { kind: 'route', to: loginStepRoutes[ActionCode.SetSecurityImage] },
  [ActionCode.SelectRepresentativeWorkgroup]: {
    kind: 'route',
    to: loginStepRoutes[ActionCode.SelectRepresentativeWorkgroup],
  },
  [ActionCode.TransactionOtp]: { kind: 'dialog', dialog: 'transaction-otp' },
  [ActionCode.TransactionPush]: { kind: 'dialog', dialog: 'transaction-push' },
  [ActionCode.TransactionEmail]: { kind: 'dialog', dialog: 'transaction-email' },
};

export const destinationOf = (code: number): ActionDestination | undefined => ACTION_DESTINATIONS[code];

/** The login-flow page of an action code, or undefined for a dialog or an unknown code. */
export const routeOf = (code: number): LoginStepRoute | undefined => {
  const destination = destinationOf(code);
  return destination?.kind === 'route' ? destination.to : undefined;
};
