import { Alert, Center, Spinner } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

class Boundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(_error: unknown, _info: ErrorInfo) {
    // the fallback says it; the global error log records uncaught errors
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A widget's loading and error states (spec section 8: "Beklenmeyen bir hata oluştu."). */
export function WidgetLoader({ children }: { children: ReactNode }) {
  const failed = (
    <Alert.Root status="error" data-testid="widget-error">
      <Alert.Indicator />
      <Alert.Title>
        <Trans id="widget.error">An unexpected error occurred.</Trans>
      </Alert.Title>
    </Alert.Root>
  );
  return (
    <Boundary fallback={failed}>
      <Suspense
        fallback={
          <Center padding="6" data-testid="widget-loading">
            <Spinner color="brand.solid" />
          </Center>
        }
      >
        {children}
      </Suspense>
    </Boundary>
  );
}
