'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

import { usePrivatePrice, useVisitorPricing } from '../inventory/visitor-pricing-client';
import type { VehicleDialogContext, VehicleDialogKind } from '../vehicle-dialogs/types';

/**
 * The dialogs' code (Chakra, react-hook-form, the flows) is fetched on the first click of a flow button, never with
 * the page: the vehicle page's first-load JavaScript is only this provider and its buttons. React.lazy rather than
 * next/dynamic: the page then ships no loader runtime (about 4 KB gzip) for it.
 */
const VehicleDialog = lazy(() =>
  import('../vehicle-dialogs/vehicle-dialog').then((module) => ({ default: module.VehicleDialog })),
);

type OpenDialog = (kind: VehicleDialogKind, opener: HTMLElement) => void;

const OpenDialogContext = createContext<OpenDialog | null>(null);

export function useOpenVehicleDialog(): OpenDialog | null {
  return useContext(OpenDialogContext);
}

interface DialogState {
  kind: VehicleDialogKind;
  open: boolean;
  opener: HTMLElement | null;
}

export function VehicleDialogsProvider({
  context: pageContext,
  children,
}: {
  context: VehicleDialogContext;
  children: ReactNode;
}) {
  // The cached page knows neither the visitor's saved terms nor a private price: the flows get them from here.
  const { terms } = useVisitorPricing();
  const privatePrice = usePrivatePrice(pageContext.privateVehicleId ?? null);
  const context = useMemo<VehicleDialogContext>(() => {
    const price = pageContext.price ?? privatePrice?.price ?? null;
    return {
      ...pageContext,
      terms: terms ?? pageContext.terms,
      price,
      vehicle: { ...pageContext.vehicle, price: price ?? undefined },
    };
  }, [pageContext, terms, privatePrice]);
  // Null until a flow is first opened: nothing is loaded before that. Afterwards the dialog stays mounted (closed),
  // so its toasts outlive it and focus can return to the opener.
  const [state, setState] = useState<DialogState | null>(null);
  const open = useCallback<OpenDialog>((kind, opener) => setState({ kind, open: true, opener }), []);
  const close = useCallback(() => setState((current) => (current ? { ...current, open: false } : current)), []);
  const value = useMemo(() => open, [open]);
  return (
    <OpenDialogContext.Provider value={value}>
      {children}
      {state ? (
        <Suspense fallback={null}>
          <VehicleDialog kind={state.kind} open={state.open} opener={state.opener} onClose={close} context={context} />
        </Suspense>
      ) : null}
    </OpenDialogContext.Provider>
  );
}
